// Accept-Language decides the language of every text in a response (ru default, en when preferred).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { pickLang } from '../lib/lang';

export const language: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('lang', pickLang(c.req.header('Accept-Language')));
  await next();
};
