// One simulated player of the soak (scripts/soak/run.ts): a loop of think time and an action (browse, look at the
// account, spin the demo game, deposit, withdraw, cancel a withdrawal, convert the bonus, enter a promo code, set a
// deposit limit, sign out and in), the calls and bodies of docs/api.md, and optionally a live balance stream
// (GET user/events) held open the whole time. It keeps the money it expects the server to hold for it (minor units),
// from the replies alone: docs/api.md#idempotency makes every money post retriable with its Idempotency-Key until
// the answer is definite, so only a demo spin or a MonCash confirmation whose reply was lost leaves it uncertain.
import { randomInt, randomUUID } from 'node:crypto';
import { type Cluster, type Instance, jsonOf, NoReply, other, type Reply, sleep, Tab } from './client';

/** Ids the calls need, looked up once over HTTP (docs/api.md "Cashier and wallet", "Games", "Blog"). */
export interface World {
  moncash: number;
  cashDeposit: number;
  depositClub: number;
  cashWithdrawal: number;
  /** Club Saint-Marc: pays out any amount. */
  withdrawalClub: number;
  moncashWithdrawal: number;
  groups: string[];
  gameIds: number[];
  articleIds: number[];
}

/** What the run counts besides latencies: the money checks of docs/api.md#idempotency and the live balance. */
export interface Tally {
  /** A successful keyed post sent again with its key to the other instance: same reply, Idempotent-Replayed. */
  replays: { sent: number; identical: number; problems: string[] };
  /** One keyed post sent to both instances at once: one ran, the other replayed it. */
  races: { sent: number; once: number; problems: string[] };
  /** One MonCash checkout confirmed on both instances at once: 'Payment completed.' once. */
  confirmRaces: { sent: number; once: number; problems: string[] };
  /** Keyed posts sent again with the same key after a failure (no reply, 5xx). */
  keyRetries: number;
  /** Operations whose outcome stayed unknown (no definite reply after the retries). */
  unknown: number;
  /** Errors thrown by the soak's own code (a crash of a simulated player): must stay 0. */
  crashes: string[];
  /** Balance events received, and the delay from a money reply to the next event of that player's stream. */
  events: { received: number; delays: number[]; missed: { t: number; instance: Instance; delay: number | null }[] };
  actions: Map<string, number>;
  newcomers: { registered: number; failed: number };
}

export const newTally = (): Tally => ({
  replays: { sent: 0, identical: 0, problems: [] },
  races: { sent: 0, once: 0, problems: [] },
  confirmRaces: { sent: 0, once: 0, problems: [] },
  keyRetries: 0,
  unknown: 0,
  crashes: [],
  events: { received: 0, delays: [], missed: [] },
  actions: new Map(),
  newcomers: { registered: 0, failed: 0 },
});

export interface Soak {
  cluster: Cluster;
  world: World;
  tally: Tally;
  running: () => boolean;
  /** Mean think time between two actions of a player, ms. */
  thinkMs: number;
}

const chance = (p: number) => Math.random() < p;
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;
const minor = (major: unknown) => Math.round(Number(major) * 100);
const isReply = (reply: Reply | null): reply is Reply => reply !== null;

const SEARCHES = ['kre', 'kreyol', 'roulette', 'fruit', 'mango', 'pirate', 'black', 'rocket', 'lotto', 'xyz'];
const SEO_PATHS = ['/', '/promo', '/blog', '/clubs', '/games/slots', '/about', '/top'];
const PROMO_CODES = { WELCOME100: 10_000, KOMPA50: 5_000, FETE2024: 20_000 } as const;
const MONCASH_NUMBER = '37123456';
/** The demo game of docs/api.md "Demo aliases": a demo slot on the real balance. */
const DEMO_GAME = 'kreyol-fruits';
/** A balance event later than this after the money reply counts as missed (the docs promise a second). */
export const EVENT_LATE_MS = 5_000;

