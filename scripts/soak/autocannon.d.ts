// The part of autocannon's programmatic API the soak uses (scripts/soak/run.ts); the package ships no types.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  }
  interface Tracker extends PromiseLike<unknown> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Tracker;
  export default autocannon;
}
