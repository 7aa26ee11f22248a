// In the browser the schemas parse without compiling code (contract/schemas/common.ts): the page's CSP has no
// 'unsafe-eval', and the schemas load with the first call, so every schema module must set this up itself.
import { afterAll, expect, it, vi } from 'vitest';

const NativeFunction = globalThis.Function;
let compiled = 0;

afterAll(() => {
  vi.unstubAllGlobals();
});

it('schemas made in a browser never compile code to parse a reply', async () => {
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal(
    'Function',
    new Proxy(NativeFunction, {
      construct(target, args, newTarget) {
        compiled++;
        return Reflect.construct(target, args, newTarget);
      },
    }),
  );
  // The spy sees what zod's own probe would do.
  new globalThis.Function('');
  expect(compiled).toBe(1);
  compiled = 0;

  const { gameGroups } = await import('../../contract/schemas/games');
  const { session } = await import('../../contract/schemas/session');
  const group = {
    id: 1,
    alias: 'slots',
    name: 'Slots',
    view: { variant: 'card', image: 'cover' },
    games: { list: [], pagination: { page: 1, limit: 12, count: 1 } },
  };
  for (let i = 0; i < 3; i++) {
    expect(session.safeParse({ authenticated: true }).success).toBe(true);
    gameGroups.safeParse({ list: [group] });
  }
  expect(compiled).toBe(0);
});
