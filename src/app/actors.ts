// App-level actors (DESIGN.md §2: the composition root owns them). Real API calls are injected here
// with .provide(); the machines themselves only know named stubs.
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise } from 'xstate';
import { http } from '../api/http';
import { setLocale } from '../api/locale';
import { authorize, getSession, logout } from '../api/session';
import { getBalance, getProfile } from '../api/user';
import type { Locale } from '../config/constants';
import { pickStartupLocale } from '../i18n/locale-detect';
import { localeMachine } from '../machines/locale/locale.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { loadCatalogue } from './catalogues';
import { inspect } from './inspect';
import './inspect-start';
import { queryClient } from './query-client';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      loadSession: fromPromise(({ signal }) => getSession({ signal })),
      loadAccount: fromPromise(async ({ signal }) => {
        const [profile, balance] = await Promise.all([getProfile({ signal }), getBalance({ signal })]);
        return { profile, balance };
      }),
      loadBalance: fromPromise(({ signal }) => getBalance({ signal })),
      logout: fromPromise(async ({ signal }) => {
        await logout({ signal });
      }),
    },
    actions: {
      goHome: () => navigate('/'),
      // Player-specific queries (histories, bonuses...) must not outlive the account they belong to.
      accountChanged: () => {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'user' || q.queryKey[0] === 'player' });
      },
    },
  }),
  { inspect },
);

// spec §7 / STYLE.md: any call answering 401 de-authorises; the HTTP layer only reports it.
http.setUnauthorizedHandler(() => sessionActor.send({ type: 'session.deauthorize' }));

export const localeActor = createActor(
  localeMachine.provide({
    actors: {
      loadCatalogue: fromPromise(({ input }: { input: { locale: Locale } }) => loadCatalogue(input.locale)),
      postLocale: fromPromise(async ({ input, signal }: { input: { locale: Locale }; signal: AbortSignal }) => {
        await setLocale(input.locale, { signal });
      }),
    },
    actions: {
      storeLocale: ({ context }) => {
        writeStored(STORAGE_KEYS.lang, context.locale);
        document.documentElement.lang = context.locale;
      },
      // spec §4: after a change the locale-dependent server data is fetched again.
      localeChanged: () => {
        void queryClient.invalidateQueries();
      },
    },
  }),
  {
    inspect,
    input: {
      locale: pickStartupLocale({
        storedLang: readStored(STORAGE_KEYS.lang),
        countryCode: readStored(STORAGE_KEYS.countryCode) ?? browserRegion(),
      }),
    },
  },
);

export { authorize };

/** The visitor's country as the browser states it (fr-HT, ht-HT, en-US…), when nothing is stored yet. */
function browserRegion(): string | null {
  for (const tag of globalThis.navigator?.languages ?? []) {
    const region = tag.split('-')[1];
    if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  }
  return null;
}

export function startAppActors() {
  sessionActor.start();
  localeActor.start();
  document.documentElement.lang = localeActor.getSnapshot().context.locale;
}
