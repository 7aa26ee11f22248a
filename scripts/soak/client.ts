// The soak's HTTP side (scripts/soak/run.ts): a browser-tab-like client per simulated player (a cookie jar as
// tests/server/harness.ts `browser` keeps one, an address of its own sent as X-Forwarded-For, a time-out) talking to
// either server instance, and the record of every request it made: latency per endpoint, status classes, and each
// failure (5xx or no reply) with its time, judged afterwards against the fault windows.

export type Instance = 'a' | 'b';
export const other = (instance: Instance): Instance => (instance === 'a' ? 'b' : 'a');

/** One request that got no usable answer: a 5xx, or no HTTP reply at all (refused, reset, timed out). */
export interface Failure {
  endpoint: string;
  instance: Instance;
  t0: number;
  t1: number;
  status: number | null;
  error: string;
}

interface EndpointStats {
  latencies: number[];
  count: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
  /** No HTTP reply: connection refused or reset, time-out. */
  noReply: number;
}

/** ids → :id, long tokens → :token, game and group aliases → :alias (docs/api.md paths). */
export function endpointOf(method: string, path: string): string {
  const bare = path.split('?')[0] ?? path;
  const normal = bare
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : /^[A-Za-z0-9_-]{24,}$/.test(part) ? ':token' : part))
    .join('/')
    .replace(/^(\/api\/v1\/games\/groups|\/dev\/game)\/[^/]+/, '$1/:alias');
  return `${method} ${normal}`;
}

export class Recorder {
  readonly endpoints = new Map<string, EndpointStats>();
  readonly failures: Failure[] = [];

  record(endpoint: string, instance: Instance, t0: number, t1: number, status: number | null, error = '') {
    let stats = this.endpoints.get(endpoint);
    if (!stats) {
      stats = { latencies: [], count: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, noReply: 0 };
      this.endpoints.set(endpoint, stats);
    }
    stats.count++;
    if (status === null) stats.noReply++;
    else {
      stats.latencies.push(t1 - t0);
      if (status >= 500) stats.s5xx++;
      else if (status >= 400) stats.s4xx++;
      else if (status >= 300) stats.s3xx++;
      else stats.s2xx++;
    }
    if (status === null || status >= 500) this.failures.push({ endpoint, instance, t0, t1, status, error });
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export interface Reply {
  status: number;
  text: string;
  headers: Headers;
  instance: Instance;
}

/** No HTTP reply (the instance is down or was killed mid-request, or the time-out ran out). */
export class NoReply extends Error {}

export interface Cluster {
  urls: Record<Instance, string>;
  recorder: Recorder;
  /** Instances a player found unreachable lately: its next calls go to the other one (a load balancer's failover). */
  down: Record<Instance, number>;
}

const TIMEOUT_MS = 20_000;

/** A browser tab of one simulated player: its cookies, its address (X-Forwarded-For through a trusted proxy). */
export class Tab {
  readonly jar = new Map<string, string>();
  constructor(
    private readonly cluster: Cluster,
    readonly address: string,
  ) {}

  /** The instance to use: `wanted`, unless it failed to answer in the last few seconds. */
  pick(wanted: Instance): Instance {
    return Date.now() - this.cluster.down[wanted] < 3_000 ? other(wanted) : wanted;
  }

  headers(extra?: HeadersInit): Headers {
    const headers = new Headers(extra);
    headers.set('x-forwarded-for', this.address);
    if (this.jar.size > 0) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    return headers;
  }

  keepCookies(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** One request, recorded; throws NoReply when there was no HTTP answer. */
  async call(
    instance: Instance,
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string | number>; headers?: HeadersInit } = {},
  ): Promise<Reply> {
    const method = init.method ?? 'GET';
    const headers = this.headers(init.headers);
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(init.form)) form.append(name, String(value));
      body = form;
    }
    const endpoint = endpointOf(method, path);
    const t0 = Date.now();
    try {
      const res = await fetch(new URL(path, this.cluster.urls[instance]), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      this.cluster.recorder.record(endpoint, instance, t0, Date.now(), res.status);
      this.keepCookies(res);
      return { status: res.status, text, headers: res.headers, instance };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
      this.cluster.recorder.record(endpoint, instance, t0, Date.now(), null, cause);
      this.cluster.down[instance] = Date.now();
      throw new NoReply(`${endpoint} on ${instance}: ${cause}`);
    }
  }
}

/** The reply's JSON body, or {} when it is not JSON (an HTML page, an empty body). */
export function jsonOf(reply: Reply): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(reply.text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
