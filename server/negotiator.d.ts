// negotiator 1.x (server/http/compress.ts): its `preferred` option (the server's order on a tie of q values)
// is newer than the published @types/negotiator.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
