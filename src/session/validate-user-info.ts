// User info must name the user and carry a non-empty role list, or the session is unusable.
import type { UserInfo } from '../contract';

export class InvalidUserInfoError extends Error {}

export function validateUserInfo(info: Partial<UserInfo> | null | undefined): UserInfo {
  if (!info || !info.id) throw new InvalidUserInfoError('user id not found, please refresh page');
  if (!Array.isArray(info.roles) || info.roles.length === 0) {
    throw new InvalidUserInfoError('getInfo: roles must be a non-null array!');
  }
  return info as UserInfo;
}
