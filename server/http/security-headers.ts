// Content-Security-Policy and the other hardening headers of docs/architecture.md#security, one middleware for every
// reply. Three policies, by path:
// - the app (index.html, its SPA fallbacks, /widget/*, static files, /media): only our own code runs (no
//   inline script, no eval), frames, connections, scripts and images from 'self' plus the origins the
//   operator configures (server/config.ts: CSP_*_ORIGINS), framed by our own pages only, except the
//   widgets, which the operator's other sites (CSP_WIDGET_ANCESTORS) may frame too;
// - /api/*: JSON, never a document: nothing may load, nobody may frame it;
// - /dev/*: the stand-ins for third parties (fake game, MonCash, Google, Telegram, sportsbook pages):
//   their own script files and inline <style> blocks, framed by our own pages.
// The documents' policies report what they block to POST /api/v1/csp-report (report-uri, and over https report-to
// through the Reporting-Endpoints header), stored for whoever looks after the site.
// HSTS goes out only over https (directly or behind a TRUSTED_PROXIES proxy saying so in X-Forwarded-Proto): over plain
// http browsers ignore it, and a developer's http://127.0.0.1 must never be pinned to https.
import type { MiddlewareHandler } from 'hono';
import { type AppEnv, V1 } from '../env';
import { isHttps } from './cookies';

/** Origins (scheme://host[:port]) that the operator adds to the policy; see server/config.ts. */
export interface SecurityConfig {
  /** Game providers, payment pages and the sportsbook the app shows in iframes (CSP_FRAME_ORIGINS). */
  frameOrigins: readonly string[];
  /** APIs the app calls besides its own server: payment endpoints, a map style (CSP_CONNECT_ORIGINS). */
  connectOrigins: readonly string[];
  /** Provider scripts the app loads, e.g. TVBet's frame.js (CSP_SCRIPT_ORIGINS). */
  scriptOrigins: readonly string[];
  /** Image hosts (a CDN of game tiles) besides the server's /media (CSP_IMG_ORIGINS). */
  imgOrigins: readonly string[];
  /** The operator's other sites that may frame /widget/* (CSP_WIDGET_ANCESTORS). */
  widgetAncestors: readonly string[];
  /** Sites besides the server's own origin whose pages may make state-changing calls (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

export const NO_EXTRA_ORIGINS: SecurityConfig = {
  frameOrigins: [],
  connectOrigins: [],
  scriptOrigins: [],
  imgOrigins: [],
  widgetAncestors: [],
  allowedOrigins: [],
};

type Directives = Record<string, readonly string[]>;

/**
 * Where browsers send what the policy blocked (server/routes/csp-report.ts): `report-uri` names the endpoint itself
 * (every browser), `report-to` the group of the Reporting-Endpoints header (current browsers, which then ignore
 * report-uri). Chromium takes only https endpoints for report-to and, given one it cannot use, reports nothing at
 * all: so report-to goes out over https only, and a plain-http server (npm start, the browser tests) gets report-uri
 * alone. Both relative to the page, so reports go to the server that served it.
 */
export const CSP_REPORT_PATH = `${V1}/csp-report`;
/** The Reporting-Endpoints name the policy's report-to directive refers to. */
export const CSP_REPORT_GROUP = 'csp';
const reporting = (https: boolean): Directives =>
  https ? { 'report-uri': [CSP_REPORT_PATH], 'report-to': [CSP_REPORT_GROUP] } : { 'report-uri': [CSP_REPORT_PATH] };
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The policy of the app's documents; `widget` adds the operator's sites to frame-ancestors. */
export function appPolicy(config: SecurityConfig, options: { widget?: boolean; https?: boolean } = {}): string {
  const self = "'self'";
  return serialise({
    'default-src': [self],
    // Our own modules only: no 'unsafe-inline', no 'unsafe-eval'. Script origins are the providers
    // whose frame scripts the app loads (TVBet).
    'script-src': [self, ...config.scriptOrigins],
    // No 'unsafe-inline' for styles either: the app's CSS is Panda's static files, React and the
    // libraries (MapLibre, Swiper) set styles through the CSSOM (element.style), which CSP does not
    // govern, and the sanitiser (src/ui/safe-html.tsx) drops style attributes from server HTML. A
    // style="…" attribute or <style> block in markup is refused (and reported by the e2e watch).
    'style-src': [self],
    // data: for the inline SVG icons and QR codes, blob: for images the app builds in the page.
    'img-src': [self, 'data:', 'blob:', ...config.imgOrigins],
    'font-src': [self, 'data:'],
    'connect-src': [self, ...config.connectOrigins],
    'media-src': [self],
    'manifest-src': [self],
    // Game, payment and sportsbook frames; child-src repeats it for browsers that predate frame-src.
    'frame-src': [self, ...config.frameOrigins],
    'child-src': [self, ...config.frameOrigins],
    // MapLibre (/clubs) starts its worker from a blob: URL; the service worker is /sw.js.
    'worker-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': options.widget ? [self, ...config.widgetAncestors] : [self],
    ...reporting(options.https ?? false),
  });
}

/** JSON is never a document: nothing loads, nothing frames it. */
export const API_POLICY = serialise({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The dev stand-ins play third parties: small pages with their own script files and an inline <style>
 * block each (server/dev/*.ts), posting forms to themselves, framed by the app (same origin).
 */
export const devPolicy = (https: boolean) =>
  serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...reporting(https),
  });

/**
 * Features the app never uses; a framed game or payment page cannot be handed them either. Only features browsers know:
 * Chromium logs an unknown one (`bluetooth`) on every page, and ignores it.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export const HSTS = 'max-age=15552000; includeSubDomains';

const isWidget = (path: string) => path === '/widget' || path.startsWith('/widget/');
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isDev = (path: string) => path === '/dev' || path.startsWith('/dev/');

export function securityHeaders(config: SecurityConfig): MiddlewareHandler<AppEnv> {
  // By scheme: [plain http, https] (report-to over https only, see reporting above).
  const app = [appPolicy(config), appPolicy(config, { https: true })] as const;
  const widget = [appPolicy(config, { widget: true }), appPolicy(config, { widget: true, https: true })] as const;
  const dev = [devPolicy(false), devPolicy(true)] as const;
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const h = c.res.headers;
    const https = isHttps(c) ? 1 : 0;
    h.set(
      'Content-Security-Policy',
      isApi(path) ? API_POLICY : isDev(path) ? dev[https] : isWidget(path) ? widget[https] : app[https],
    );
    // The report-to group of the documents' policies over https; JSON replies are never documents.
    if (https && !isApi(path)) h.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
    h.set('X-Content-Type-Options', 'nosniff');
    // The app's own POSTs then carry their Origin (a no-referrer policy would make it "null"), which
    // the foreign-origin guard (origin-guard.ts) checks; other sites get the origin, never the path.
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // frame-ancestors says the same for current browsers; X-Frame-Options cannot list the operator's
    // sites, so widgets go without it and rely on frame-ancestors alone.
    if (isWidget(path)) h.delete('X-Frame-Options');
    else h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Permissions-Policy', PERMISSIONS_POLICY);
    // The app opens no popup it talks to (Google and payments navigate the whole tab), so no other
    // window may hold a reference to ours.
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Origin-Agent-Cluster', '?1');
    h.set('X-DNS-Prefetch-Control', 'off');
    h.set('X-Permitted-Cross-Domain-Policies', 'none');
    h.set('X-XSS-Protection', '0');
    if (isHttps(c)) h.set('Strict-Transport-Security', HSTS);
    h.delete('X-Powered-By');
  };
}