/** A guest's GET of the public catalogue and content (docs/api.md "Calls"), ids drawn from the seeded world. */
export function browsePath(world: World): string {
  const game = pick(world.gameIds);
  const group = pick(world.groups);
  return pick([
    '/api/v1/games/groups',
    `/api/v1/games/groups/${group}?page=${randomInt(1, 3)}&limit=12`,
    `/api/v1/games/search/prediction?name=${pick(SEARCHES)}`,
    `/api/v1/games/search/list?name=${pick(SEARCHES)}`,
    `/api/v1/games/game/${game}`,
    `/api/v1/game-description/${game}`,
    '/api/v1/games/popular',
    '/api/v1/jackpots',
    '/api/v1/ratings',
    '/api/v1/faq',
    '/api/v1/config?version=2',
    '/api/v1/application/info',
    '/api/v1/clubs/map/info',
    '/api/v1/blogs/articles/latest',
    `/api/v1/blogs/articles/article/${pick(world.articleIds)}`,
    '/api/v1/blogs/categories/articles',
    '/api/v1/promo/list',
    '/api/v1/promo/offers/current',
    `/api/v1/seo/metadata?path=${encodeURIComponent(pick(SEO_PATHS))}`,
    '/api/session',
  ]);
}

const ACTIONS = [
  ['browse', 30],
  ['account', 10],
  ['spin', 20],
  ['deposit', 8],
  ['cashDeposit', 2],
  ['withdraw', 10],
  ['cancel', 6],
  ['convert', 3],
  ['promo', 3],
  ['limits', 3],
  ['signOutIn', 3],
  ['crypto', 2],
] as const;
type Action = (typeof ACTIONS)[number][0];
const WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

function drawAction(): Action {
  let left = Math.random() * WEIGHT;
  for (const [name, weight] of ACTIONS) {
    left -= weight;
    if (left < 0) return name;
  }
  return 'browse';
}

export class Player {
  readonly tab: Tab;
  /** Money the replies say the player has, minor units. */
  regular: number;
  bonus: number;
  /** Operations whose effect on the money is unknown: the exact balance check skips this player. */
  uncertain = 0;
  spinsAcked = 0;
  spinsUnknown = 0;
  /** `payments` rows the server acknowledged creating (withdrawals, deposits asked for). */
  paymentsAcked = 0;
  signedIn: boolean;
  /** Set while a live balance stream is open (GET user/events). */
  private streamOpen: Instance | null = null;
  private streamAbort: AbortController | null = null;
  private waits: number[] = [];
  private lastEvent = 0;

  constructor(
    private readonly soak: Soak,
    readonly userId: number | null,
    readonly phone: string,
    readonly password: string,
    readonly home: Instance,
    address: string,
    opening: { regular: number; bonus: number },
    signedIn: boolean,
  ) {
    this.tab = new Tab(soak.cluster, address);
    this.regular = opening.regular;
    this.bonus = opening.bonus;
    this.signedIn = signedIn;
  }

  /** A player call; a 401 means the session is gone (signed out, a lost sign-in reply): sign in again next. */
  private async call(instance: Instance, path: string, init: Parameters<Tab['call']>[2] = {}): Promise<Reply> {
    const reply = await this.tab.call(this.tab.pick(instance), path, init);
    if (reply.status === 401) this.signedIn = false;
    return reply;
  }

  async run(): Promise<void> {
    while (this.soak.running()) {
      await sleep(this.soak.thinkMs * (0.3 + Math.random() * 1.4));
      if (!this.soak.running()) break;
      const action: Action | 'signIn' = this.signedIn ? drawAction() : 'signIn';
      this.soak.tally.actions.set(action, (this.soak.tally.actions.get(action) ?? 0) + 1);
      try {
        await this[action]();
      } catch (err) {
        // No reply to a call whose outcome does not matter (a browse, a history read): the player moves on.
        if (!(err instanceof NoReply)) this.soak.tally.crashes.push(`${action}: ${(err as Error).stack ?? err}`);
      }
    }
  }

  /**
   * A money reply to a call sent at `since` arrived: the player's open stream owes a balance event within a second
   * (docs/api.md#player-protection), unless one came while the call ran (the note goes out on commit, before the reply).
   */
  private moved(since: number) {
    if (!this.streamOpen) return;
    if (this.lastEvent >= since) this.soak.tally.events.delays.push(0);
    else this.waits.push(Date.now());
  }

