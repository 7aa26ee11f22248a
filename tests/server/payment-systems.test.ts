// Payment systems as the operator may store them, beyond the seeded nine (docs/product.md#entities-cashier payment
// system, detail, widget data; docs/api.md#server-language): a form's title, header and footer and their fallbacks, a
// link without an address, a page without one, a widget the app does not know, a club without a minimum, a chain's
// icon; and which texts a translation row may replace (a form's and a widget's, never a page's address). Rows are
// inserted here on the file's own database (tests/server/harness.ts); every expected value is written by hand.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalCashData } from '../../contract/schemas/wallet';
import * as s from '../../server/db/schema';
import { newPlayer, type Player, submitPath, systemId } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let player: Player;
const ids: Record<string, number> = {};

type SystemSeed = Omit<typeof s.paymentSystems.$inferInsert, 'direction'>;

/** A deposit system of the operator's, active, after the seeded ones. */
async function depositSystem(system: SystemSeed) {
  const [row] = await server.db
    .insert(s.paymentSystems)
    .values({ direction: 1, sort: 100, ...system })
    .returning({ id: s.paymentSystems.id });
  ids[system.slug] = row?.id ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  await depositSystem({
    slug: 'worded-form',
    name: 'Worded',
    type: 'form',
    config: {
      title: 'Pay with Worded',
      header: 'Have your Worded PIN ready.',
      footer: 'Worded answers within the hour.',
      form: { endpoint: submitPath('worded-form'), confirmMessage: 'Send it?', fields: [] },
    },
  });
  await depositSystem({
    slug: 'plain-form',
    name: 'Plain',
    type: 'form',
    config: { form: { endpoint: submitPath('plain-form'), fields: [] } },
  });
  // An href left on a system that is not a link: only a link's is its address.
  await depositSystem({
    slug: 'framed-page',
    name: 'Framed',
    type: 'page',
    href: 'https://stray.example.com/',
    config: { html: '/dev/framed' },
  });
  await depositSystem({ slug: 'bare-page', name: 'Bare page', type: 'page', config: {} });
  await depositSystem({ slug: 'bare-link', name: 'Bare link', type: 'link' });
  await depositSystem({
    slug: 'voucher',
    name: 'Voucher',
    type: 'widget',
    config: { endpoint: submitPath('voucher'), confirmMessage: 'Use this voucher?' },
  });
  // Kreyòl rows, each with a text in every place a translation could reach.
  await server.db.insert(s.paymentSystemTranslations).values([
    {
      paymentSystemId: ids['worded-form'] ?? 0,
      locale: 'ht',
      name: 'Worded',
      texts: {
        title: 'Peye ak Worded',
        header: 'Pare PIN Worded ou.',
        footer: 'Worded reponn nan lèdtan an.',
        form: { confirmMessage: 'Voye l?' },
      },
    },
    {
      paymentSystemId: ids['framed-page'] ?? 0,
      locale: 'ht',
      name: 'Framed',
      texts: { html: 'https://elsewhere.example.com/pay' },
    },
    {
      paymentSystemId: ids.voucher ?? 0,
      locale: 'ht',
      name: 'Koupon',
      texts: { confirmMessage: 'Sèvi ak koupon sa a?' },
    },
  ]);
  await server.db.insert(s.clubs).values({
    name: 'Club Zero',
    address: 'Rue Zero, Port-au-Prince',
    withdrawalLimitMinor: 5_000_000,
    withdrawalMinMinor: 0,
    sort: 100,
  });
  player = await newPlayer(server);
});
afterAll(async () => {
  await server?.close();
});

/** The detail reply of a system, as served (not parsed: a schema would drop or refuse what is checked here). */
const detail = async (slug: string, lang?: string) => {
  if (lang) player.tab.jar.set('lang', lang);
  else player.tab.jar.delete('lang');
  const res = await player.tab.call(`/api/v1/payment_system/${ids[slug] ?? (await systemId(server, slug))}?version=3`);
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};

const icon = (slug: string) => `/media/payments/${slug}.svg?w=96&h=96`;

