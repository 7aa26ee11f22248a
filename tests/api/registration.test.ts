// SMS registration through the app's own client (src/api/registration.ts, configured with VITE_API_BASE as a Vite build
// would be) against the real reference server (docs/product.md#calls-list): the countries (GET registration), the SMS
// code, its check (registration/sms_confirm_phone) and the registration itself, posted as form data. Node's fetch keeps
// no cookies, so a small jar stands in for the browser's; the code is read from the dev SMS outbox.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { rejection } from './rejection';

let server: TestServer;
let api: {
  registration: typeof import('../../src/api/registration');
  session: typeof import('../../src/api/session');
};
const plainFetch = globalThis.fetch;
const jar = new Map<string, string>();
/** Every request the app's client sent: method, path and content type. */
const sent: Array<{ method: string; path: string; type: string | null }> = [];

async function browserFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  const request = new Request(input, { ...init, headers });
  sent.push({ method: request.method, path: new URL(request.url).pathname, type: request.headers.get('content-type') });
  const res = await plainFetch(request);
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  vi.stubGlobal('fetch', browserFetch);
  vi.stubEnv('VITE_API_BASE', `${server.url}/api/v1/`);
  api = {
    registration: await import('../../src/api/registration'),
    session: await import('../../src/api/session'),
  };
  // The dev SMS console line, kept out of the test output.
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server?.close();
});

/** The newest code texted to `phone` (GET /dev/sms-outbox). */
async function codeFor(phone: string): Promise<string> {
  const { list } = (await (await plainFetch(`${server.url}/dev/sms-outbox?phone=${phone}`)).json()) as {
    list: Array<{ body: string }>;
  };
  const code = /\b(\d{6})\b/.exec(list[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

let next = 0;
/** A Haitian number nobody has registered in this run. */
const freshNumber = () => `4${String(Date.now() % 1_000_000).padStart(6, '0')}${next++ % 10}`;

describe('SMS registration through the app client', () => {
  it('GET registration: the countries and the default one (Haiti on the demo)', async () => {
    const { countries, default_country } = await api.registration.getCountries();
    expect(default_country).toBe('HTI');
    expect(countries.find((country) => country.id === 'HTI')).toMatchObject({ id2: 'HT', phone_code: 509 });
    expect(countries.length).toBeGreaterThan(10);
  });

  it('the code is checked first: a wrong one is refused on its field, the right one confirmed (and still usable)', async () => {
    const number = freshNumber();
    await api.registration.requestRegistrationSms(`509${number}`);
    const code = await codeFor(`509${number}`);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await rejection(api.registration.confirmRegistrationPhone(`509${number}`, wrong))).toMatchObject({
      kind: 'http',
      status: 200,
      serverMessage: undefined,
      fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
    });
    expect(await api.registration.confirmRegistrationPhone(`509${number}`, code)).toEqual({ success: true });
    // Confirmed twice: checking a right code does not use it up.
    expect(await api.registration.confirmRegistrationPhone(`509${number}`, code)).toEqual({ success: true });
  });

  it('the registration goes as form data and signs the new player in', async () => {
    jar.clear();
    const number = freshNumber();
    await api.registration.requestRegistrationSms(`509${number}`);
    const code = await codeFor(`509${number}`);
    sent.length = 0;
    const reply = await api.registration.register({
      country_code: 'HTI',
      name: 'Rose Marie',
      phone_number: number,
      sms_code: code,
      password: 'lakay2026',
      promo_code: undefined,
      age_rules_agree: true,
    });
    expect(reply).toEqual({ success: true });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/registration', type: expect.stringMatching(/^multipart\/form-data; boundary=/) },
    ]);
    expect(jar.has('sid')).toBe(true);
    expect((await api.session.getSession()).authenticated).toBe(true);
  });

  it('a refused registration sent as form data carries the per-field messages', async () => {
    const number = freshNumber();
    await api.registration.requestRegistrationSms(`509${number}`);
    const code = await codeFor(`509${number}`);
    const refused = await rejection(
      api.registration.register({
        country_code: 'HTI',
        name: 'Rose Marie',
        phone_number: number,
        sms_code: code,
        password: 'lakay2026',
        promo_code: 'NO-SUCH-CODE',
        age_rules_agree: true,
      }),
    );
    expect(refused).toMatchObject({
      kind: 'http',
      serverMessage: 'Registration failed. Invalid data',
      fieldErrors: { promo_code: ['Unknown promo code'] },
    });
  });
});
