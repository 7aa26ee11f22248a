// The Telegram sign-in actor (spec §4): app-level, because the flow starts on /login and goes on at
// /loginTG, but in its own module so that only those two lazy pages load it (DESIGN.md §6 budget).
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise } from 'xstate';
import { checkTelegramToken, refreshTelegramToken, requestTelegramToken } from '../api/telegram';
import { selectIsAuthenticated } from '../machines/session/session.selectors';
import { telegramMachine } from '../machines/telegram/telegram.machine';
import { sessionActor } from './actors';
import { inspect } from './inspect';

export const telegramActor = createActor(
  telegramMachine.provide({
    actors: {
      requestToken: fromPromise(({ signal }) => requestTelegramToken({ signal })),
      checkToken: fromPromise(({ input, signal }: { input: { token: string }; signal: AbortSignal }) =>
        checkTelegramToken(input.token, { signal }),
      ),
      refreshToken: fromPromise(({ input, signal }: { input: { token: string }; signal: AbortSignal }) =>
        refreshTelegramToken(input.token, { signal }),
      ),
    },
    actions: {
      openSignInPage: () => navigate('/loginTG'),
      authorized: () => sessionActor.send({ type: 'session.authorize' }),
    },
  }),
  { inspect },
);

telegramActor.start();

// spec §4: the Telegram token is reset on logout.
let signedIn = selectIsAuthenticated(sessionActor.getSnapshot());
sessionActor.subscribe((snapshot) => {
  const now = selectIsAuthenticated(snapshot);
  if (signedIn && !now) telegramActor.send({ type: 'telegram.reset' });
  signedIn = now;
});
