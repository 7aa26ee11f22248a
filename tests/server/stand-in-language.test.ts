// The pages the server renders itself (docs/architecture.md#stand-ins: MonCash checkout, demo game, demo sportsbook,
// the dev Google and Telegram pages) and the artwork with the site's words speak the request's language: the `lang`
// cookie the app keeps, `?lang=` on the address, else Accept-Language; English without any of them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { json, newPlayer, postForm, submitPath, systemId } from './cashier-harness';
import { browser, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, lang?: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers: lang ? { ...headers, cookie: `lang=${lang}` } : headers });
const page = async (path: string, lang?: string, headers?: Record<string, string>) => {
  const res = await get(path, lang, headers);
  expect(res.status).toBe(200);
  return res.text();
};
const htmlTag = (html: string) => /<html [^>]*>/.exec(html)?.[0];

/** The address of a fresh guest launch of a demo game. */
async function demoLaunch(): Promise<string> {
  const [game] = await server.db.select({ id: s.games.id }).from(s.games).where(eq(s.games.alias, 'kreyol-fruits'));
  const res = await browser(server.url).call(`/api/v1/games/groups/slots/games/${game?.id}?balance_type=0&version=2`);
  const reply = (await res.json()) as { game_url?: string };
  const url = new URL(reply.game_url ?? '');
  return url.pathname + url.search;
}

describe('MonCash stand-in', () => {
  it('shows the pay form in the lang cookie’s language, English without one', async () => {
    const path = `/dev/moncash?payment_system=${await systemId(server, 'moncash')}`;
    const english = await page(path);
    expect(htmlTag(english)).toBe('<html lang="en" dir="ltr">');
    expect(english).toContain('<button type="submit">Pay</button>');
    expect(english).toMatch(/<p id="amount-hint">50 – 75\u2009000 HTG<\/p>/);

    const kreyol = await page(path, 'ht');
    expect(htmlTag(kreyol)).toBe('<html lang="ht" dir="ltr">');
    expect(kreyol).toContain('<label for="amount">Montan, HTG</label>');
    expect(kreyol).toContain('<button type="submit">Peye</button>');
    expect(kreyol).toContain('data-sending="N ap voye…"');
    expect(kreyol).not.toContain('>Pay<');

    const chinese = await page(path, 'zh');
    expect(htmlTag(chinese)).toBe('<html lang="zh" dir="ltr">');
    expect(chinese).toContain('<title>MonCash（演示）</title>');
    expect(chinese).toContain('<button type="submit">付款</button>');
    expect(chinese).toContain('<label for="amount">金额，HTG</label>');

    // A number past the database's integers names no system, as a made-up one does (it used to fail the query: 500).
    for (const made of ['99999999999999999999', '2147483648', '-1', 'x']) {
      expect(await page(`/dev/moncash?payment_system=${made}`)).toContain('<p class="error" role="alert">');
    }

    // The script carries no words of its own: they come with the page.
    const script = await (await get('/dev/static/moncash.js')).text();
    expect(script).not.toContain('Sending');
  });

  it('shows the checkout with the language’s words and decimal sign', async () => {
    const player = await newPlayer(server);
    const reply = await postForm(player.tab, submitPath('moncash'), {
      payment_system: await systemId(server, 'moncash'),
      amount: '1250.5',
      purseId: '3712 3456',
    }).then(json);
    const checkout = new URL(String(reply.redirect)).pathname;

    const english = await page(checkout);
    expect(english).toContain('<dd>1\u2009250.5 HTG</dd>');
    expect(english).toContain('<button type="submit">Confirm payment</button>');

    const french = await page(checkout, 'fr');
    expect(htmlTag(french)).toBe('<html lang="fr" dir="ltr">');
    expect(french).toContain('<dt>Montant</dt><dd>1\u2009250,5 HTG</dd>');
    expect(french).toContain('<button type="submit">Confirmer le paiement</button>');

    const kreyol = await page(checkout, 'ht');
    expect(kreyol).toContain('<dd>1\u2009250,5 HTG</dd>');
    expect(kreyol).toContain('<button type="submit">Konfime peman an</button>');
    expect(await page(checkout, 'zh')).toContain('<button type="submit">确认付款</button>');

    const unknown = await page('/dev/moncash/checkout/nope', 'ht');
    expect(unknown).toContain('Retounen sou Bèl Chans');
  });
});

