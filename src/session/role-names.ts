// What a role is called on screen: the API's codes (admin, api.order.info) are not words of either language.
// A role the console does not know shows its code.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';

const ROLE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  [ROLE_ADMIN]: msg`Administrator`,
  [ROLE_ORDER_INFO]: msg`Order operator`,
};

export const roleName = (role: string, i18n: I18n): string => {
  const name = Object.hasOwn(ROLE_NAMES, role) ? ROLE_NAMES[role] : undefined;
  return name ? i18n._(name) : role;
};

export const roleNames = (roles: readonly string[], i18n: I18n): string => roles.map((role) => roleName(role, i18n)).join(', ');
