// Client side of the contract: the app's real API functions (src/api, the real ofetch client) against a
// local server answering the replies recorded by hand from docs/api.md (tests/contract/fixtures). A drift
// between the app's schemas and the documented API fails here: a documented reply the app refuses, a
// field the views read that the reply does not carry, a documented failure that does not become its error.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { type FixtureServer, type Received, startFixtureServer } from './fixture-server';
import { fixture, reply } from './fixtures';

let server: FixtureServer;
let api: {
  session: typeof import('../../src/api/session');
  registration: typeof import('../../src/api/registration');
  telegram: typeof import('../../src/api/telegram');
  oauth: typeof import('../../src/api/oauth');
  wallet: typeof import('../../src/api/wallet');
  user: typeof import('../../src/api/user');
  site: typeof import('../../src/api/site');
  locale: typeof import('../../src/api/locale');
  clientError: typeof import('../../src/api/client-error');
  games: typeof import('../../src/api/games');
  launch: typeof import('../../src/api/game-launch');
  content: typeof import('../../src/api/content');
  promo: typeof import('../../src/api/promo');
  clubs: typeof import('../../src/api/clubs');
  bonus: typeof import('../../src/api/bonus');
  cashier: typeof import('../../src/api/cashier');
  cash: typeof import('../../src/api/cash');
  crypto: typeof import('../../src/api/crypto');
  history: typeof import('../../src/api/history');
  http: typeof import('../../src/api/http');
  currentEvent: typeof import('../../src/features/menu/current-event');
  cryptoChains: typeof import('../../src/features/cashier/widgets/crypto-chains');
};