  private async signIn() {
    const reply = await this.call(this.home, '/api/v1/authorize', {
      method: 'POST',
      json: { login: this.phone, password: this.password },
    });
    if (jsonOf(reply).success === true) this.signedIn = true;
  }

  private async signOutIn() {
    await this.call(other(this.home), '/api/v1/logout');
    this.signedIn = false;
    await sleep(500);
    await this.signIn();
  }

  private async browse() {
    for (let i = randomInt(2, 5); i > 0; i--) await this.call(this.home, browsePath(this.soak.world));
  }

  private async account() {
    const paths = [
      '/api/v1/user/balance/info',
      '/api/v1/user/profile/info?version=2',
      '/api/v1/payments?version=2&pay_in=1&pay_out=1&page=1&limit=12',
      '/api/v1/bets?version=3&page=1&limit=20',
      '/api/v1/user/balance/bonus/info',
      '/api/v1/user/limits',
      '/api/v1/user/session/summary',
      '/api/v1/user/recent',
      '/api/v1/promo/events/current',
      '/api/v1/payment_deposits?version=3',
      '/api/v1/payment_withdrawals?version=3',
    ];
    for (let i = randomInt(2, 4); i > 0; i--) await this.call(pick([this.home, other(this.home)]), pick(paths));
    if (chance(0.2)) {
      const game = pick(this.soak.world.gameIds);
      await this.call(this.home, `/api/v1/user/favourites/${game}`, { method: chance(0.5) ? 'POST' : 'DELETE' });
    }
  }

  private async crypto() {
    await this.call(this.home, '/api/v1/crypto/address', { method: 'POST', json: { chainId: pick(['TRX', 'ETH']) } });
    await this.call(this.home, '/api/v1/crypto/deposit_rates');
  }

  private async limits() {
    const period = pick(['day', 'week', 'month'] as const);
    if (chance(0.25)) {
      await this.call(this.home, '/api/v1/user/limits/cancel', { method: 'POST', json: { period } });
      return;
    }
    // High enough that deposits mostly pass; raising one or removing it waits 24 h (pending).
    const amount = chance(0.15) ? null : randomInt(20, 200) * 500;
    await this.call(this.home, '/api/v1/user/limits', { method: 'POST', json: { period, amount } });
  }

  /**
   * A money post with an Idempotency-Key (docs/api.md#idempotency): sent again with the same key, to the other
   * instance, until a definite reply (not a 5xx, not a dropped connection). `race` first sends it to both instances
   * at once. A success is sometimes sent once more to the other instance, which must answer the same reply replayed.
   */
  private async keyed(path: string, body: { form?: Record<string, string | number>; json?: unknown }, race = false) {
    const key = randomUUID();
    const send = async (instance: Instance): Promise<Reply | null> => {
      try {
        const reply = await this.tab.call(instance, path, {
          method: 'POST',
          ...body,
          headers: { 'Idempotency-Key': key },
        });
        if (reply.status === 401) this.signedIn = false;
        return reply.status < 500 ? reply : null;
      } catch (err) {
        if (err instanceof NoReply) return null;
        throw err;
      }
    };
    const succeeded = (reply: Reply) => {
      const answer = jsonOf(reply);
      return answer.status === 'success' || answer.success === true;
    };
    let replies: Reply[] = [];
    if (race) {
      replies = (await Promise.all([send('a'), send('b')])).filter(isReply);
      if (replies.length === 2) this.checkRace(replies, succeeded);
    }
    let instance = this.tab.pick(this.home);
    for (let attempt = 0; replies.length === 0 && attempt < 8; attempt++) {
      if (attempt > 0) {
        this.soak.tally.keyRetries++;
        await sleep(1_000 * attempt);
        instance = other(instance);
      }
      const reply = await send(instance);
      if (reply) replies.push(reply);
    }
    const first = replies[0];
    if (!first) {
      this.uncertain++;
      this.soak.tally.unknown++;
      return null;
    }
    const success = replies.some(succeeded);
    if (success && !race && chance(0.25)) {
      const again = await send(other(first.instance));
      if (again) {
        const replays = this.soak.tally.replays;
        replays.sent++;
        if (again.text === first.text && again.headers.get('idempotent-replayed') === 'true') replays.identical++;
        else replays.problems.push(`${path} key ${key}: ${first.text} then ${again.status} ${again.text}`);
      }
    }
    return { body: jsonOf(replies.find(succeeded) ?? first), success };
  }

