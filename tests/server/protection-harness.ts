// Shared by the player protection tests (docs/api.md#player-protection): MonCash deposits started by a player and
// confirmed on the stand-in checkout page, the live balance stream read as a browser's EventSource would, and the
// Haiti calendar written independently of the server's code (Intl only), so expected texts are not the server's own.
import type { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { expect } from 'vitest';
import { GOOGLE_DEV_DEFAULTS } from '../../server/dev/google-page';
import { json, type Player, postForm, submitPath, systemId, type Tab } from './cashier-harness';
import { browser, type TestServer } from './harness';

/** A MonCash deposit asked for by the player: the reply, and the checkout path to confirm it on (when accepted). */
export async function askMoncash(server: TestServer, player: Player, amount: number) {
  const reply = await json(
    await postForm(player.tab, submitPath('moncash'), {
      payment_system: await systemId(server, 'moncash'),
      amount: String(amount),
      purseId: '37123456',
    }),
  );
  const checkout = reply.status === 'success' ? new URL(String(reply.redirect)).pathname : null;
  return { reply, checkout };
}

/** "Confirm payment" on the checkout page, as MonCash's page would post it (no cookies): the page's HTML. */
export async function confirmMoncash(server: TestServer, checkout: string | null): Promise<string> {
  if (!checkout) throw new Error('no checkout: the deposit was refused');
  const res = await fetch(new URL(checkout, server.url), { method: 'POST' });
  expect(res.status).toBe(200);
  return res.text();
}

export const CREDITED = 'Payment completed.';

const haitiParts = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Port-au-Prince',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    second: get('second'),
    weekday: get('weekday'),
  };
};

/** `YYYY-MM-DD HH:mm` in Haiti's time: how the refusal texts write a moment. */
export const haitiText = (at: Date) => {
  const { date, time } = haitiParts(at);
  return `${date} ${time}`;
};

/**
 * The first time it is `hour`:00 in Haiti after `at` (Haiti is 4 or 5 hours behind UTC: the candidate whose Intl
 * reading is that hour). A midnight starts a Haiti day; a test clock started at noon has twelve hours before the day's
 * end, so a run that happens to start near Haiti's midnight cannot split a test's play time or stakes over two days.
 */
export function nextHaitiHour(at: Date, hour: number): number {
  const wanted = ` ${String(hour).padStart(2, '0')}:00`;
  for (let day = 0; day < 3; day++) {
    for (const utcHour of [hour + 4, hour + 5]) {
      const candidate = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + day, utcHour);
      if (candidate > at.getTime() && haitiText(new Date(candidate)).endsWith(wanted)) return candidate;
    }
  }
  throw new Error(`no ${wanted.trim()} in Haiti found`);
}

/** `YYYY-MM-DD HH:mm:ss` in Haiti's time: how the statement's CSV writes a moment. */
export const haitiSeconds = (at: Date) => `${haitiText(at)}:${haitiParts(at).second}`;

/** The Haiti calendar date `days` after the one `at` falls on. */
export function haitiDatePlus(at: Date, days: number): string {
  const [y = 0, m = 1, d = 1] = haitiParts(at).date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from the Haiti date of `at` to the next Monday (1..7). */
export function daysToNextMonday(at: Date): number {
  const order = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return 7 - order.indexOf(haitiParts(at).weekday);
}

export interface StreamEvent {
  event: string;
  data: string;
  /** performance.now() when the event was read. */
  at: number;
}

/**
 * GET user/events from `tab`, read as a stream: `next()` gives the next event or 'end' when the server closed the
 * stream; comment lines are skipped unless `comments` (then each is an event `comment` with the comment's text);
 * `close()` hangs up as a closed tab does.
 */
export async function openEvents(tab: Tab, { comments = false } = {}) {
  const abort = new AbortController();
  const res = await tab.call('/api/v1/user/events', {
    signal: abort.signal,
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
  });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const queue: StreamEvent[] = [];

  const parse = () => {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) {
        if (comments) queue.push({ event: 'comment', data: block.slice(1).trim(), at: performance.now() });
        continue;
      }
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).trimStart())
          .join('\n');
      queue.push({ event: field('event') || 'message', data: field('data'), at: performance.now() });
    }
  };

  /** The next event within `timeoutMs`, or 'end'; throws on a timeout. */
  const next = async (timeoutMs = 5_000): Promise<StreamEvent | 'end'> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const event = queue.shift();
      if (event) return event;
      if (ended || !reader) return 'end';
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left);
      });
      const chunk = await Promise.race([reader.read(), timeout]);
      clearTimeout(timer);
      if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      if (chunk.done) ended = true;
      else {
        buffer += decoder.decode(chunk.value, { stream: true });
        parse();
      }
    }
  };

  const close = () => abort.abort();
  return { res, next, close };
}

export type EventStream = Awaited<ReturnType<typeof openEvents>>;

/** The next event, which must be a `balance` one; its data parsed. */
export async function nextBalance(stream: EventStream, timeoutMs?: number) {
  const event = await stream.next(timeoutMs);
  if (event === 'end') throw new Error('the stream ended');
  expect(event.event).toBe('balance');
  return { ...(JSON.parse(event.data) as { balance: number; bonus_balance: number; currency: string }), at: event.at };
}

/**
 * A Google sign-in as the app makes it, through the dev consent page (`dev:<email>`), in a new tab (or `tab`): the
 * authorize reply and its cookies.
 */
export async function googleSignIn(server: TestServer, email: string, tab: Tab = browser(server.url)) {
  const back = `${server.url}/auth/google`;
  const link = (await json(await tab.call(`/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(back)}`))) as {
    data: { url: string };
  };
  const url = new URL(link.data.url);
  const consent = await fetch(`${server.url}/dev/google/consent`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      redirect_uri: url.searchParams.get('redirect_uri') ?? '',
      state: url.searchParams.get('state') ?? '',
      code_challenge: url.searchParams.get('code_challenge') ?? '',
      code_challenge_method: url.searchParams.get('code_challenge_method') ?? '',
      email,
      name: GOOGLE_DEV_DEFAULTS.name,
      phone: '',
    }),
  });
  const returned = new URL(consent.headers.get('location') ?? '').searchParams;
  const res = await tab.call('/api/v1/auth/google/authorize', {
    method: 'POST',
    json: { code: returned.get('code') ?? '', state: returned.get('state') ?? '', redirect_uri: back },
  });
  return { tab, body: await json(res), cookies: res.headers.getSetCookie() };
}

/** A wallet sign-in (EIP-4361 message signed by `wallet`) in a new tab: the authorize reply and its cookies. */
export async function walletSignIn(server: TestServer, wallet: ReturnType<typeof privateKeyToAccount>) {
  const tab = browser(server.url);
  const nonce = ((await json(await tab.call('/api/v1/auth/metamask/nonce'))) as { data: { nonce: string } }).data.nonce;
  const message = createSiweMessage({
    address: wallet.address,
    chainId: 1,
    domain: new URL(server.url).host,
    nonce,
    uri: server.url,
    version: '1',
    issuedAt: new Date(),
    statement: 'Sign in to Bèl Chans',
  });
  const res = await tab.call('/api/v1/auth/metamask/authorize', {
    method: 'POST',
    json: { message, signature: await wallet.signMessage({ message }) },
  });
  return { tab, body: await json(res), cookies: res.headers.getSetCookie() };
}