beforeAll(async () => {
  server = await startFixtureServer();
  // The app's client reads VITE_API_BASE when first imported (as a Vite build would), so modules load now.
  vi.stubEnv('VITE_API_BASE', `${server.origin}/api/v1/`);
  api = {
    session: await import('../../src/api/session'),
    registration: await import('../../src/api/registration'),
    telegram: await import('../../src/api/telegram'),
    oauth: await import('../../src/api/oauth'),
    wallet: await import('../../src/api/wallet'),
    user: await import('../../src/api/user'),
    site: await import('../../src/api/site'),
    locale: await import('../../src/api/locale'),
    clientError: await import('../../src/api/client-error'),
    games: await import('../../src/api/games'),
    launch: await import('../../src/api/game-launch'),
    content: await import('../../src/api/content'),
    promo: await import('../../src/api/promo'),
    clubs: await import('../../src/api/clubs'),
    bonus: await import('../../src/api/bonus'),
    cashier: await import('../../src/api/cashier'),
    cash: await import('../../src/api/cash'),
    crypto: await import('../../src/api/crypto'),
    history: await import('../../src/api/history'),
    http: await import('../../src/api/http'),
    currentEvent: await import('../../src/features/menu/current-event'),
    cryptoChains: await import('../../src/features/cashier/widgets/crypto-chains'),
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
});

/** The one request the call sent, checked against the fixture's documented request. */
function sentOnce(name: string, received: Received[]): Received {
  expect(received).toHaveLength(1);
  const sent = received[0] as Received;
  const documented = fixture(name).request;
  expect(sent.method).toBe(documented.method);
  expect(sent.query).toMatchObject(documented.query ?? {});
  if (documented.body && documented.method !== 'GET') expect(JSON.parse(sent.body)).toEqual(documented.body);
  return sent;
}

/** Runs a call against the documented reply `case_` of `name`: its result and the request it sent. */
async function exchange<T>(name: string, case_: string, run: () => Promise<T>): Promise<{ result: T; sent: Received }> {
  const received = server.answer(name, case_);
  const result = await run();
  return { result, sent: sentOnce(name, received) };
}

/** Runs a call against a documented failure reply: the ApiError it rejects with. */
async function refusal(name: string, case_: string, run: () => Promise<unknown>): Promise<ApiError> {
  const received = server.answer(name, case_);
  const error = await run().then(
    () => new Error(`${name} ${case_}: resolved, a documented failure must reject`),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(received.length).toBeGreaterThanOrEqual(1);
  return error as ApiError;
}

const HAITI = { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509, icon: '/media/flags/hti.svg', currency: 'HTG' };

describe('session calls', () => {
  it('GET /api/session and check_authorization give the authenticated flag (and the visitor country)', async () => {
    expect((await exchange('session', 'player', () => api.session.getSession())).result).toEqual({
      authenticated: true,
      country: 'FR',
    });
    expect((await exchange('session', 'guest', () => api.session.getSession())).result).toEqual({
      authenticated: false,
      country: 'HT',
    });
    const { result } = await exchange('check_authorization', 'guest', () => api.session.checkAuthorization());
    expect(result.authenticated).toBe(false);
  });

  it('authorize posts {login, password}; the documented refusals become their errors', async () => {
    const { result } = await exchange('authorize', 'success', () =>
      api.session.authorize({ login: '50937000001', password: 'demo1234' }),
    );
    expect(result.success).toBe(true);

    const wrong = await refusal('authorize', 'wrong_credentials', () =>
      api.session.authorize({ login: '50937000001', password: 'demo1234' }),
    );
    expect(wrong).toMatchObject({ kind: 'http', status: 200, serverMessage: 'Wrong phone number or password' });

    const invalid = await refusal('authorize', 'invalid', () =>
      api.session.authorize({ login: '50937000001', password: 'demo1234' }),
    );
    expect(invalid).toMatchObject({
      kind: 'http',
      status: 400,
      serverMessage: 'Invalid data',
      fieldErrors: { login: ['This field is required'] },
    });

    // A POST is never retried, so the 429 reaches the caller at once with the server's wait.
    const limited = await refusal('authorize', 'too_many', () =>
      api.session.authorize({ login: '50937000001', password: 'demo1234' }),
    );
    expect(limited).toMatchObject({ kind: 'http', status: 429, serverMessage: 'Retry after 840s' });
  });

  it('logout resolves on {success:true}', async () => {
    expect((await exchange('logout', 'success', () => api.session.logout())).result.success).toBe(true);
  });
});

describe('registration and SMS calls', () => {
  it('registration-context and registration give the countries the form offers', async () => {
    const { result } = await exchange('registration_context', 'success', () =>
      api.registration.getRegistrationContext(),
    );
    expect(result).toEqual({ countries: [HAITI], default_country: 'HTI', disabled_skip: ['HTI'] });
    const countries = await exchange('registration_countries', 'success', () => api.registration.getCountries());
    expect(countries.result).toEqual({ countries: [HAITI], default_country: 'HTI' });
  });

  it('registration/sms gives time_left and the message; a wait and the refusals are told apart', async () => {
    const sent = await exchange('registration_sms', 'success', () =>
      api.registration.requestRegistrationSms('50937123456'),
    );
    expect(sent.result).toEqual({ time_left: 60, message: 'SMS sent' });
    const waiting = await exchange('registration_sms', 'waiting', () =>
      api.registration.requestRegistrationSms('50937123456'),
    );
    expect(waiting.result).toEqual({ time_left: 42, message: 'Retry after 42s' });

    const registered = await refusal('registration_sms', 'registered', () =>
      api.registration.requestRegistrationSms('50937123456'),
    );
    expect(registered).toMatchObject({
      kind: 'http',
      status: 200,
      serverMessage: 'This phone number is already registered',
    });
    const invalidPhone = await refusal('registration_sms', 'invalid_phone', () =>
      api.registration.requestRegistrationSms('50937123456'),
    );
    expect(invalidPhone.serverMessage).toBe('Invalid phone number');
    const invalid = await refusal('registration_sms', 'invalid', () =>
      api.registration.requestRegistrationSms('50937123456'),
    );
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { phone: ['This field is required'] } });
    const limited = await refusal('registration_sms', 'too_many', () =>
      api.registration.requestRegistrationSms('50937123456'),
    );
    expect(limited).toMatchObject({ status: 429, serverMessage: 'Too many SMS requests. Please try again later' });
  });

  it('the code check before registering: confirmed, or refused on the code field', async () => {
    const { phone, sms_code } = fixture('registration_sms_confirm_phone').request.body as Record<string, string>;
    const ok = await exchange('registration_sms_confirm_phone', 'success', () =>
      api.registration.confirmRegistrationPhone(phone ?? '', sms_code ?? ''),
    );
    expect(ok.result.success).toBe(true);
    const wrong = await refusal('registration_sms_confirm_phone', 'wrong_code', () =>
      api.registration.confirmRegistrationPhone(phone ?? '', sms_code ?? ''),
    );
    expect(wrong).toMatchObject({
      kind: 'http',
      status: 200,
      serverMessage: undefined,
      fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
    });
  });

  it('registration posts the fields as form data; a refusal carries the per-field messages and the general one', async () => {
    const body = fixture('registration').request.body as Parameters<typeof api.registration.register>[0];
    // docs/product.md#calls-list: the registration fields go as multipart form data, each as text.
    const received = server.answer('registration', 'success');
    expect((await api.registration.register(body)).success).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const [name, value] of Object.entries(body))
      expect(received[0]?.body).toContain(`name="${name}"\r\n\r\n${String(value)}\r\n`);
    expect(received[0]?.body.match(/name="/g)).toHaveLength(Object.keys(body).length);
    const withoutPromo = server.answer('registration', 'success');
    await api.registration.register({ ...body, promo_code: undefined });
    expect(withoutPromo[0]?.body).not.toContain('name="promo_code"');
    const refused = await refusal('registration', 'refused', () => api.registration.register(body));
    expect(refused).toMatchObject({
      kind: 'http',
      status: 200,
      serverMessage: 'Registration failed. Invalid data',
      fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
    });
  });

  it('authorize/restore-sms posts {phone} and gives the same time_left reply', async () => {
    const { result } = await exchange('restore_sms', 'success', () =>
      api.registration.requestPasswordSms('50937000001'),
    );
    expect(result).toEqual({ time_left: 60, message: 'SMS sent' });
  });
});

describe('Telegram sign-in calls', () => {
  const token = 'q8Zc2v0mK3xYtP9wR1sLd4Fh7Jb6Ne5Ua0Vo2Ig8Ty';

  it('tg gives a pending token; tg_check tells pending from approved; tg_refresh gives the token to show', async () => {
    expect((await exchange('telegram_token', 'success', () => api.telegram.requestTelegramToken())).result).toEqual({
      token,
      auth: false,
    });
    expect((await exchange('telegram_check', 'pending', () => api.telegram.checkTelegramToken(token))).result).toEqual({
      token,
      auth: false,
    });
    expect((await exchange('telegram_check', 'approved', () => api.telegram.checkTelegramToken(token))).result).toEqual(
      { token, auth: true },
    );
    const refreshed = await exchange('telegram_refresh', 'success', () => api.telegram.refreshTelegramToken(token));
    expect(refreshed.result).toBe('Xw3b7Kp0Qz9Lm2Nc5Rv8Ts1Ud4Ye6Hg0Aj7Bf3Ck9Dn');
  });

  it('an expired token and a missing one become their errors', async () => {
    const expired = await refusal('telegram_check', 'expired', () => api.telegram.checkTelegramToken(token));
    expect(expired).toMatchObject({
      kind: 'http',
      status: 200,
      serverMessage: 'Telegram sign-in expired. Please start again.',
    });
    const refreshExpired = await refusal('telegram_refresh', 'expired', () => api.telegram.refreshTelegramToken(token));
    expect(refreshExpired.serverMessage).toBe('Telegram sign-in expired. Please start again.');
    const invalid = await refusal('telegram_check', 'invalid', () => api.telegram.checkTelegramToken(token));
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { token: ['This field is required'] } });
  });
});