  private checkRace(replies: Reply[], succeeded: (reply: Reply) => boolean) {
    const races = this.soak.tally.races;
    races.sent++;
    const wins = replies.filter(succeeded);
    if (wins.length === 0) {
      races.once++; // refused on both: nothing moved
      return;
    }
    const fresh = wins.filter((reply) => reply.headers.get('idempotent-replayed') !== 'true');
    if (wins.length === 2 && fresh.length === 1 && wins[0]?.text === wins[1]?.text) races.once++;
    else races.problems.push(replies.map((reply) => `${reply.instance}: ${reply.status} ${reply.text}`).join(' | '));
  }

  private async withdraw() {
    const { world } = this.soak;
    const cash = chance(0.6);
    const amount = cash ? randomInt(250, 1_500) : randomInt(100, 1_500);
    const fields: Record<string, string | number> = cash
      ? {
          payment_system: world.cashWithdrawal,
          amount,
          purseId: world.withdrawalClub,
          fiscal_id: '',
          national_id: '',
          national_card_id: '',
        }
      : { payment_system: world.moncashWithdrawal, amount, purseId: MONCASH_NUMBER };
    const race = chance(0.15);
    const since = Date.now();
    const result = await this.keyed(
      `/api/v1/payments/submit/${cash ? 'cash-withdrawal' : 'moncash-withdrawal'}`,
      { form: fields },
      race,
    );
    if (!result?.success) return;
    this.regular -= amount * 100;
    this.paymentsAcked++;
    this.moved(since);
  }

  private async cancel() {
    const history = jsonOf(await this.call(this.home, '/api/v1/payments?version=2&pay_out=1&page=1&limit=20'));
    const items = ((history.data as { items?: unknown[] } | undefined)?.items ?? []) as {
      id: number;
      amount: { value: number };
      actions?: unknown[];
    }[];
    const cancellable = items.filter((item) => (item.actions ?? []).length > 0);
    if (cancellable.length === 0) return;
    const item = pick(cancellable);
    const since = Date.now();
    const result = await this.keyed('/api/v1/payments/actions', {
      json: { action: 'rollback', payment_id: item.id },
    });
    if (!result?.success) return;
    this.regular += minor(item.amount.value);
    this.moved(since);
  }

  private async deposit() {
    const { world } = this.soak;
    const amount = randomInt(100, 3_000);
    const result = await this.keyed('/api/v1/payments/submit/moncash', {
      form: { payment_system: world.moncash, amount, purseId: MONCASH_NUMBER },
    });
    if (!result?.success) return;
    this.paymentsAcked++;
    const checkout = new URL(String(result.body.redirect)).pathname;
    await sleep(300 + Math.random() * 700);
    const since = Date.now();
    const outcome = chance(0.1) ? await this.confirmOnBoth(checkout) : await this.confirm(checkout);
    if (outcome === 'credited') {
      this.regular += amount * 100;
      this.moved(since);
    } else if (outcome === 'unknown') {
      this.uncertain++;
      this.soak.tally.unknown++;
    }
  }

  /** The MonCash checkout page's answer (docs/api.md "MonCash stand-in"), English as no language is asked for. */
  private static checkoutOutcome(page: string): 'completed' | 'already' | 'refused' | null {
    if (page.includes('Payment completed.')) return 'completed';
    if (page.includes('already completed')) return 'already';
    if (page.includes('Deposit limit reached') || page.includes('break')) return 'refused';
    return null;
  }

