// Environment of server/main.ts (DESIGN.md §5): PORT, HOST, DATABASE_URL, DATA_DIR, NODE_ENV, STATIC_DIR,
// SMS_PER_ADDRESS_HOUR, GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET.
import type { GoogleConfig } from './auth/google-provider';
import { SMS_PER_ADDRESS_DEFAULT } from './auth/sms';
import type { Mode } from './env';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite directory, or 'memory' for a fresh in-memory database (browser test runs). */
  dataDir: string;
  mode: Mode;
  staticDir: string;
  /** SMS one client address may cause per hour (server/auth/sms.ts). */
  smsPerAddressHour: number;
  /** Real Google sign-in; unset, the dev consent page stands in (not in production). */
  google: GoogleConfig | undefined;
}

/** Both or neither: half a Google client would fail at the first sign-in instead of at start. */
function readGoogle(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  return { clientId, clientSecret };
}

export function modeOf(nodeEnv: string | undefined): Mode {
  return nodeEnv === 'production' || nodeEnv === 'test' ? nodeEnv : 'development';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const smsPerAddressHour = Number(env.SMS_PER_ADDRESS_HOUR || SMS_PER_ADDRESS_DEFAULT);
  if (!Number.isInteger(smsPerAddressHour) || smsPerAddressHour < 1) {
    throw new Error(`Invalid SMS_PER_ADDRESS_HOUR: ${env.SMS_PER_ADDRESS_HOUR}`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data/pglite',
    mode: modeOf(env.NODE_ENV),
    // An empty STATIC_DIR (npm run dev) serves no build: Vite serves the app.
    staticDir: env.STATIC_DIR ?? 'dist',
    smsPerAddressHour,
    google: readGoogle(env),
  };
}