describe('Google sign-in calls', () => {
  it('link gives the consent URL; a refused redirect URI is the OAuth error', async () => {
    const { result, sent } = await exchange('google_link', 'success', () =>
      api.oauth.getGoogleLink('http://127.0.0.1/login/google'),
    );
    expect(result).toBe(
      'http://127.0.0.1/dev/google/consent?redirect_uri=http%3A%2F%2F127.0.0.1%2Flogin%2Fgoogle&state=s7Hq',
    );
    expect(sent.query.redirect_uri).toBe('http://127.0.0.1/login/google');
    const refused = await refusal('google_link', 'refused', () =>
      api.oauth.getGoogleLink('http://127.0.0.1/login/google'),
    );
    expect(refused.serverMessage).toBe('Google OAuth request unknown error');
  });

  it('authorize gives the registration context with the phone prefill, or a signed-in linked account', async () => {
    const fresh = await exchange('google_authorize', 'new_account', () =>
      api.oauth.authorizeGoogle('c0de', 's7Hq', 'http://127.0.0.1/login/google'),
    );
    expect(fresh.result).toEqual({
      authorized: false,
      phone: '37123456',
      phone_code: 509,
      countries: [HAITI],
      default_country: 'HTI',
      disabled_skip: ['HTI'],
      code: 't1cket',
    });
    const linked = await exchange('google_authorize', 'linked', () =>
      api.oauth.authorizeGoogle('c0de', 's7Hq', 'http://127.0.0.1/login/google'),
    );
    expect(linked.result).toMatchObject({ authorized: true, code: '' });
    expect(linked.result.phone).toBeUndefined();
    const refused = await refusal('google_authorize', 'refused', () =>
      api.oauth.authorizeGoogle('c0de', 's7Hq', 'http://127.0.0.1/login/google'),
    );
    expect(refused).toMatchObject({ kind: 'http', serverMessage: 'Google OAuth request unknown error' });
    const notThisBrowser = await refusal('google_authorize', 'state_refused', () =>
      api.oauth.authorizeGoogle('c0de', 's7Hq', 'http://127.0.0.1/login/google'),
    );
    expect(notThisBrowser.serverMessage).toBe(
      'This Google sign-in was not started in this browser, or it has expired. Start again with Google.',
    );
  });

  it('token posts {access_token} and gives the same completion; a bad token is the OAuth error', async () => {
    const { result } = await exchange('google_token', 'new_account', () =>
      api.oauth.authorizeGoogleToken('ya29.token'),
    );
    expect(result).toMatchObject({ authorized: false, code: 't1cket', phone: '37123456', phone_code: 509 });
    const refused = await refusal('google_token', 'refused', () => api.oauth.authorizeGoogleToken('ya29.token'));
    expect(refused.serverMessage).toBe('Google OAuth request unknown error');
    const invalid = await refusal('google_token', 'invalid', () => api.oauth.authorizeGoogleToken('ya29.token'));
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { access_token: ['This field is required'] } });
  });

  it('registration (skip) and unlink; a refused skip carries the phone field error', async () => {
    const body = { code: 't1cket', country_iso: 'USA' };
    expect(
      (await exchange('google_registration', 'success', () => api.oauth.registerGoogle(body))).result.success,
    ).toBe(true);
    const skip = await refusal('google_registration', 'skip_refused', () => api.oauth.registerGoogle(body));
    expect(skip).toMatchObject({
      serverMessage: 'Phone confirmation is required for this country',
      fieldErrors: { phone_number: ['Phone number is required'] },
    });
    const ticket = await refusal('google_registration', 'ticket_refused', () => api.oauth.registerGoogle(body));
    expect(ticket.serverMessage).toBe('Google OAuth request unknown error');

    expect((await exchange('google_unlink', 'success', () => api.oauth.unlinkGoogle())).result.success).toBe(true);
    const noPhone = await refusal('google_unlink', 'no_phone', () => api.oauth.unlinkGoogle());
    expect(noPhone.serverMessage).toBe('Set a phone and password before unlinking Google');
  });

  it('a 401 reply calls the unauthorised handler the session flow sets', async () => {
    const onUnauthorized = vi.fn();
    api.http.http.setUnauthorizedHandler(onUnauthorized);
    try {
      const error = await refusal('google_unlink', 'unauthorized', () => api.oauth.unlinkGoogle());
      expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Unauthorized' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      api.http.http.setUnauthorizedHandler(undefined);
    }
  });
});

describe('wallet sign-in calls', () => {
  it('nonce, authorize, registration and unlink', async () => {
    expect((await exchange('wallet_nonce', 'success', () => api.wallet.getWalletNonce())).result).toBe(
      '3f9a0c1d5e7b2a4c6d8e0f1a2b3c4d5e',
    );
    const { message, signature } = fixture('wallet_authorize').request.body as { message: string; signature: string };
    const { result } = await exchange('wallet_authorize', 'new_account', () =>
      api.wallet.authorizeWallet(message, signature),
    );
    expect(result).toEqual({
      authorized: false,
      countries: [HAITI],
      default_country: 'HTI',
      disabled_skip: ['HTI'],
      code: 'w4llet-t1cket',
    });
    for (const [case_, text] of [
      ['bad_message', 'Web3 OAuth request unknown error'],
      ['bad_signature', 'Wallet signature is not valid'],
      ['expired', 'This sign-in request has expired. Please try again.'],
    ] as const) {
      const error = await refusal('wallet_authorize', case_, () => api.wallet.authorizeWallet(message, signature));
      expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: text });
    }
    const body = fixture('wallet_registration').request.body as unknown as Parameters<
      typeof api.wallet.registerWallet
    >[0];
    expect(
      (await exchange('wallet_registration', 'success', () => api.wallet.registerWallet(body))).result.success,
    ).toBe(true);
    const ticket = await refusal('wallet_registration', 'ticket_refused', () => api.wallet.registerWallet(body));
    expect(ticket.serverMessage).toBe('Web3 OAuth request unknown error');
    expect((await exchange('wallet_unlink', 'success', () => api.wallet.unlinkWallet())).result.success).toBe(true);
    const noPhone = await refusal('wallet_unlink', 'no_phone', () => api.wallet.unlinkWallet());
    expect(noPhone.serverMessage).toBe('Set a phone and password before unlinking your wallet');
  });
});

