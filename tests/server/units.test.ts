// Pure pieces of the server that need no database: phone normalisation, password and SMS code hashing, artwork,
// migration splitting, field errors, the crypto rate tolerance, SEO paths, config, and the production error reply.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addressFault, isValidAddress } from '../../contract/crypto-addresses';
import { loginBody } from '../../contract/schemas/session';
import { createApp } from '../../server/app';
import { hashPassword, THROWAWAY_COST, verifyPassword } from '../../server/auth/passwords';
import { maskPhone, normalizePhone } from '../../server/auth/phone';
import { hashSmsCode, newSmsCode, smsCodeMatches } from '../../server/auth/sms-codes';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { splitStatements } from '../../server/db/migrate';
import { renderFields } from '../../server/http/errors';
import { fieldErrorsOf } from '../../server/http/field-errors';
import { initialsOf } from '../../server/media/palette';
import { artworkSvg } from '../../server/media/svg';
import { normalizePath } from '../../server/site/seo';
import { explorerLink, newAddress, newTxId, shortTxId } from '../../server/wallet/crypto';
import { newPin } from '../../server/wallet/payments';
import { toMajor, toMinor } from '../../server/wallet/money';
import { rateStale } from '../../server/wallet/submit-crypto';

describe('phones', () => {
  it('normalise what people type', () => {
    expect(normalizePhone(' +509 3700-0001 ')).toBe('50937000001');
    expect(normalizePhone('(509) 37.00.00.01')).toBe('50937000001');
    expect(maskPhone('50937001234')).toBe('509***1234');
  });
});

describe('sms codes', () => {
  it('are 6 digits, stored salted and compared by hash', () => {
    for (let i = 0; i < 50; i++) expect(newSmsCode()).toMatch(/^\d{6}$/);
    const a = hashSmsCode('012345');
    expect(a).not.toContain('012345');
    expect(hashSmsCode('012345')).not.toBe(a);
    expect(smsCodeMatches('012345', a)).toBe(true);
    expect(smsCodeMatches('012346', a)).toBe(false);
    expect(smsCodeMatches('012345', 'garbage')).toBe(false);
  });
});

describe('passwords', () => {
  it('hash with a salt and verify', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
  });

  it("keeps a player's cost in the hash, and a throwaway dev player's lower one, each checked at its own cost", async () => {
    const player = await hashPassword('demo1234');
    expect(player.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    const throwaway = await hashPassword('demo1234', THROWAWAY_COST);
    expect(throwaway.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('demo1234', throwaway)).toBe(true);
    expect(await verifyPassword('demo12345', throwaway)).toBe(false);
    // The same salt at the other cost is another key: the stored cost is the one checked against.
    const [, , , , salt, key] = throwaway.split('$');
    expect(await verifyPassword('demo1234', ['scrypt', 16_384, 8, 1, salt, key].join('$'))).toBe(false);
  });
});

describe('crypto transaction ids', () => {
  it('are 0x and 64 hex digits on Ethereum, 64 hex digits elsewhere', () => {
    expect(newTxId('ETH')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(newTxId('TRX')).toMatch(/^[0-9a-f]{64}$/);
    expect(newTxId('TRX')).not.toBe(newTxId('TRX'));
  });

  it("link to each chain's explorer, and to none for a chain without one", () => {
    const id = 'abc123';
    expect(
      ['TRX', 'ETH', 'BTC', 'BCH', 'DASH', 'DOGE', 'LTC', 'XRP', 'SOL', 'TON', 'BNB'].map((chain) =>
        explorerLink(chain, id),
      ),
    ).toEqual([
      'https://tronscan.org/#/transaction/abc123',
      'https://etherscan.io/tx/abc123',
      'https://mempool.space/tx/abc123',
      'https://blockchair.com/bitcoin-cash/transaction/abc123',
      'https://blockchair.com/dash/transaction/abc123',
      'https://blockchair.com/dogecoin/transaction/abc123',
      'https://blockchair.com/litecoin/transaction/abc123',
      'https://xrpscan.com/tx/abc123',
      'https://solscan.io/tx/abc123',
      'https://tonviewer.com/transaction/abc123',
      null,
    ]);
  });

  it('show whole up to 10 characters, and the first 5 and last 5 beyond (docs/product.md#constants-display)', () => {
    expect(shortTxId('0123456789')).toBe('0123456789');
    expect(shortTxId('0123456789a')).toBe('01234…6789a');
    expect(shortTxId('0xabcdef0123456789')).toBe('0xabc…56789');
  });
});

describe('crypto deposit addresses', () => {
  // docs/product.md#rules-crypto-withdrawal: each chain's addresses in its own encoding and checksum.
  const CHAINS = ['TRX', 'ETH', 'BTC', 'BCH', 'DASH', 'DOGE', 'LTC', 'XRP', 'TON', 'SOL'];
  const BASE58CHECK = ['TRX', 'DASH', 'DOGE', 'XRP'];

  it("pass their chain's own address check, each one new", () => {
    for (const chain of CHAINS) {
      const addresses = Array.from({ length: 5 }, () => newAddress(chain));
      for (const address of addresses) expect(isValidAddress(chain, address), `${chain} ${address}`).toBe(true);
      expect(new Set(addresses).size, chain).toBe(5);
    }
  });

  it('carry a Base58Check checksum that a one-character change breaks', () => {
    for (const chain of BASE58CHECK) {
      for (let i = 0; i < 5; i++) {
        const address = newAddress(chain);
        // '2' and '3' are in both the Bitcoin and the Ripple alphabet: the string keeps its form, only its value moves.
        const changed = `${address.slice(0, -1)}${address.endsWith('2') ? '3' : '2'}`;
        expect(addressFault(chain, address), `${chain} ${address}`).toBeNull();
        expect(addressFault(chain, changed), `${chain} ${changed}`).toBe('checksum');
      }
    }
  });
});

describe('payment pins', () => {
  it('are 6 digits, never starting with 0', () => {
    for (let i = 0; i < 20; i++) expect(newPin()).toMatch(/^[1-9]\d{5}$/);
  });
});

describe('money', () => {
  it('round-trips major and minor units', () => {
    expect(toMinor(12_500)).toBe(1_250_000);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(85_000)).toBe(850);
  });
});

