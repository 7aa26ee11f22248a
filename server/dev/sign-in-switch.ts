// Dev tool (mounted by server/app.ts in development and tests, not in demo or production): a browser context that
// carries the cookie `sign_in_services` gets GET config with that list of sign-in services
// (docs/api.md#sign-in-services), e.g. `none` or `telegram,google`; every other client of the same server keeps the
// configured list, so browser tests running side by side each see their own. The reply is `no-store` without an ETag:
// neither the browser nor the server's public-reply copy keeps it (it is answered before server/http/cache.ts looks).
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { siteInfo } from '../../contract/schemas/site';
import type { Db } from '../db/client';
import { type AppEnv, V1 } from '../env';
import { shapeStored } from '../http/reply';
import { currentLocale } from '../http/locale';
import { readSettingIn } from '../routes/site';
import { parseServiceList, SIGN_IN_COOKIE, withSignInServices } from '../site/sign-in-services';

export function signInSwitch(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const value = c.req.method === 'GET' && c.req.path === `${V1}/config` ? getCookie(c, SIGN_IN_COOKIE) : undefined;
    if (value === undefined) return next();
    const info = withSignInServices(await readSettingIn(db, 'site_info', currentLocale(c)), parseServiceList(value));
    return c.json(shapeStored(siteInfo, info), 200, { 'Cache-Control': 'no-store' });
  };
}