describe('profile, balance, site and locale calls', () => {
  it('profile (version 2) keeps the fields the personal page shows', async () => {
    const { result } = await exchange('profile', 'success', () => api.user.getProfile());
    expect(result).toMatchObject({
      user_id: 1,
      phone: '50937000001',
      name: 'Jean Baptiste',
      surname: 'Pierre',
      is_admin: false,
      list_linked_services: [{ id: 'google', name: 'Google' }],
    });
  });

  it('balance is in HTG major units with the refresh rate', async () => {
    const { result } = await exchange('balance', 'success', () => api.user.getBalance());
    expect(result).toEqual({
      balance: 12500,
      bonus_balance: 850,
      sport_balance: 300,
      currency: 'HTG',
      update_rate: 10000,
    });
    const error = await refusal('balance', 'unauthorized', () => api.user.getBalance());
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('config (target redesign, version 2), application info and SEO metadata', async () => {
    const config = await exchange('config', 'success', () => api.site.getSiteConfig());
    expect(config.result.about.address).toBe('<p>Rue Capois, Port-au-Prince</p>');
    expect(config.result.external_authorization_button).toEqual(['google']);
    expect(config.result.support_chat).toBe(true);
    expect(config.result.banner?.main[0]?.link).toBe('/promo/welcome-bonus');
    const app = await exchange('application_info', 'success', () => api.site.getApplicationInfo());
    expect(app.result).toEqual({
      download_link: 'https://belchans.ht/app/belchans.apk',
      banner: { image: { url: '/media/app/banner.svg' } },
    });
    const seo = await exchange('seo_metadata', 'success', () => api.site.getSeoMetadata('/personal'));
    expect(seo.result).toMatchObject({
      pageTitle: 'Personal data | Bèl Chans',
      pageUrl: '/personal',
      robots: 'noindex, nofollow',
    });
  });

  it('locale list and setlocale', async () => {
    const { result } = await exchange('locale_list', 'success', () => api.locale.getLocales());
    expect(result.current).toBe('en');
    expect(result.locales.map((l) => l.locale)).toEqual(['en', 'ht']);
    expect((await exchange('setlocale', 'success', () => api.locale.setLocale('ht'))).result.success).toBe(true);
    const invalid = await refusal('setlocale', 'invalid', () => api.locale.setLocale('ht'));
    expect(invalid.status).toBe(400);
  });

  it('client/error posts the report and resolves true; a refused report is false, never a throw', async () => {
    const report = fixture('client_error').request.body as Parameters<typeof api.clientError.reportClientError>[0];
    const received = server.answer('client_error', 'success');
    await expect(api.clientError.reportClientError(report)).resolves.toBe(true);
    sentOnce('client_error', received);
    server.answer('client_error', 'invalid');
    await expect(api.clientError.reportClientError(report)).resolves.toBe(false);
  });
});

describe('games calls', () => {
  it('groups and one group: the games, their images and the page count', async () => {
    const groups = await exchange('games_groups', 'success', () => api.games.getGameGroups());
    const [slots] = groups.result.list;
    expect(slots).toMatchObject({ alias: 'slots', view: { variant: 'card', image: 'cover' } });
    expect(slots?.games.pagination).toEqual({ page: 1, limit: 12, count: 2 });
    const game = slots?.games.list[0];
    expect(game).toMatchObject({ id: 1, alias: 'kreyol-fruits', game_type: 1, is_demo: true, game_url: null });
    expect(game?.images.icon?.srcset).toEqual([
      { url: '/media/games/kreyol-fruits.svg?w=512&h=512', media: '(min-width: 1024px)' },
    ]);

    const group = await exchange('games_group', 'success', () => api.games.getGameGroup('slots', 1));
    expect(group.sent.query).toMatchObject({ page: '1', limit: '12' });
    expect(group.result.info?.games.list[0]?.name).toBe('Kreyòl Fruits');
    const missing = await refusal('games_group', 'not_found', () => api.games.getGameGroup('slots', 1));
    expect(missing).toMatchObject({ kind: 'http', status: 200, serverMessage: 'Game group not found' });
    const invalid = await refusal('games_group', 'invalid', () => api.games.getGameGroup('slots', 1));
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { page: ['Too small'] } });
  });

  it('popular entries keep the launch facts and stats in HTG', async () => {
    const { result } = await exchange('games_popular', 'success', () => api.games.getPopularGames());
    expect(result.list[0]).toMatchObject({
      title: 'Tortuga Pirates',
      game: { group_alias: 'slots', game_id: 3, game_type: 0, is_modal_balance_type: true, is_demo: false },
      stats: { online: 128, recentWin: 2500.5 },
    });
  });

  it('one game, games/list and the description link', async () => {
    const game = await exchange('games_game', 'success', () => api.games.getGame(1));
    expect(game.result).toMatchObject({ id: 1, game_description: 'game-description/1', info: null });
    expect((await refusal('games_game', 'not_found', () => api.games.getGame(1))).serverMessage).toBe('Game not found');

    const list = await exchange('games_list', 'success', () => api.games.findGames({ gameAlias: 'kreyol-fruits' }));
    expect(list.result.map((g) => g.alias)).toEqual(['kreyol-fruits']);
    expect(
      (await exchange('games_list', 'no_match', () => api.games.findGames({ gameAlias: 'kreyol-fruits' }))).result,
    ).toEqual([]);

    const description = await exchange('game_description', 'success', () =>
      api.games.getGameDescription('game-description/1'),
    );
    expect(description.result).toEqual({ title: 'Kreyòl Fruits', body: '<p>Fruits and luck.</p>' });
    const missing = await refusal('game_description', 'not_found', () =>
      api.games.getGameDescription('game-description/1'),
    );
    expect(missing.serverMessage).toBe('Game not found');
  });

  it('game start: a single game URL, a multiple group with its entries, and the refusals', async () => {
    const single = await exchange('games_start', 'single', () => api.launch.getGameStart('slots', 1, 0));
    expect(single.sent.query).toMatchObject({ balance_type: '0', version: '2' });
    expect(single.result).toMatchObject({
      game_type: 1,
      game_url: 'http://127.0.0.1/dev/game/kreyol-fruits?launch=Yk3',
    });
    const multiple = await exchange('games_start', 'multiple', () => api.launch.getGameStart('slots', 1, 0));
    expect(multiple.result.game_url).toBeNull();
    expect(multiple.result.entries?.[0]).toMatchObject({ id: 21, title: 'Lucky Sevens', alternate_title: '7s' });
    for (const [case_, text] of [
      ['not_found', 'Game not found'],
      ['bonus_empty', 'Bonus balance is empty'],
    ] as const) {
      expect((await refusal('games_start', case_, () => api.launch.getGameStart('slots', 1, 0))).serverMessage).toBe(
        text,
      );
    }
    const guest = await refusal('games_start', 'unauthorized', () => api.launch.getGameStart('slots', 1, 0));
    expect(guest.status).toBe(401);
  });

  it('games/url gives the provider URL, TVBet its frame facts', async () => {
    const sport = await exchange('games_url', 'success', () =>
      api.launch.getGameUrl({ gameAlias: 'betting', page: 'live' }),
    );
    expect(sport.result).toEqual({
      url: 'http://127.0.0.1/dev/sport?page=live&parent=http%3A%2F%2F127.0.0.1',
      alias: 'betting',
      info: { allow_portrait: true },
    });
    const tvbet = await exchange('games_url', 'tvbet', () =>
      api.launch.getGameUrl({ gameAlias: 'betting', page: 'live' }),
    );
    expect(tvbet.result.info).toEqual({
      allow_portrait: true,
      clientId: 'demo-client',
      serverUrl: 'http://127.0.0.1/dev/tvbet',
    });
    const missing = await refusal('games_url', 'not_found', () =>
      api.launch.getGameUrl({ gameAlias: 'betting', page: 'live' }),
    );
    expect(missing.serverMessage).toBe('Game not found');
  });

  it('search prediction and list; a short name is the documented field error', async () => {
    const prediction = await exchange('games_search_prediction', 'success', () => api.games.searchPrediction('kreyol'));
    expect(prediction.result).toEqual([
      {
        id: 1,
        name: 'Kreyòl Fruits',
        game: { game_id: 1, group_alias: 'slots' },
        image: { url: '/media/games/kreyol-fruits.svg?w=256&h=256' },
        view: 'card',
        group: { name: 'Slots' },
      },
    ]);
    const list = await exchange('games_search_list', 'success', () => api.games.searchGames('kreyol'));
    expect(list.result[0]?.group.name).toBe('Slots');
    const short = await refusal('games_search_list', 'invalid', () => api.games.searchGames('kreyol'));
    expect(short).toMatchObject({ status: 400, fieldErrors: { name: ['Enter at least 3 characters'] } });
    const shortPrediction = await refusal('games_search_prediction', 'invalid', () =>
      api.games.searchPrediction('kreyol'),
    );
    expect(shortPrediction.fieldErrors).toEqual({ name: ['Enter at least 3 characters'] });
  });

  it('jackpots, ratings and FAQ', async () => {
    const jackpots = await exchange('jackpots', 'success', () => api.games.getJackpots());
    expect(jackpots.result).toEqual([
      { label: 'jackpot.silver', value: 25340 },
      { label: 'jackpot.gold', value: 148200 },
      { label: 'jackpot.maximum', value: 912345 },
    ]);
    const ratings = await exchange('ratings', 'success', () => api.games.getRatings());
    expect(ratings.result).toEqual([
      {
        user: '509***1234',
        game_name: 'Kreyòl Fruits',
        points: '15400',
        icon: '/media/games/kreyol-fruits.svg?w=256&h=256',
      },
    ]);
    const faq = await exchange('faq', 'success', () => api.content.getFaq());
    expect(faq.result).toEqual([
      { id: 1, body: { question: 'How do I deposit?', answer: '<p>Open the cashier.</p>' } },
    ]);
  });
});

