// What every route sees: the dependencies handed to createApp and the caller's session (if any).
import type { GoogleConfig } from './auth/google-provider';
import type { SessionUser } from './auth/sessions';
import type { Db } from './db/client';
import type { VisitorCountry } from './http/visitor-country';

export type Mode = 'development' | 'production' | 'test';

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
}

export interface AppEnv {
  Variables: {
    /** Set by the session middleware on /api/*: null when there is no valid session cookie. */
    auth: SessionUser | null;
    /** The client's address (server/auth/client-address.ts); unset without a socket. */
    clientAddress?: string;
    /** The visitor's country (server/http/visitor-country.ts), set for every request. */
    visitorCountry?: VisitorCountry;
  };
}

/**
 * Versioned base of docs/product.md#calls-policy (docs/architecture.md#api-layer); a few calls are origin-absolute
 * under /api.
 */
export const V1 = '/api/v1';