describe('demo game stand-in', () => {
  it('says who plays with which balance, and the spin, in the page’s language', async () => {
    const launch = await demoLaunch();
    const english = await page(launch);
    expect(htmlTag(english)).toBe('<html lang="en" dir="ltr">');
    expect(english).toContain('Balance: Real');
    expect(english).toContain('>Spin (10 HTG)</button>');

    const kreyol = await page(launch, 'ht');
    expect(htmlTag(kreyol)).toBe('<html lang="ht" dir="ltr">');
    expect(kreyol).toContain('<p id="demo-balance">Balans: Reyèl</p>');
    expect(kreyol).toContain('<p id="demo-player">Jwè demo</p>');
    expect(kreyol).toContain('>Vire (10 HTG)</button>');
    expect(kreyol).toContain('data-number-locale="fr-HT"');
    expect(kreyol).toContain('data-win="Ou genyen {amount} HTG"');

    const chinese = await page(launch, 'zh');
    expect(htmlTag(chinese)).toBe('<html lang="zh" dir="ltr">');
    expect(chinese).toContain('<title>Kreyòl Fruits（试玩）</title>');
    expect(chinese).toContain('<p id="demo-balance">余额：真实</p>');
    expect(chinese).toContain('>旋转（10 HTG）</button>');
  });

  it('takes the language from the address before the cookie (TVBet’s frame passes lng)', async () => {
    const launch = await demoLaunch();
    expect(htmlTag(await page(`${launch}&lang=de`, 'ht'))).toBe('<html lang="de" dir="ltr">');
    expect(htmlTag(await page(`${launch}&lng=ru`))).toBe('<html lang="ru" dir="ltr">');
    expect(htmlTag(await page(`${launch}&lang=xx`, 'es'))).toBe('<html lang="es" dir="ltr">');
    const expired = await page('/dev/game/kreyol-fruits?launch=nope', undefined, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(htmlTag(expired)).toBe('<html lang="fr" dir="ltr">');
    expect(expired).toContain('Ce lancement de jeu a expiré.');
  });

  it('refuses an expired launch’s spin in the page’s language', async () => {
    const res = await fetch(new URL('/dev/game/kreyol-fruits/spin', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=ht' },
      body: JSON.stringify({ launch: 'nope' }),
    });
    expect(await res.json()).toEqual({
      ok: false,
      message: 'Lansman jwèt sa a ekspire. Relanse jwèt la nan aplikasyon an.',
    });
  });
});

describe('demo sportsbook stand-in', () => {
  it('names its tabs, lines and page size in the page’s language', async () => {
    const path = '/dev/sport?page=bets&limit=21&client=light&betcode=AB12';
    const english = await page(path);
    expect(english).toContain('<p id="sport-limit">21 bets per page</p>');
    expect(english).toContain('aria-pressed="false">My bets</button>');

    const kreyol = await page(path, 'ht');
    expect(htmlTag(kreyol)).toBe('<html lang="ht" dir="ltr">');
    expect(kreyol).toContain('<h1>Paryaj espò (demo)</h1>');
    expect(kreyol).toContain('aria-pressed="false">Paryaj mwen yo</button>');
    expect(kreyol).toContain('<p id="sport-limit">21 paryaj pou chak paj</p>');
    expect(kreyol).toContain('<li>Foutbòl · Ligue Haïtienne</li>');
    expect(kreyol).toContain('<p class="betcode">Kòd paryaj: <span id="betcode">AB12</span></p>');

    const chinese = await page(path, 'zh');
    expect(htmlTag(chinese)).toBe('<html lang="zh" dir="ltr">');
    expect(chinese).toContain('<title>体育投注（演示）</title>');
    expect(chinese).toContain('aria-pressed="false">我的投注</button>');
    expect(chinese).toContain('<p id="sport-limit">每页 21 条投注</p>');

    expect(await page(path, 'ru')).toContain('<p id="sport-limit">21 ставка на странице</p>');
  });
});

describe('dev sign-in pages', () => {
  it('words the Google consent page’s refusal in the page’s language', async () => {
    const path = '/dev/google/consent?state=nope&redirect_uri=/auth/google';
    expect(await page(path)).toContain('This sign-in link has expired or was already used.');
    const kreyol = await page(path, 'ht');
    expect(htmlTag(kreyol)).toBe('<html lang="ht" dir="ltr">');
    expect(kreyol).toContain('<title>Koneksyon Google (demo)</title>');
    expect(kreyol).toContain('Lyen koneksyon sa a ekspire');
    const chinese = await page(path, 'zh');
    expect(htmlTag(chinese)).toBe('<html lang="zh" dir="ltr">');
    expect(chinese).toContain('此登录链接已过期或已被使用。');
  });

  it('shows the Telegram approve form and its outcomes in the page’s language', async () => {
    const res = await browser(server.url).call('/api/v1/authorize/tg', { method: 'POST', json: {} });
    const { data } = (await res.json()) as { data: { token: string } };
    const path = `/dev/telegram/approve?token=${encodeURIComponent(data.token)}`;

    expect(await page(path)).toContain('<button type="submit">Approve sign-in</button>');
    const kreyol = await page(path, 'ht');
    expect(htmlTag(kreyol)).toBe('<html lang="ht" dir="ltr">');
    expect(kreyol).toContain('<label for="phone">Nimewo telefòn</label>');
    expect(kreyol).toContain('<button type="submit">Apwouve koneksyon an</button>');
    const chinese = await page(path, 'zh');
    expect(htmlTag(chinese)).toBe('<html lang="zh" dir="ltr">');
    expect(chinese).toContain('<button type="submit">批准登录</button>');

    const approved = await fetch(new URL('/dev/telegram/approve', server.url), {
      method: 'POST',
      headers: { cookie: 'lang=ht' },
      body: new URLSearchParams({ token: data.token, phone: '50937000001' }),
    });
    expect(await approved.text()).toContain(
      '<p role="status">Koneksyon an apwouve. Ou ka retounen nan aplikasyon an.</p>',
    );
    expect(await page('/dev/telegram/approve', 'zh')).toContain('此链接没有登录令牌。');
  });
});

describe('artwork with the site’s words', () => {
  const svg = '/media/promo/welcome-bonus.svg?w=600&h=315';

  it('draws the words in the request’s language and tells caches so', async () => {
    const english = await get(svg);
    expect(await english.text()).toContain('>Welcome Bonus</text>');
    expect(english.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    expect(english.headers.get('cache-control')).toBe('public, max-age=86400');

    expect(await (await get(svg, 'ht')).text()).toContain('>Bonis byenveni</text>');
    expect(await (await get(svg, 'zh')).text()).toContain('aria-label="欢迎奖金"');
    expect(await (await get('/media/banners/clubs-near-you.svg?w=1250&h=500', 'fr')).text()).toContain(
      '>Clubs près de chez vous</text>',
    );

    // An address that names its language is that language's for good, whatever the cookie.
    const named = await get(`${svg}&lang=es`, 'ht');
    expect(await named.text()).toContain('>Bono de bienvenida</text>');
    expect(named.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(named.headers.get('vary') ?? '').not.toMatch(/Cookie/);
  });

  it('draws another picture for another language, and none for a game’s name', async () => {
    const webp = '/media/banners/welcome-bonus.webp?w=625&h=250';
    const bytes = async (path: string, lang?: string) => new Uint8Array(await (await get(path, lang)).arrayBuffer());
    const english = await bytes(webp);
    const kreyol = await bytes(webp, 'ht');
    expect(kreyol).not.toEqual(english);
    expect(await bytes(webp, 'ht')).toEqual(kreyol);
    expect(await bytes(`${webp}&lang=ht`)).toEqual(kreyol);

    const game = await get('/media/games/golden-mango.svg?w=300&h=200', 'ht');
    expect(game.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(game.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    expect(await game.text()).toBe(await (await get('/media/games/golden-mango.svg?w=300&h=200')).text());
  });
});
