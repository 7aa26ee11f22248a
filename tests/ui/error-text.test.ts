// docs/product.md#errors-handling: the texts a failed call shows, the 429 ones in the player's language.
import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/ui/error-text';

/** A catalogue stand-in: the id with its values, so the test sees which text and which seconds were asked for. */
const t = (id: string, values?: Record<string, string | number>) => (values ? `${id} ${JSON.stringify(values)}` : id);

describe('errorText', () => {
  it('a 429 with retry_after says the app\'s "Retry after {time}s", not the server\'s English line', () => {
    const limited = { kind: 'http', status: 429, serverMessage: 'Retry after 840s', retryAfter: 840 } as const;
    expect(errorText(limited, t, 'errors.requestFailed')).toBe('errors.retryAfter {"time":840}');
  });

  it('a 429 without retry_after says "Please try again later"', () => {
    const limited = {
      kind: 'http',
      status: 429,
      serverMessage: 'Too many SMS requests. Please try again later',
    } as const;
    expect(errorText(limited, t, 'errors.requestFailed')).toBe('errors.tryLater');
  });

  it("other refusals keep the server's message, else the kind's text", () => {
    expect(errorText({ kind: 'http', status: 200, serverMessage: 'Wrong password' }, t, 'errors.requestFailed')).toBe(
      'Wrong password',
    );
    expect(errorText({ kind: 'http', status: 503 }, t, 'errors.requestFailed')).toBe('errors.requestFailed');
    expect(errorText({ kind: 'network' }, t, 'errors.requestFailed')).toBe('errors.network');
    expect(errorText({ kind: 'abort' }, t, 'errors.requestFailed')).toBeNull();
  });
});
