// The live balance stream of docs/api.md#player-protection (GET user/events, server-sent events), apart from the other
// protection calls (protection.ts): the session opens it on every page, so it stays small and loads its schema lazily.
import type { BalanceEvent } from '../../contract/schemas/protection';
import { apiUrl, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/protection'));

export interface BalanceStreamHandlers {
  open: () => void;
  balance: (balance: BalanceEvent) => void;
  /** The stream failed or ended; the EventSource is closed (the live balance machine decides when to try again). */
  error: () => void;
}

/**
 * GET user/events as server-sent events: `open` once connected, `balance` for every event `balance` (parsed with the
 * contract's schema; one that does not parse is dropped), `error` when it fails or ends. Returns the closer.
 */
export function openBalanceStream(handlers: BalanceStreamHandlers): () => void {
  let closed = false;
  let source: EventSource | undefined;
  const schema = schemas('balanceEvent')();
  schema.catch(() => undefined);
  const fail = () => {
    if (closed) return;
    closed = true;
    source?.close();
    handlers.error();
  };
  try {
    const url = apiUrl('user/events');
    source = new EventSource(url, { withCredentials: new URL(url).origin !== globalThis.location?.origin });
  } catch {
    queueMicrotask(fail);
    return () => {
      closed = true;
    };
  }
  source.addEventListener('open', () => closed || handlers.open());
  source.addEventListener('balance', (event) => {
    const data = (event as MessageEvent<string>).data;
    void schema.then(
      (balanceEvent) => {
        if (closed) return;
        let value: unknown;
        try {
          value = JSON.parse(data);
        } catch {
          return;
        }
        const parsed = balanceEvent.safeParse(value);
        if (parsed.success) handlers.balance(parsed.data);
      },
      () => undefined,
    );
  });
  // EventSource reconnects by itself after an error; the machine owns the backoff, so every error closes it here.
  source.addEventListener('error', fail);
  return () => {
    closed = true;
    source?.close();
  };
}