describe('blog calls', () => {
  it('latest, one article and its SEO, categories and one category; unknown ids are 404', async () => {
    const latest = await exchange('blog_latest', 'success', () => api.content.getLatestArticles());
    expect(latest.result[0]).toMatchObject({
      id: 1,
      title: 'Borlette: how the draw works',
      publishedAt: '2026-11-01T12:00:00.000Z',
    });
    expect((await refusal('blog_latest', 'invalid', () => api.content.getLatestArticles())).status).toBe(400);

    const article = await exchange('blog_article', 'success', () => api.content.getArticle(1));
    expect(article.result.body).toBe('<p>The draw happens twice a day.</p>');
    expect((await refusal('blog_article', 'not_found', () => api.content.getArticle(1))).status).toBe(404);

    const seo = await exchange('blog_article_seo', 'success', () => api.content.getArticleSeo(1));
    expect(seo.result).toMatchObject({
      pageTitle: 'Borlette: how the draw works | Bèl Chans',
      pageUrl: '/blog/1',
      robots: 'index, follow',
    });
    expect((await refusal('blog_article_seo', 'not_found', () => api.content.getArticleSeo(1))).status).toBe(404);

    const categories = await exchange('blog_categories', 'success', () => api.content.getCategoriesWithArticles());
    expect(categories.result[0]?.name).toBe('Guides');
    expect(categories.result[0]?.articles[0]?.body).toBeUndefined();
    const category = await exchange('blog_category', 'success', () => api.content.getCategory(1));
    expect(category.result.articles.map((a) => a.id)).toEqual([1]);
    expect((await refusal('blog_category', 'not_found', () => api.content.getCategory(1))).status).toBe(404);
  });
});

