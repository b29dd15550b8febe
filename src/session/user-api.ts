// The user calls (login, info, profile, offer, stats; docs/api.md).
import { apiRequest } from '../api/client';
import type { AppConfig, UserInfo, UserStats } from '../contract';

export const userApi = {
  login: (username: string, password: string) =>
    apiRequest<{ token: string }>('/v1/app/user/login', { method: 'POST', body: { username, password } }),
  info: () => apiRequest<UserInfo>('/v1/app/user/info', { quiet: true }),
  logout: () => apiRequest<unknown>('/v1/app/user/logout', { method: 'POST', quiet: true }),
  signup: (email: string, password: string) =>
    apiRequest<{ email: string }>('/v1/app/user/signup', { method: 'POST', body: { email, password } }),
  resendCode: (email: string) =>
    apiRequest<{ email: string }>('/v1/app/user/signup/resend', { method: 'POST', body: { email } }),
  /** The password is the one typed at signup: the server opens the account only for code and password. */
  confirm: (email: string, code: string, password: string) =>
    apiRequest<{ token: string }>('/v1/app/user/signup/confirm', { method: 'POST', body: { email, code, password } }),
  recover: (email: string) =>
    apiRequest<unknown>('/v1/app/user/password/recover', { method: 'POST', body: { email } }),
  reset: (token: string, password: string) =>
    apiRequest<{ token: string }>('/v1/app/user/password/reset', { method: 'POST', body: { token, password } }),
  updateProfile: (id: number, body: { name: string; avatar?: string; introduction?: string }) =>
    apiRequest<UserInfo>(`/v1/app/user/${id}`, { method: 'PUT', body }),
  acceptOffer: (offerAccepted: number) =>
    apiRequest<{ offerAccepted: number }>('/v1/app/user/offer/accept', { method: 'PUT', body: { offerAccepted } }),
  stats: (id: number) => apiRequest<UserStats>(`/v1/app/user/${id}/stats`, { quiet: true }),
  config: () => apiRequest<AppConfig>('/v1/app/config', { quiet: true }),
};
