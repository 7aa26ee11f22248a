// The domain modules: each call's method, path, version and reply schema, through the app's
// default client (configured with VITE_API_BASE, as a Vite build would be).
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../src/config/constants';
import { type FaultServer, startFaultServer } from './fault-server';
import { rejection } from './rejection';

let server: FaultServer;
let api: {
  session: typeof import('../../src/api/session');
  user: typeof import('../../src/api/user');
  site: typeof import('../../src/api/site');
  locale: typeof import('../../src/api/locale');
  clientError: typeof import('../../src/api/client-error');
  http: typeof import('../../src/api/http');
};

const profile = {
  user_id: 7,
  phone: '50912345678',
  is_admin: false,
  list_linked_services: [],
};
const siteInfo = {
  about: { address: '<p>Port-au-Prince</p>', support: '<p>24/7</p>' },
  clubs: [],
  links: {},
  social: [],
  external_authorization_button: ['google'],
  support_chat: false,
};
const report = {
  session_id: null,
  user_id: 7,
  explanation: 'Router error',
  error: 'TypeError: x is undefined',
  tags: ['critical'],
  timestamp: 1_700_000_000_000,
  version: APP_VERSION,
};

function arrival(pathname: string) {
  const all = server.arrivals(pathname);
  expect(all).toHaveLength(1);
  return all[0];
}