describe('promotion and club calls', () => {
  it('promo code: applied, and the refusals the form shows', async () => {
    const applied = await exchange('promo_code', 'success', () => api.promo.applyPromoCode('WELCOME100'));
    expect(applied.result.message).toBe('Promo code applied: 100 HTG added to your bonus balance');
    for (const [case_, text] of [
      ['unknown', 'Unknown promo code'],
      ['used', 'You have already used this promo code'],
    ] as const) {
      const error = await refusal('promo_code', case_, () => api.promo.applyPromoCode('WELCOME100'));
      expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: text });
    }
    expect((await refusal('promo_code', 'unauthorized', () => api.promo.applyPromoCode('WELCOME100'))).status).toBe(
      401,
    );
  });

  it('offer membership, actions, offers, one offer and its SEO', async () => {
    const joined = await exchange('promo_offer_members', 'success', () => api.promo.joinPromoOffer('welcome-bonus'));
    expect(joined.result).toEqual({ success: true, message: 'You take part in this offer' });
    const missing = await refusal('promo_offer_members', 'not_found', () => api.promo.joinPromoOffer('welcome-bonus'));
    expect(missing).toMatchObject({ status: 404, serverMessage: 'Offer not found' });

    const actions = await exchange('promo_list', 'success', () => api.promo.getPromoActions());
    expect(actions.result[0]).toMatchObject({
      title: 'Welcome bonus',
      image: '/media/promo/welcome.svg',
      prefix: 'up to',
    });
    const offers = await exchange('promo_offers_current', 'success', () => api.promo.getCurrentOffers());
    expect(offers.result).toEqual([
      {
        id: 'welcome-bonus',
        title: 'Welcome bonus',
        preview_body: '<p>Double your first deposit.</p>',
        image: { url: '/media/promo/welcome-bonus.svg' },
      },
    ]);
    const guest = await exchange('promo_offer', 'guest', () => api.promo.getOffer('welcome-bonus'));
    expect(guest.result.is_member).toBeUndefined();
    expect(guest.result.body).toBe('<p>Rules of the offer.</p>');
    const player = await exchange('promo_offer', 'player', () => api.promo.getOffer('welcome-bonus'));
    expect(player.result.is_member).toBe(true);
    expect((await refusal('promo_offer', 'not_found', () => api.promo.getOffer('welcome-bonus'))).status).toBe(404);
    const seo = await exchange('promo_offer_seo', 'success', () => api.promo.getOfferSeo('welcome-bonus'));
    expect(seo.result.pageUrl).toBe('/promo/welcome-bonus');
    expect((await refusal('promo_offer_seo', 'not_found', () => api.promo.getOfferSeo('welcome-bonus'))).status).toBe(
      404,
    );
  });

  it('current events: a player gets progress and ticket, a guest id and title; the menu picks the first with progress', async () => {
    const player = await exchange('promo_events', 'player', () => api.promo.getCurrentEvents());
    expect(player.result[0]).toEqual({
      id: 1,
      title: 'Crash week',
      progress: { current: 350, total: 1000, currency: 'HTG' },
      ticket_id: 'T-1042',
    });
    expect(player.result[1]?.ticket_id).toBeNull();
    const guest = await exchange('promo_events', 'guest', () => api.promo.getCurrentEvents());
    expect(guest.result).toEqual([{ id: 1, title: 'Crash week' }]);
    const menu = await exchange('promo_events', 'player', () => api.currentEvent.getCurrentEvent());
    expect(menu.result?.title).toBe('Crash week');
    expect((await exchange('promo_events', 'guest', () => api.currentEvent.getCurrentEvent())).result).toBeNull();
  });

  it('clubs: withdrawal limit in HTG (-1 unlimited), no position for a club without coordinates', async () => {
    const { result } = await exchange('clubs', 'success', () => api.clubs.getClubs());
    expect(result).toEqual([
      {
        id: 1,
        info: { address: 'Rue Capois 12, Port-au-Prince', name: 'Club Champ de Mars', withdrawal_limit: 50000 },
        map_position: { lat: 18.54, lon: -72.34 },
      },
      {
        id: 10,
        info: { address: 'Rue Principale, Hinche', name: 'Club Hinche', withdrawal_limit: -1 },
        map_position: null,
      },
    ]);
  });
});

describe('bonus calls', () => {
  it('bonus info: no program, type 1 wager progress, type 2 coefficient', async () => {
    expect((await exchange('bonus_info', 'none', () => api.bonus.getBonusInfo())).result).toEqual({
      bonus: { value: 0, currency: 'HTG' },
      convert: false,
    });
    const type1 = await exchange('bonus_info', 'type1', () => api.bonus.getBonusInfo());
    expect(type1.result).toMatchObject({
      type: 1,
      progress: { current: 4250, total: 10000, currency: 'HTG' },
      to_unlock: 5750,
    });
    const type2 = await exchange('bonus_info', 'type2', () => api.bonus.getBonusInfo());
    expect(type2.result).toMatchObject({ type: 2, convert: true, convert_coefficient: 0.5 });
  });

  it('convert check and conversion; each documented refusal keeps its message', async () => {
    const check = await exchange('bonus_convert_check', 'not_allowed', () => api.bonus.checkBonusConvert());
    expect(check.result).toEqual({ convert_allowed: false, message: 'Wager 5\u2009750 HTG more to unlock your bonus' });
    expect(
      (await exchange('bonus_convert_check', 'allowed', () => api.bonus.checkBonusConvert())).result.convert_allowed,
    ).toBe(true);
    const converted = await exchange('bonus_convert', 'success', () => api.bonus.convertBonus());
    expect(converted.result).toEqual({ success: true, message: '425 HTG moved to your balance' });
    for (const [case_, text] of [
      ['not_wagered', 'Wager 5\u2009750 HTG more to unlock your bonus'],
      ['no_program', 'This bonus cannot be converted'],
      ['no_bonus', 'You have no bonus to convert'],
    ] as const) {
      expect((await refusal('bonus_convert', case_, () => api.bonus.convertBonus())).serverMessage).toBe(text);
    }
  });
});

