// The visitor's country (docs/architecture.md#visitor-country) over real HTTP: a country header is believed only
// when COUNTRY_HEADER names it, X-Forwarded-For only from TRUSTED_PROXIES, else the socket's address is looked up
// in the offline IP database; GET /api/session tells the app, and the registration's default country follows
// (docs/api.md#visitor-country).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustedProxies, resolveClientAddress } from '../../server/auth/client-address';
import { countryCode, countryOfAddress, readCountryHeader } from '../../server/http/visitor-country';
import { startTestServer, type TestServer } from './harness';

// Addresses the IP database really maps (checked against its data): Digicel and Natcom Haiti, Orange France.
const HAITI = '190.115.128.1';
const HAITI_2 = '200.113.192.1';
const FRANCE = '90.84.1.1';
const FRANCE_V6 = '2001:41d0::1';

const session = async (server: TestServer, headers: Record<string, string> = {}) =>
  (await (await fetch(`${server.url}/api/session`, { headers })).json()) as {
    authenticated: boolean;
    country: unknown;
  };
const defaultCountry = async (server: TestServer, headers: Record<string, string> = {}) =>
  ((await (await fetch(`${server.url}/api/registration-context`, { headers })).json()) as { default_country: string })
    .default_country;

describe('the IP database (geoip-country, offline)', () => {
  it.each([
    [HAITI, 'HT'],
    [HAITI_2, 'HT'],
    [FRANCE, 'FR'],
    [FRANCE_V6, 'FR'],
    ['::ffff:190.115.128.1', 'HT'],
  ])('%s is in %s', (address, country) => {
    expect(countryOfAddress(address.replace(/^::ffff:/, ''))).toBe(country);
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1', 'not an address', '', undefined])(
    '%j has no country',
    (address) => {
      expect(countryOfAddress(address)).toBeNull();
    },
  );
});

describe('configuration', () => {
  it('COUNTRY_HEADER is a header name; unset or blank believes no header', () => {
    expect(readCountryHeader('CF-IPCountry')).toBe('cf-ipcountry');
    expect(readCountryHeader(undefined)).toBeUndefined();
    expect(readCountryHeader('  ')).toBeUndefined();
    expect(() => readCountryHeader('CF IPCountry')).toThrow('Invalid COUNTRY_HEADER');
    expect(() => readCountryHeader('X-Country:')).toThrow('Invalid COUNTRY_HEADER');
  });

  it('TRUSTED_PROXIES takes addresses and CIDR ranges, and refuses anything else', () => {
    expect(readTrustedProxies(undefined)).toBeUndefined();
    expect(readTrustedProxies(' ')).toBeUndefined();
    const proxies = readTrustedProxies('127.0.0.1, 10.0.0.0/8 ::1');
    expect(proxies?.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(proxies?.check('10.200.3.4', 'ipv4')).toBe(true);
    expect(proxies?.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(proxies?.check('::1', 'ipv6')).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '300.1.1.1', '::1/129']) {
      expect(() => readTrustedProxies(bad), bad).toThrow('Invalid address in TRUSTED_PROXIES');
    }
  });

  it('an edge country is two letters; XX (unknown) and T1 (Tor) are none', () => {
    expect(countryCode(' ht ')).toBe('HT');
    for (const none of ['XX', 'T1', 'HTI', '', null, undefined]) expect(countryCode(none), String(none)).toBeNull();
  });
});

describe('a server with nothing configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('believes neither a country header nor X-Forwarded-For: the socket (127.0.0.1) has no country', async () => {
    expect(await session(server, { 'cf-ipcountry': 'HT', 'x-country-code': 'HT', 'x-forwarded-for': HAITI })).toEqual({
      authenticated: false,
    });
  });

  it('keeps the seeded default country (Haiti) for registration', async () => {
    expect(await defaultCountry(server, { 'cf-ipcountry': 'FR', 'x-forwarded-for': FRANCE })).toBe('HTI');
  });
});

describe('a server behind a trusted proxy with an edge country header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      visitor: { countryHeader: 'cf-ipcountry', trustedProxies: readTrustedProxies('127.0.0.1') },
    });
  });
  afterAll(() => server.close());

  it('tells the country from the configured header', async () => {
    expect((await session(server, { 'CF-IPCountry': 'FR' })).country).toBe('FR');
    expect((await session(server, { 'cf-ipcountry': 'ht' })).country).toBe('HT');
  });

  it('ignores other country headers', async () => {
    expect((await session(server, { 'x-country-code': 'FR' })).country).toBeUndefined();
  });

  it('looks the client address up when the header is missing or unknown', async () => {
    expect((await session(server, { 'x-forwarded-for': HAITI })).country).toBe('HT');
    expect((await session(server, { 'cf-ipcountry': 'XX', 'x-forwarded-for': FRANCE })).country).toBe('FR');
  });

  it('reads X-Forwarded-For from the right: an address the client wrote itself proves nothing', async () => {
    // The proxy (127.0.0.1) appended the address it saw (France) after whatever the client claimed (Haiti).
    expect((await session(server, { 'x-forwarded-for': `${HAITI}, ${FRANCE}` })).country).toBe('FR');
    // A chain of trusted proxies is walked through to the client.
    expect((await session(server, { 'x-forwarded-for': `${HAITI_2}, 127.0.0.1` })).country).toBe('HT');
  });

  it('makes the visitor country the registration default when it is seeded, else keeps Haiti', async () => {
    expect(await defaultCountry(server, { 'cf-ipcountry': 'FR' })).toBe('FRA');
    expect(await defaultCountry(server, { 'x-forwarded-for': FRANCE })).toBe('FRA');
    expect(await defaultCountry(server, { 'cf-ipcountry': 'JP' })).toBe('HTI');
    expect(await defaultCountry(server)).toBe('HTI');
    const countries = (await (
      await fetch(`${server.url}/api/v1/registration`, { headers: { 'cf-ipcountry': 'CA' } })
    ).json()) as {
      default_country: string;
    };
    expect(countries.default_country).toBe('CAN');
  });
});

describe('resolveClientAddress without a trusted peer', () => {
  it('is the socket address whatever X-Forwarded-For says', () => {
    const proxies = readTrustedProxies('10.0.0.1');
    const c = {
      req: { header: () => HAITI },
      env: { incoming: { socket: { remoteAddress: '::ffff:203.0.113.9', remotePort: 1, remoteFamily: 'IPv6' } } },
    };
    expect(resolveClientAddress(c as never, proxies)).toBe('203.0.113.9');
  });
});