beforeAll(async () => {
  server = await startFaultServer();
  // The default instance reads VITE_API_BASE when first imported, so the modules load only now.
  vi.stubEnv('VITE_API_BASE', server.apiBase);
  api = {
    session: await import('../../src/api/session'),
    user: await import('../../src/api/user'),
    site: await import('../../src/api/site'),
    locale: await import('../../src/api/locale'),
    clientError: await import('../../src/api/client-error'),
    http: await import('../../src/api/http'),
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('session', () => {
  it('getSession reads the origin-absolute /api/session', async () => {
    server.script('/api/session', [{ json: { authenticated: true } }]);
    await expect(api.session.getSession()).resolves.toEqual({ authenticated: true });
    expect(arrival('/api/session')?.method).toBe('GET');
  });

  it('checkAuthorization reads check_authorization', async () => {
    server.script('/api/v1/check_authorization', [{ json: { authenticated: false } }]);
    await expect(api.session.checkAuthorization()).resolves.toEqual({ authenticated: false });
  });

  it('authorize posts the credentials and resolves on {success:true}', async () => {
    server.script('/api/v1/authorize', [{ json: { success: true } }]);
    await expect(api.session.authorize({ login: '50912345678', password: 'secret' })).resolves.toEqual({
      success: true,
    });
    const sent = arrival('/api/v1/authorize');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ login: '50912345678', password: 'secret' });
  });

  it('a refused sign-in (200 with the failure wrapper) rejects with the server message', async () => {
    server.script('/api/v1/authorize', [{ json: { success: false, message: 'Wrong login or password' } }]);
    const error = await rejection(api.session.authorize({ login: '1', password: '2' }));
    expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: 'Wrong login or password' });
  });

  it('logout is a GET', async () => {
    server.script('/api/v1/logout', [{ json: { success: true } }]);
    await api.session.logout();
    expect(arrival('/api/v1/logout')?.method).toBe('GET');
  });

  it('the 401 hook of the default instance is set by the app', async () => {
    const onUnauthorized = vi.fn();
    api.http.http.setUnauthorizedHandler(onUnauthorized);
    server.script('/api/v1/check_authorization', [{ status: 401 }]);
    await rejection(api.session.checkAuthorization());
    api.http.http.setUnauthorizedHandler(undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('user', () => {
  it('getProfile asks for version 2 and accepts a null profile', async () => {
    server.script('/api/v1/user/profile/info', [{ json: null }]);
    await expect(api.user.getProfile()).resolves.toBeNull();
    expect(arrival('/api/v1/user/profile/info')?.query.get('version')).toBe('2');
  });

  it('profileQuery fetches through react-query under its key', async () => {
    server.script('/api/v1/user/profile/info', [{ json: profile }]);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(api.user.profileQuery())).resolves.toEqual(profile);
    expect(queryClient.getQueryData(api.user.userKeys.profile)).toEqual(profile);
  });

  it('getBalance reads user/balance/info', async () => {
    const balance = { balance: 1500, bonus_balance: 0, currency: 'HTG' };
    server.script('/api/v1/user/balance/info', [{ json: balance }]);
    await expect(api.user.getBalance()).resolves.toEqual(balance);
  });
});

describe('site', () => {
  it('getSiteConfig asks for the redesign target, version 2', async () => {
    server.script('/api/v1/config', [{ json: siteInfo }]);
    await expect(api.site.getSiteConfig()).resolves.toEqual(siteInfo);
    const query = arrival('/api/v1/config')?.query;
    expect(query?.get('version')).toBe('2');
    expect(query?.get('target')).toBe('redesign');
  });

  it('getApplicationInfo reads application/info', async () => {
    const info = { download_link: '/app.apk', banner: { image: { url: '/banner.png' } } };
    server.script('/api/v1/application/info', [{ json: info }]);
    await expect(api.site.getApplicationInfo()).resolves.toEqual(info);
  });

  it('getSeoMetadata passes the page path as a query parameter', async () => {
    const seo = { pageTitle: 'Promo', pageDescription: '', pageUrl: '/promo/7', image: null, robots: 'index' };
    server.script('/api/v1/seo/metadata', [{ json: seo }]);
    await expect(api.site.getSeoMetadata('/promo/7')).resolves.toEqual(seo);
    expect(arrival('/api/v1/seo/metadata')?.query.get('path')).toBe('/promo/7');
    expect(api.site.seoMetadataQuery('/promo/7').queryKey).toEqual(['site', 'seo', '/promo/7']);
  });
});

describe('locale', () => {
  it('getLocales reads locale/list', async () => {
    const locales = { current: 'en', locales: [{ locale: 'ht', label: 'Kreyòl' }] };
    server.script('/api/v1/locale/list', [{ json: locales }]);
    await expect(api.locale.getLocales()).resolves.toEqual(locales);
  });

  it('setLocale posts {locale}', async () => {
    server.script('/api/v1/setlocale', [{ json: { success: true } }]);
    await api.locale.setLocale('ht');
    const sent = arrival('/api/v1/setlocale');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ locale: 'ht' });
  });
});

describe('reportClientError', () => {
  it('posts the report and resolves true', async () => {
    server.script('/api/v1/client/error', [{ json: { success: true } }]);
    await expect(api.clientError.reportClientError(report)).resolves.toBe(true);
    expect(JSON.parse(arrival('/api/v1/client/error')?.body ?? '')).toEqual(report);
  });

  it('clips an overlong report to the schema limits instead of losing it', async () => {
    server.script('/api/v1/client/error', [{ json: { success: true } }]);
    const long = { ...report, error: 'x'.repeat(30_000), tags: Array.from({ length: 25 }, (_, i) => `t${i}`) };
    await expect(api.clientError.reportClientError(long)).resolves.toBe(true);
    const sent = JSON.parse(arrival('/api/v1/client/error')?.body ?? '');
    expect(sent.error).toHaveLength(20_000);
    expect(sent.tags).toHaveLength(20);
  });

  it('never throws: a server error resolves false, once (POST is not retried)', async () => {
    server.script('/api/v1/client/error', [{ status: 503 }]);
    await expect(api.clientError.reportClientError(report)).resolves.toBe(false);
    expect(server.arrivals('/api/v1/client/error')).toHaveLength(1);
  });

  it('never throws: an abort resolves false', async () => {
    await expect(api.clientError.reportClientError(report, { signal: AbortSignal.abort() })).resolves.toBe(false);
  });
});