describe('a form system', () => {
  it("serves the operator's title, header and footer", async () => {
    expect(await detail('worded-form')).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: {
          id: ids['worded-form'],
          name: 'Worded',
          icon: icon('worded-form'),
          type: 'form',
          direction: 1,
          title: 'Pay with Worded',
          header: 'Have your Worded PIN ready.',
          footer: 'Worded answers within the hour.',
          form: { endpoint: '/api/v1/payments/submit/worded-form', confirmMessage: 'Send it?', fields: [] },
        },
      },
    });
  });

  it('without a title is titled by its name, and has no header or footer', async () => {
    const { body } = await detail('plain-form');
    expect(body.data).toEqual({
      id: ids['plain-form'],
      name: 'Plain',
      icon: icon('plain-form'),
      type: 'form',
      direction: 1,
      title: 'Plain',
      header: null,
      footer: null,
      form: { endpoint: '/api/v1/payments/submit/plain-form', fields: [] },
    });
  });

  it('reads in the lang cookie’s language where its translation row has the texts, endpoint unchanged', async () => {
    const { body } = await detail('worded-form', 'ht');
    expect(body.data).toMatchObject({
      title: 'Peye ak Worded',
      header: 'Pare PIN Worded ou.',
      footer: 'Worded reponn nan lèdtan an.',
      form: { endpoint: '/api/v1/payments/submit/worded-form', confirmMessage: 'Voye l?', fields: [] },
    });
  });
});

describe('a page system', () => {
  it('keeps its address in every language, and carries no href of its own', async () => {
    const framed = `/dev/framed?payment_system=${ids['framed-page']}`;
    expect((await detail('framed-page')).body.data.html).toBe(framed);
    // docs/product.md#entities-cashier: a page's config is its address, never a text a translation row replaces.
    expect((await detail('framed-page', 'ht')).body.data.html).toBe(framed);
    expect((await detail('framed-page')).body.data).not.toHaveProperty('href');
  });

  it('without an address points at none but still names itself', async () => {
    expect((await detail('bare-page')).body.data.html).toBe(`?payment_system=${ids['bare-page']}`);
  });
});

describe('a link system', () => {
  it('details its href', async () => {
    expect((await detail('card-deposit')).body).toEqual({
      status: 'success',
      data: {
        id: await systemId(server, 'card-deposit'),
        name: 'Bank card',
        icon: icon('card-deposit'),
        type: 'link',
        direction: 1,
        href: 'https://pay.example.com/belchans/card',
      },
    });
  });

  it('without an href is listed without one (a page with a stray href too), its detail refused as no address', async () => {
    const res = await player.tab.call('/api/v1/payment_deposits?version=3');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { list: { id: number }[] };
    const items = list.list.filter((p) => p.id === ids['bare-link'] || p.id === ids['framed-page']);
    expect(items).toEqual([
      {
        id: ids['framed-page'],
        name: 'Framed',
        icon: icon('framed-page'),
        type: 'page',
        direction: 1,
        currency: {
          min_amount: 0,
          max_amount: 0,
          withdraw_auto_confirm: false,
          day_limit: 0,
        },
      },
      { id: ids['bare-link'], name: 'Bare link', icon: icon('bare-link'), type: 'link', direction: 1 },
    ]);
    // contract/schemas/wallet.ts: a link's href must be an http(s) address; the server's reply passes that schema
    // (docs/architecture.md#reference-server), so an empty one is a 500 rather than a link the app cannot open.
    const original = console.error;
    console.error = () => {};
    try {
      expect((await detail('bare-link')).status).toBe(500);
    } finally {
      console.error = original;
    }
  });
});

describe('a widget system', () => {
  it('that the app does not know serves its config as its data, no widget name, its texts translated', async () => {
    const base = { id: ids.voucher, icon: icon('voucher'), type: 'widget', direction: 1, widget: '' };
    expect((await detail('voucher')).body.data).toEqual({
      ...base,
      name: 'Voucher',
      data: { endpoint: '/api/v1/payments/submit/voucher', confirmMessage: 'Use this voucher?' },
    });
    expect((await detail('voucher', 'ht')).body.data).toEqual({
      ...base,
      name: 'Koupon',
      data: { endpoint: '/api/v1/payments/submit/voucher', confirmMessage: 'Sèvi ak koupon sa a?' },
    });
  });

  it('of cash withdrawals shows a club without a minimum as 0, not as unlimited', async () => {
    const { body } = await detail('cash-withdrawal');
    const data = withdrawalCashData.parse(body.data.data);
    const [zero] = await server.db.select().from(s.clubs).where(eq(s.clubs.name, 'Club Zero'));
    expect(data.clubs.find((c) => c.label === 'Club Zero')).toEqual({
      id: zero?.id,
      label: 'Club Zero',
      address: 'Rue Zero, Port-au-Prince',
      withdrawal_limit: 50_000,
      withdrawal_min: 0,
    });
  });

  it('of crypto deposits gives each chain its icon', async () => {
    const { body } = await detail('crypto-deposit');
    const chains = (body.data.data as { chains: { value: string; image: { url: string } }[] }).chains;
    expect(chains.find((c) => c.value === 'TRX')?.image.url).toBe('/media/crypto/TRX.svg?w=64&h=64');
    const res = await fetch(new URL('/media/crypto/TRX.svg?w=64&h=64', server.url));
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });
});