  private async confirm(checkout: string): Promise<'credited' | 'refused' | 'unknown'> {
    let instance = this.tab.pick(chance(0.5) ? this.home : other(this.home));
    for (let attempt = 0; attempt < 8; attempt++) {
      if (attempt > 0) {
        await sleep(1_000 * attempt);
        instance = other(instance);
      }
      try {
        const reply = await this.tab.call(instance, checkout, { method: 'POST' });
        const outcome = reply.status < 500 ? Player.checkoutOutcome(reply.text) : null;
        if (outcome === 'refused') return 'refused';
        // 'already' after a lost reply: the earlier confirmation credited it.
        if (outcome) return 'credited';
      } catch (err) {
        if (!(err instanceof NoReply)) throw err;
      }
    }
    return 'unknown';
  }

  private async confirmOnBoth(checkout: string): Promise<'credited' | 'refused' | 'unknown'> {
    const pages = await Promise.all(
      (['a', 'b', 'a', 'b'] as const).map((instance) =>
        this.tab
          .call(instance, checkout, { method: 'POST' })
          .then((reply) => (reply.status < 500 ? Player.checkoutOutcome(reply.text) : null))
          .catch((err: unknown) => {
            if (err instanceof NoReply) return null;
            throw err;
          }),
      ),
    );
    const tally = this.soak.tally.confirmRaces;
    if (pages.includes(null)) return this.confirm(checkout);
    tally.sent++;
    const completed = pages.filter((page) => page === 'completed').length;
    if (pages.includes('refused')) {
      if (completed === 0) tally.once++;
      else tally.problems.push(`${checkout}: ${pages.join(', ')}`);
      return 'refused';
    }
    if (completed === 1) tally.once++;
    else tally.problems.push(`${checkout}: ${pages.join(', ')}`);
    return 'credited';
  }

  private async cashDeposit() {
    const { world } = this.soak;
    const result = await this.keyed('/api/v1/payments/submit/cash-deposit', {
      form: {
        payment_system: world.cashDeposit,
        amount: randomInt(100, 5_000),
        purseId: world.depositClub,
        is_confirm_uid: 1,
        fiscal_id: '',
        national_card_id: '',
      },
    });
    if (result?.success) this.paymentsAcked++;
  }

  private async convert() {
    await this.call(this.home, '/api/v1/user/balance/bonus/convert');
    const since = Date.now();
    const result = await this.keyed('/api/v1/user/balance/bonus/convert', { json: {} });
    if (!result?.success) return;
    // Type 1 programs convert at 1 (docs/api.md "Bonus"): the whole bonus moves.
    this.regular += this.bonus;
    this.bonus = 0;
    this.moved(since);
  }

  private async promo() {
    const code = pick(['WELCOME100', 'WELCOME100', 'KOMPA50', 'FETE2024'] as const);
    const since = Date.now();
    const result = await this.keyed('/api/v1/promo/code', { json: { code } });
    if (!result?.success) return;
    this.bonus += PROMO_CODES[code];
    this.moved(since);
  }

  /** A launch of the demo game (games/url), sometimes its page, then a few paid spins (docs/api.md "Games"). */
  private async spin() {
    const launch = jsonOf(
      await this.call(this.home, `/api/v1/games/url?game_alias=${DEMO_GAME}&balanceType=0&target=redesign&version=2`),
    );
    const url = typeof launch.url === 'string' ? new URL(launch.url) : null;
    const token = url?.searchParams.get('launch');
    if (!url || !token) return;
    if (chance(0.3)) await this.call(this.home, `${url.pathname}${url.search}`);
    for (let i = randomInt(1, 6); i > 0 && this.soak.running(); i--) {
      let reply: Reply;
      const since = Date.now();
      try {
        reply = await this.tab.call(
          this.tab.pick(chance(0.8) ? this.home : other(this.home)),
          `/dev/game/${DEMO_GAME}/spin`,
          {
            method: 'POST',
            json: { launch: token },
          },
        );
      } catch (err) {
        if (!(err instanceof NoReply)) throw err;
        this.spinsUnknown++;
        this.uncertain++;
        return;
      }
      if (reply.status >= 500) {
        this.spinsUnknown++;
        this.uncertain++;
        return;
      }
      const result = jsonOf(reply);
      if (result.ok !== true) return;
      this.spinsAcked++;
      this.regular += minor(result.win) - minor(result.stake);
      this.moved(since);
      await sleep(200 + Math.random() * 600);
    }
  }