describe('crypto rate tolerance', () => {
  it('takes a screen up to 2 % off the payout, either way, and refuses one further off', () => {
    // 2 % of 100 is exactly 2 in floating point: the boundary itself is inside.
    expect(rateStale(102, 100)).toBe(false);
    expect(rateStale(98, 100)).toBe(false);
    expect(rateStale(100, 100)).toBe(false);
    expect(rateStale(102.01, 100)).toBe(true);
    expect(rateStale(97.99, 100)).toBe(true);
    expect(rateStale(0, 100)).toBe(true);
  });
});

describe('artwork', () => {
  it('is deterministic and sized', () => {
    const one = artworkSvg({ kind: 'games', slug: 'golden-mango', width: 300, height: 200 });
    expect(one).toBe(artworkSvg({ kind: 'games', slug: 'golden-mango', width: 300, height: 200 }));
    expect(one).toContain('viewBox="0 0 300 200"');
    expect(one).toContain('>GM<');
    expect(initialsOf('x_borlette')).toBe('XB');
    expect(initialsOf('tvbet')).toBe('TV');
  });
});

describe('migrations', () => {
  it('split on breakpoints and drop comment-only parts', () => {
    const text =
      '-- header\nCREATE TABLE a (x int);\n--> statement-breakpoint\n-- only a comment\n--> statement-breakpoint\nCREATE INDEX i ON a (x);';
    expect(splitStatements(text)).toEqual(['-- header\nCREATE TABLE a (x int);', 'CREATE INDEX i ON a (x);']);
  });
});

describe('field errors', () => {
  it('name the field and say what is wrong', () => {
    const data = { login: '' };
    const result = z.safeParse(loginBody, data);
    expect(result.success).toBe(false);
    if (result.success) return;
    // Server texts, rendered here as a caller without a language reads them (English).
    expect(renderFields('en', fieldErrorsOf(result.error.issues, data))).toEqual({
      login: [{ message: 'This field is required' }],
      password: [{ message: 'This field is required' }],
    });
  });
});

describe('seo paths', () => {
  it('keep the path only', () => {
    expect(normalizePath('/blog/3?x=1#top')).toBe('/blog/3');
    expect(normalizePath('promo/')).toBe('/promo');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data/pglite',
      // Nothing set is production: the stand-ins and dev tools need NODE_ENV or STAND_INS (stand-in-tiers.test.ts).
      mode: 'production',
      smsPerAddressHour: 20,
    });
    expect(readConfig({ SMS_PER_ADDRESS_HOUR: '200' }).smsPerAddressHour).toBe(200);
    expect(() => readConfig({ SMS_PER_ADDRESS_HOUR: '0' })).toThrow();
    expect(readConfig({ NODE_ENV: 'production', DATA_DIR: 'memory', PORT: '0' })).toMatchObject({
      mode: 'production',
      dataDir: 'memory',
      port: 0,
    });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow();
  });
});

describe('production mode', () => {
  const broken = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('database is down');
      },
    },
  ) as Db;

  it('hides internals of a 500 and serves no dev stand-ins', async () => {
    const app = createApp({ db: broken, mode: 'production' });
    const original = console.error;
    console.error = () => {};
    try {
      const res = await app.request('/api/v1/config');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, message: 'Internal server error' });
    } finally {
      console.error = original;
    }
    expect((await app.request('/dev/game/tvbet')).status).toBe(404);
  });

  it('shows the error message outside production', async () => {
    const app = createApp({ db: broken, mode: 'test' });
    const original = console.error;
    console.error = () => {};
    try {
      const body = (await (await app.request('/api/v1/config')).json()) as { error?: string };
      expect(body.error).toBe('database is down');
    } finally {
      console.error = original;
    }
  });
});
