// User and session calls (docs/api.md; login, info, signup, recover, reset, profile, offer, stats).
import { z } from 'zod';
import { nameText } from './field-rules';

export const loginRequest = z.object({ username: z.string(), password: z.string() });
export const tokenResponse = z.object({ token: z.string() });

export const companyUser = z.object({ id: z.number().int(), email: z.string(), name: z.string() });

export const userInfo = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()),
  companyUsers: z.array(companyUser),
  /** Unix seconds of the offer acceptance; null or 0 until accepted. */
  offerAccepted: z.number().int().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const signupRequest = z.object({ email: z.string(), password: z.string() });
export const signupResponse = z.object({ email: z.string() });
/** The password is the one typed at signup: with the code it shows the caller both holds the mailbox and
 *  chose the password, so a stranger's earlier or later signup for the same email cannot set it. */
export const signupConfirmRequest = z.object({ email: z.string(), code: z.string(), password: z.string() });
export const signupResendRequest = z.object({ email: z.string() });
export const recoverRequest = z.object({ email: z.string() });
export const resetRequest = z.object({ token: z.string(), password: z.string() });

/** An avatar is shown as an <img>: a web address (up to 2,000 characters) or an inline raster image (a data:
 *  URL up to 100,000 characters); '' clears it. Other schemes (javascript:, file:, SVG that can carry
 *  script) are refused. */
export const AVATAR_LIMITS = { url: 2000, dataUrl: 100_000 } as const;
const WEB_URL = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+=*$/;

export function isAvatarUrl(value: string): boolean {
  if (value === '') return true;
  if (/^https?:/i.test(value)) return value.length <= AVATAR_LIMITS.url && WEB_URL.test(value);
  return value.length <= AVATAR_LIMITS.dataUrl && IMAGE_DATA_URL.test(value);
}

export const profileUpdate = z.object({
  name: nameText(),
  avatar: z.string().refine(isAvatarUrl).optional(),
  introduction: z.string().max(2000).optional(),
});
export const offerAcceptRequest = z.object({ offerAccepted: z.number().int().positive() });
export const offerAcceptResponse = z.object({ offerAccepted: z.number().int() });

export const userStats = z.object({
  /** The two balances, for admins only: operators see no money figures (docs/decisions/billing.md "Who may"). */
  balanceMoney: z.number().optional(),
  calculations: z.number().int().optional(),
  providers: z.number().int(),
  orders: z.number().int(),
  ordersTransferred: z.number().int(),
  ordersDelivered: z.number().int(),
});
export type UserStats = z.infer<typeof userStats>;

/** Public server facts the console needs before login (demo mode shows the role switch). */
export const appConfig = z.object({
  demo: z.boolean(),
  demoRoles: z.array(z.string()),
  /** The points map's MapLibre style (server env MAP_STYLE_URL); absent when none is configured. */
  mapStyleUrl: z.string().optional(),
  /** A PMTiles archive of the Protomaps basemap (server env MAP_PMTILES_URL), drawn when no style URL is set;
   *  absent when none is configured. Without either the map draws its own base map. */
  mapPmtilesUrl: z.string().optional(),
});
export type AppConfig = z.infer<typeof appConfig>;