describe('cashier calls', () => {
  it('deposit and withdrawal lists (version 3)', async () => {
    const deposits = await exchange('payment_deposits', 'success', () => api.cashier.getDeposits());
    expect(deposits.sent.query.version).toBe('3');
    expect(deposits.result.map((s) => [s.name, s.type])).toEqual([
      ['MonCash', 'page'],
      ['NatCash', 'form'],
      ['Cash at a club', 'widget'],
      ['Bank card', 'link'],
    ]);
    expect(deposits.result[0]?.currency).toEqual({
      min_amount: 50,
      max_amount: 75000,
      withdraw_auto_confirm: false,
      day_limit: 150000,
    });
    const withdrawals = await exchange('payment_withdrawals', 'success', () => api.cashier.getWithdrawals());
    expect(withdrawals.result.map((s) => s.direction)).toEqual([2, 2]);
    expect((await refusal('payment_deposits', 'unauthorized', () => api.cashier.getDeposits())).status).toBe(401);
  });

  it('one payment system of each type, and the widget data the widgets read', async () => {
    const page = await exchange('payment_system', 'page', () => api.cashier.getPaymentSystem(1));
    expect(page.result).toMatchObject({
      kind: 'system',
      system: { type: 'page', html: 'http://127.0.0.1/dev/moncash?payment_system=1' },
    });
    const link = await exchange('payment_system', 'link', () => api.cashier.getPaymentSystem(1));
    expect(link.result).toMatchObject({ kind: 'system', system: { type: 'link', href: 'https://pay.example/card' } });
    const form = await exchange('payment_system', 'form', () => api.cashier.getPaymentSystem(1));
    if (form.result.kind !== 'system' || form.result.system.type !== 'form')
      throw new Error('the form system did not load');
    expect(form.result.system.form.endpoint).toBe('/api/v1/payments/submit/natcash');
    expect(form.result.system.form.fields.map((f) => f.kind)).toEqual([
      'block',
      'amount',
      'input',
      'select',
      'link',
      'clipboard',
    ]);

    const depositCash = await exchange('payment_system', 'deposit_cash', () => api.cashier.getPaymentSystem(1));
    if (depositCash.result.kind !== 'system' || depositCash.result.system.type !== 'widget')
      throw new Error('no widget');
    const cashData = api.cash.parseCashDepositData(depositCash.result.system.data);
    expect(cashData).toMatchObject({
      ok: true,
      data: { limits: { min: 100, max: 100000 }, endpoint: '/api/v1/payments/submit/cash-deposit' },
    });

    const withdrawalCash = await exchange('payment_system', 'withdrawal_cash', () => api.cashier.getPaymentSystem(1));
    if (withdrawalCash.result.kind !== 'system' || withdrawalCash.result.system.type !== 'widget')
      throw new Error('no widget');
    const withdrawalData = api.cash.parseWithdrawalCashData(withdrawalCash.result.system.data);
    expect(withdrawalData).toMatchObject({
      ok: true,
      data: { limits: { min: 250, max: 100000, message: 'Maximum amount is 100\u2009000 HTG' }, showNationalId: false },
    });
    if (withdrawalData.ok) expect(withdrawalData.data.clubs.map((c) => c.withdrawal_limit)).toEqual([50000, -1]);

    for (const case_ of ['deposit_crypto', 'withdrawal_crypto']) {
      const crypto = await exchange('payment_system', case_, () => api.cashier.getPaymentSystem(1));
      if (crypto.result.kind !== 'system' || crypto.result.system.type !== 'widget') throw new Error('no widget');
      const data = api.cryptoChains.parseCryptoData(crypto.result.system.data);
      expect(data?.chains.map((c) => [c.value, c.currency])).toEqual([
        ['TRX', 'USDT'],
        ['BNB', null],
      ]);
    }

    const unknown = await refusal('payment_system', 'not_found', () => api.cashier.getPaymentSystem(1));
    expect(unknown).toMatchObject({ kind: 'http', status: 200, reason: 'Payment system not found' });
  });

  it('crypto address and rates; a chain without currency is its error reason', async () => {
    const address = await exchange('crypto_address', 'success', () => api.crypto.requestCryptoAddress('TRX'));
    expect(address.result).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const noCurrency = await refusal('crypto_address', 'no_currency', () => api.crypto.requestCryptoAddress('TRX'));
    expect(noCurrency.reason).toBe('Chain has not currency');
    const unknown = await refusal('crypto_address', 'unknown', () => api.crypto.requestCryptoAddress('TRX'));
    expect(unknown.reason).toBe('Unknown chain');
    const deposit = await exchange('crypto_deposit_rates', 'success', () => api.crypto.getDepositRates());
    expect(Object.keys(deposit.result)).toEqual([
      'USDT',
      'ETH',
      'BTC',
      'BCH',
      'DASH',
      'DOGE',
      'LTC',
      'XRP',
      'SOL',
      'TON',
    ]);
    expect(deposit.result.USDT).toBe(0.0076);
    const withdrawal = await exchange('crypto_rates', 'success', () => api.crypto.getWithdrawalRates());
    expect(withdrawal.result.USDT).toBe(0.0075);
  });

  it('payment posts go as multipart; the PIN, the MonCash redirect and the field errors come back', async () => {
    const { path, form } = fixture('payment_submit').request;
    const body = {
      payment_system: 6,
      amount: 500,
      purseId: 1,
      fiscal_id: '',
      national_id: '',
      national_card_id: '',
    };
    const received = server.answer('payment_submit', 'success');
    const result = await api.cash.postCashPayment(path, api.cash.paymentFormData(body));
    expect(result).toEqual({ message: 'Withdrawal request created. Your PIN is 123456', pin: '123456' });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    for (const [name, value] of Object.entries(form ?? {}))
      expect(received[0]?.body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);

    server.answer('payment_submit', 'moncash');
    const moncash = await api.cashier.submitPaymentForm(path, new FormData());
    expect(moncash.redirect).toBe('http://127.0.0.1/dev/moncash/checkout/abc');

    const refused = await refusal('payment_submit', 'refused', () =>
      api.cashier.submitPaymentForm(path, new FormData()),
    );
    expect(refused).toMatchObject({
      kind: 'http',
      status: 200,
      serverMessage: 'The payment was refused. Check the form.',
      reason: 'Insufficient funds',
      fieldErrors: { amount: ['Insufficient funds'] },
    });
    const crypto = await refusal('payment_submit', 'refused', () =>
      api.crypto.postCryptoWithdrawal(path, {
        payment_system: '7',
        currency: 'USDT',
        chain: 'TRX',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount_native: '1000',
        amount_output: '7.5',
      }),
    );
    expect(crypto.fieldErrors).toEqual({ amount: ['Insufficient funds'] });
  });

  it('the rollback action posts its payload as JSON; again is the documented error', async () => {
    const payload = { action: 'rollback', payment_id: 12 };
    const done = await exchange('payment_action', 'success', () =>
      api.history.runPaymentAction('/api/v1/payments/actions', payload),
    );
    expect(done.result.message).toBe('The withdrawal was cancelled and the amount returned to your balance');
    const again = await refusal('payment_action', 'again', () =>
      api.history.runPaymentAction('/api/v1/payments/actions', payload),
    );
    expect(again.serverMessage).toBe('This payment can no longer be cancelled');
    const unknown = await refusal('payment_action', 'unknown', () =>
      api.history.runPaymentAction('/api/v1/payments/actions', payload),
    );
    expect(unknown.serverMessage).toBe('Payment not found');
  });

  it('payments history (version 2): amounts in HTG, the rollback action, the short tx id, the page count', async () => {
    const { result, sent } = await exchange('payments_history', 'success', () =>
      api.history.getPayments(api.history.emptyFilters),
    );
    expect(sent.query).toEqual({ version: '2', page: '1', limit: '12' });
    const [pending, crypto] = result.items;
    expect(pending).toMatchObject({
      id: 12,
      direction: 2,
      amount: { value: 1500, currency: 'HTG' },
      status: 'pending',
      pin: '482913',
      tx: null,
    });
    expect(pending?.actions[0]?.data).toEqual({
      endpoint: '/api/v1/payments/actions',
      name: 'Cancel',
      payload: { action: 'rollback', payment_id: 12 },
    });
    expect(crypto?.method).toBe('Crypto (TRX)');
    expect(crypto?.tx?.id_short).toBe('0f3c9…4e5f6');
    expect(result.pagination).toEqual({ page: 1, limit: 12, count: 1, total: 12 });
    const filtered = await exchange('payments_history', 'success', () =>
      api.history.getPayments({ ...api.history.emptyFilters, payIn: true, startDate: '2026-11-01' }),
    );
    // docs/api.md: pay_in=1 keeps pay-ins only; an empty date is not sent.
    expect(filtered.sent.query).toEqual({
      version: '2',
      pay_in: '1',
      start_date: '2026-11-01',
      page: '1',
      limit: '12',
    });
    const invalid = await refusal('payments_history', 'invalid', () =>
      api.history.getPayments(api.history.emptyFilters),
    );
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { limit: ['Too big'] } });
  });

  it('bets history (version 3): bet amounts in HTG, balance type, total of items', async () => {
    const { result, sent } = await exchange('bets_history', 'success', () =>
      api.history.getBets(api.history.emptyFilters),
    );
    expect(sent.query).toEqual({ version: '3', page: '1', limit: '20' });
    expect(result.items).toEqual([
      {
        id: 45,
        game: 'Kreyòl Fruits',
        amount: { value: 150, currency: 'HTG' },
        date: '2026-11-20T18:30:00.000Z',
        rate_action: 'bet',
        balance_type: 0,
      },
    ]);
    expect(result.pagination).toEqual({ page: 1, limit: 20, count: 3, total: 45 });
    const invalid = await refusal('bets_history', 'invalid', () => api.history.getBets(api.history.emptyFilters));
    expect(invalid.fieldErrors).toEqual({ game_id: ['Invalid game'] });
  });
});

describe('the general error replies', () => {
  it('each becomes an http ApiError with the server message; a 401 elsewhere is not involved', async () => {
    const cross = await refusal('cross_site', 'refused', () => api.locale.setLocale('ht'));
    expect(cross).toMatchObject({
      kind: 'http',
      status: 403,
      serverMessage: 'Request refused: it came from another site',
    });
    const malformed = await refusal('malformed_json', 'invalid', () =>
      api.session.authorize({ login: '50937000001', password: 'demo1234' }),
    );
    expect(malformed).toMatchObject({
      status: 400,
      serverMessage: 'Malformed JSON',
      fieldErrors: { body: ['Malformed JSON'] },
    });
    server.answerAt('POST', '/api/v1/promo/code', reply('too_large', 'refused'));
    const large = await api.promo.applyPromoCode('WELCOME100').catch((error: unknown) => error);
    expect(large).toMatchObject({ kind: 'http', status: 413, serverMessage: 'Request body too large' });
    server.answerAt('GET', '/api/v1/faq', reply('unknown_path', 'not_found'));
    const missing = await api.content.getFaq().catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Not found' });
  });
});
