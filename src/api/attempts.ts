// Idempotency keys of money-moving posts (docs/api.md#idempotency). An attempt is one post: its method, address and
// body. Its key is made when it is first sent and kept while no definite answer has come back (the connection
// dropped, the time ran out, the server failed, the player gave up waiting), so the player's retry of the very same
// post carries the same key and the server answers it with the first reply instead of moving the money twice. A
// definite answer, a success or a refusal, ends the attempt: the next identical post is a new payment with a new key.

/** Keys of the attempts still waiting for a definite answer, by what they post. */
const open = new Map<string, string>();

/** 128 random bits as hex: `crypto.randomUUID` exists only on secure pages, getRandomValues everywhere. */
function newKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a post carries, as one string: the same fields with the same values give the same string. */
function bodyOf(body: Record<string, unknown> | FormData | undefined): string {
  if (body === undefined) return '';
  if (body instanceof FormData) {
    const fields = [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
    return JSON.stringify(fields.sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)));
  }
  return JSON.stringify(body);
}

export interface Attempt {
  key: string;
  /** A definite answer came back: the attempt is over. */
  end(): void;
}

/** The attempt of this post: the open one with the same method, address and body, else a new one. */
export function attemptOf(method: string, url: string, body: Record<string, unknown> | FormData | undefined): Attempt {
  const what = `${method} ${url}\n${bodyOf(body)}`;
  let key = open.get(what);
  if (key === undefined) {
    key = newKey();
    open.set(what, key);
  }
  return { key, end: () => open.delete(what) };
}