  /** Holds GET user/events open (on `instance`) while the soak runs, reconnecting like the app does. */
  async holdStream(instance: Instance): Promise<void> {
    while (this.soak.running()) {
      if (!this.signedIn) {
        await sleep(1_000);
        continue;
      }
      const on = this.tab.pick(instance);
      const abort = new AbortController();
      this.streamAbort = abort;
      const t0 = Date.now();
      try {
        const res = await fetch(new URL('/api/v1/user/events', this.soak.cluster.urls[on]), {
          headers: this.tab.headers(),
          signal: abort.signal,
        });
        this.soak.cluster.recorder.record('GET /api/v1/user/events', on, t0, Date.now(), res.status);
        if (res.status === 401) this.signedIn = false;
        if (res.status !== 200 || !res.body) {
          await res.body?.cancel();
          await sleep(2_000);
          continue;
        }
        this.streamOpen = on;
        const decoder = new TextDecoder();
        let buffered = '';
        let first = true;
        for await (const chunk of res.body) {
          buffered += decoder.decode(chunk as Uint8Array, { stream: true });
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          for (const line of lines) {
            if (line !== 'event: balance') continue;
            this.soak.tally.events.received++;
            this.lastEvent = Date.now();
            if (first) {
              first = false;
              this.soak.cluster.recorder.record('GET /api/v1/user/events (first event)', on, t0, Date.now(), 200);
            }
            const now = Date.now();
            for (const t of this.waits) {
              this.soak.tally.events.delays.push(now - t);
              if (now - t > EVENT_LATE_MS) this.soak.tally.events.missed.push({ t, instance: on, delay: now - t });
            }
            this.waits = [];
          }
        }
      } catch (err) {
        if (abort.signal.aborted) break;
        // A dropped stream (its instance killed): not a request failure of its own; the player reconnects.
        if (!(err instanceof TypeError) && (err as Error).name !== 'AbortError') {
          const cause = (err as { cause?: { code?: string } }).cause?.code;
          if (!cause) this.soak.tally.crashes.push(`stream: ${(err as Error).stack ?? err}`);
        }
        this.soak.cluster.down[on] = Date.now();
      } finally {
        // Still owed when the stream closed: missed if the stream stayed open that long after the reply.
        for (const t of this.waits) {
          if (Date.now() - t > EVENT_LATE_MS) this.soak.tally.events.missed.push({ t, instance: on, delay: null });
        }
        this.streamOpen = null;
        this.waits = [];
      }
      await sleep(1_000 + Math.random() * 1_000);
    }
  }

  stopStream() {
    this.streamAbort?.abort();
  }
}

/**
 * A newcomer registering with an SMS code (docs/api.md "SMS and registration"): the code read from the dev outbox,
 * WELCOME100 at registration (100.00 bonus). Returns the signed-in player, or null when a step failed.
 */
export async function register(soak: Soak, home: Instance, address: string): Promise<Player | null> {
  const national = `38${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const phone = `509${national}`;
  const password = `soak-${randomUUID().slice(0, 8)}`;
  const player = new Player(soak, null, phone, password, home, address, { regular: 0, bonus: 0 }, false);
  const tab = player.tab;
  const sms = jsonOf(await tab.call(home, '/api/v1/registration/sms', { method: 'POST', json: { phone } }));
  if (typeof sms.time_left !== 'number') return null;
  const outbox = jsonOf(await tab.call(home, `/dev/sms-outbox?phone=${phone}`));
  const text = ((outbox.list as { body: string }[] | undefined) ?? [])[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) return null;
  const done = jsonOf(
    await tab.call(other(home), '/api/v1/registration', {
      method: 'POST',
      json: {
        country_code: 'HTI',
        name: 'Soak Newcomer',
        phone_number: national,
        sms_code: code,
        password,
        age_rules_agree: true,
        promo_code: 'WELCOME100',
      },
    }),
  );
  if (done.success !== true) return null;
  player.signedIn = true;
  player.bonus = PROMO_CODES.WELCOME100;
  return player;
}
