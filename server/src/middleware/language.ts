// Accept-Language decides the language of every text in a response (ru default, en when preferred). A call
// with an API token and no language it names gets English: the token's caller is a program, whose logs its
// developers read, not the console (docs/decisions/api-tokens.md "Language"). A revoked or mistyped API token
// still has the prefix, so its 040101 is in English too.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { pickLang } from '../lib/lang';
import { API_TOKEN_PREFIX } from '../db/repos/api-tokens';
import { readToken } from './auth';

const isApiToken = (authorization: string | undefined) => readToken(authorization)?.startsWith(API_TOKEN_PREFIX) ?? false;

export const language: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fallback = isApiToken(c.req.header('Authorization')) ? 'en' : 'ru';
  c.set('lang', pickLang(c.req.header('Accept-Language'), fallback));
  await next();
};
