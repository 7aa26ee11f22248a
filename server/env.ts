// What every route sees: the dependencies handed to createApp and the caller's session (if any).
import type { GoogleConfig } from './auth/google-provider';
import type { SessionUser } from './auth/sessions';
import type { Db } from './db/client';
import type { VisitorCountry } from './http/visitor-country';
import type { PlayerEvents } from './events/player-events';

/**
 * What the server serves besides the API (docs/architecture.md#stand-ins): `production` (NODE_ENV unset or
 * production) neither stand-ins nor dev tools; `demo` (STAND_INS=demo, set by `npm start`) the stand-in pages the
 * demo world needs; `development` (`npm run dev`) and `test` (the test runs) those and the dev tools too.
 */
export type Mode = 'development' | 'demo' | 'production' | 'test';

/** The stand-ins of outside services (/dev pages, the dev Google provider, MonCash, game launches): not production. */
export const servesStandIns = (mode: Mode): boolean => mode !== 'production';

/** The dev tools (/dev/players, the per-browser switches and faults, error details in 500s): development and tests. */
export const servesDevTools = (mode: Mode): boolean => mode === 'development' || mode === 'test';

/**
 * "Now" for the rules that count time on the server's side (docs/api.md#player-protection: limit periods, the 24 h of
 * a limit increase, the end of a break): the system clock, or a test's own (tests/server/protection-harness.ts).
 */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export interface AppDeps {
  db: Db;
  mode: Mode;
  /** Built app (vite's dist/); served with an SPA fallback when it holds an index.html. */
  staticDir?: string | undefined;
  /** SMS per client address per hour (server/auth/sms.ts); SMS_PER_ADDRESS_HOUR, default 20. */
  smsPerAddressHour?: number | undefined;
  /** GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: real Google sign-in; unset, the dev consent page. */
  google?: GoogleConfig | undefined;
  /** SIGN_IN_SERVICES: the sign-in services GET config lists instead of the seeded ones (docs/api.md#sign-in-services). */
  signInServices?: readonly string[] | undefined;
  clock: Clock;
  /** This instance's listener of player notes (server/events/player-events.ts) behind GET user/events. */
  events: PlayerEvents;
}

export interface AppEnv {
  Variables: {
    /** Set by the session middleware on /api/*: null when there is no valid session cookie. */
    auth: SessionUser | null;
    /** The client's address (server/auth/client-address.ts); unset without a socket. */
    clientAddress?: string;
    /** The visitor's country (server/http/visitor-country.ts), set for every request. */
    visitorCountry?: VisitorCountry;
    /** True when the request came over https, directly or via a trusted proxy (server/http/public-origin.ts). */
    https?: boolean;
    /** The origin absolute URLs are made on (server/http/public-origin.ts, docs/architecture.md#public-origin). */
    publicOrigin?: string;
    /** The app's clock (AppDeps.clock), for helpers that only see the request. */
    clock: Clock;
  };
}

/** The app's clock from a request's context (set on every request by server/app.ts). */
export const clockOf = (c: { get: (key: 'clock') => Clock | undefined }): Clock => c.get('clock') ?? systemClock;

/**
 * Versioned base of docs/product.md#calls-policy (docs/architecture.md#api-layer); a few calls are origin-absolute
 * under /api.
 */
export const V1 = '/api/v1';
