// The Telegram sign-in actor (docs/product.md): app-level, because the flow starts on /login and goes on at
// /loginTG, but in its own module so that only those two lazy pages load it (docs/architecture.md budget).
// Importing this module registers the factory; each render tree's services make their actor on first use.
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise } from 'xstate';
import { checkTelegramToken, refreshTelegramToken, requestTelegramToken } from '../api/telegram';
import { selectIsAuthenticated } from '../machines/session/session.selectors';
import { telegramMachine } from '../machines/telegram/telegram.machine';
import { registerTelegramFactory } from './actors';
import { inspect } from './inspect';
import { type AppServices, type TelegramActor, useServices } from './services';

function createTelegramActor({ session, server }: AppServices): TelegramActor {
  const actor = createActor(
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
        authorized: () => session.send({ type: 'session.authorize' }),
      },
    }),
    server ? {} : { inspect },
  );
  // On the server the actor only renders its initial state.
  if (server) return actor;
  actor.start();
  // docs/product.md: the Telegram token is reset on logout.
  let signedIn = selectIsAuthenticated(session.getSnapshot());
  session.subscribe((snapshot) => {
    const now = selectIsAuthenticated(snapshot);
    if (signedIn && !now) actor.send({ type: 'telegram.reset' });
    signedIn = now;
  });
  return actor;
}

registerTelegramFactory(createTelegramActor);

/** The render tree's Telegram actor; importing this module is what makes it available. */
export const useTelegramActor = (): TelegramActor => useServices().telegram();
