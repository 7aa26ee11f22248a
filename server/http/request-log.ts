// One line per request on stdout: method, path (without the query, which may carry a token), status and
// milliseconds, e.g. `GET /api/session 200 3ms`. The status is coloured only when stdout is a terminal and
// NO_COLOR is unset, so a log file or a pipe gets plain text (docs/architecture.md).
import type { Context, MiddlewareHandler } from 'hono';

export interface RequestLogOptions {
  /** Where a line goes (default: stdout). */
  write?: (line: string) => void;
  /** ANSI colour on the status (default: stdout is a TTY and NO_COLOR is unset). */
  color?: boolean;
  /** Requests not to log (the server renderer's in-process API reads: part of the page's one line). */
  skip?: (c: Context) => boolean;
}

export const colorWanted = (stream: { isTTY?: boolean } = process.stdout, env: NodeJS.ProcessEnv = process.env) =>
  stream.isTTY === true && env.NO_COLOR === undefined;

/** Green 2xx/3xx, yellow 4xx, red 5xx. */
function paint(status: number): string {
  const code = status >= 500 ? 31 : status >= 400 ? 33 : 32;
  return `\u001b[${code}m${status}\u001b[39m`;
}

export function requestLog({
  write = (line) => process.stdout.write(`${line}\n`),
  color = colorWanted(),
  skip = () => false,
}: RequestLogOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (skip(c)) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const status = c.res.status;
      write(`${c.req.method} ${c.req.path} ${color ? paint(status) : status} ${ms}ms`);
    }
  };
}
