// App-level actors (docs/architecture.md: the composition root owns them). Real API calls are injected here
// with .provide(); the machines themselves only know named stubs. createAppServices makes one set per render
// tree: the browser tab makes one (src/main.tsx), the server one per request (src/entry-server.tsx), where the
// actors are never started, so no machine runs an invoke or a timer on the server.
import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise } from 'xstate';
import { checkAuthorization, getSession, logout } from '../api/session';
import { getBalance, getProfile } from '../api/user';
import type { Locale } from '../../contract/constants';
import { isLocale } from '../../contract/constants';
import { type Messages, localeMachine } from '../machines/locale/locale.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { loadCatalogue } from './catalogues';
import { inspect } from './inspect';
import { DATA_SAVER_OFF, type DataSaver } from './data-saver';
import { isPlayerQuery, newQueryClient } from './query-client';
import type { AppServices, TelegramActor } from './services';
import { readCookie, readStored, writeLangCookie, writeStored, STORAGE_KEYS } from './storage';
import { markLive } from '../ui/use-page-live';

export interface ServicesOptions {
  locale: Locale;
  /** The locale's catalogue when already loaded: the locale actor then starts ready (no loading screen). */
  messages: Messages | null;
  server: boolean;
  /** The site's origin: location.origin in the browser, the request's on the server. */
  origin: string;
  /** Low-data mode as the server rendered the page (off when the browser renders from scratch). */
  dataSaver?: DataSaver;
  /** The browser's first session check, started with the entry before hydration (src/main.tsx). */
  firstSession?: ReturnType<typeof getSession>;
  /** The visitor's country as the page's server data says it (src/entry-server.tsx). */
  serverCountry?: string | null | undefined;
}

export function createAppServices({
  locale,
  messages,
  server,
  origin,
  dataSaver = DATA_SAVER_OFF,
  firstSession,
  serverCountry,
}: ServicesOptions): AppServices {
  /** A logout runs: player reads wait (docs/product.md#flows-session). */
  let playerReadsHeld = false;
  const queryClient: QueryClient = newQueryClient(() => playerReadsHeld);
  let pendingFirstSession = firstSession;
  /** The account whose player queries the cache may hold (null: none, or not known yet). */
  let queriesAccount: string | number | null = null;

  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadSession: fromPromise(({ signal }) => {
          const early = pendingFirstSession;
          pendingFirstSession = undefined;
          return early ?? getSession({ signal });
        }),
        // docs/product.md#roles: the check after a failed payment-system call.
        checkAuthorization: fromPromise(({ signal }) => checkAuthorization({ signal })),
        loadAccount: fromPromise(async ({ signal }) => {
          const [profile, balance] = await Promise.all([getProfile({ signal }), getBalance({ signal })]);
          return { profile, balance };
        }),
        loadBalance: fromPromise(({ signal }) => getBalance({ signal })),
        logout: fromPromise(async ({ signal }) => {
          await logout({ signal });
        }),
        // docs/product.md#flows-live-balance: the live balance loads with the first signed-in session and reports
        // to this one (balance.live, stream.live, stream.lost).
        // It never settles: leaving the signed-in state aborts its signal, which stops the stream.
        liveBalance: fromPromise<never>(
          ({ signal }) =>
            new Promise(() => {
              import('./live-balance-actor')
                .then(({ startLiveBalance }) => {
                  if (signal.aborted) return;
                  const stop = startLiveBalance((event) => session.send(event as never));
                  signal.addEventListener('abort', stop);
                })
                // Without it the balance refreshes on its timer, as when the stream cannot be kept.
                .catch(() => undefined);
            }),
        ),
      },
      actions: {
        goHome: () => navigate('/'),
        // docs/product.md#flows-session: a logout drops the player's reads under way and holds new ones; a failed
        // one lets them go on.
        dropPlayerReads: () => {
          playerReadsHeld = true;
          void queryClient.cancelQueries({ predicate: isPlayerQuery });
        },
        resumePlayerReads: () => {
          playerReadsHeld = false;
          void queryClient.refetchQueries({ predicate: isPlayerQuery, type: 'active' });
        },
        // Player-specific queries (histories, bonuses...) must not outlive the account they belong to. The
        // machine says so after every account load: the first one of a session, or a reload of the same
        // account, keeps the queries its pages have started (dropping them made each player page ask twice).
        accountChanged: ({ context }) => {
          playerReadsHeld = false;
          const account = context.profile?.user_id ?? null;
          const kept = account !== null && (queriesAccount === null || queriesAccount === account);
          queriesAccount = account;
          if (kept) return;
          queryClient.removeQueries({ predicate: isPlayerQuery });
        },
      },
    }),
    server ? {} : { inspect },
  );

  const localeLogic = localeMachine.provide({
    actors: {
      loadCatalogue: fromPromise(({ input }: { input: { locale: Locale } }) => loadCatalogue(input.locale)),
      // Its call loads with the first post (after the page is live), not with the page.
      postLocale: fromPromise(async ({ input, signal }: { input: { locale: Locale }; signal: AbortSignal }) => {
        const { setLocale } = await import('../api/locale');
        await setLocale(input.locale, { signal });
      }),
    },
    actions: {
      // docs/product.md#constants-cookies: the country code is kept on the device.
      storeCountry: (_, country) => {
        if (country) writeStored(STORAGE_KEYS.countryCode, country);
      },
      storeLocale: ({ context }) => {
        writeStored(STORAGE_KEYS.lang, context.locale);
        // The server renders the next page in this language (src/entry-server.tsx reads the cookie first).
        writeLangCookie(context.locale);
        document.documentElement.lang = context.locale;
      },
      // docs/product.md: after a change the locale-dependent server data is fetched again.
      localeChanged: () => {
        void queryClient.invalidateQueries();
      },
    },
  });
  // With its catalogue at hand (always on the server, and in the browser once the entry has loaded it) the
  // locale actor starts in its ready state with it, the state the loading state would reach.
  const localeActor = createActor(localeLogic, {
    ...(server ? {} : { inspect }),
    input: { locale },
    ...(messages
      ? {
          snapshot: localeLogic.resolveState({
            value: 'ready',
            context: { locale, requested: locale, messages, error: null },
          }),
        }
      : {}),
  });

  let telegram: TelegramActor | undefined;
  // The session reply names the visitor's country (docs/api.md#visitor-country); without it, what the page or the
  // device knew.
  const visitCountry = firstSession
    ?.then(
      (reply) => reply.country,
      () => null,
    )
    .then((country) => country ?? serverCountry ?? readStored(STORAGE_KEYS.countryCode));
  const services: AppServices = {
    queryClient,
    session,
    locale: localeActor,
    server,
    origin,
    dataSaver,
    visitCountry,
    telegram() {
      telegram ??= createTelegramActor(services);
      return telegram;
    },
  };
  return services;
}

// The Telegram flow loads with the two pages that use it (/login, /loginTG); until then a placeholder
// module hands out its actor (src/app/telegram-actor.ts registers the real factory when loaded).
let createTelegram: ((services: AppServices) => TelegramActor) | undefined;
export function registerTelegramFactory(factory: (services: AppServices) => TelegramActor) {
  createTelegram = factory;
}
function createTelegramActor(services: AppServices): TelegramActor {
  if (!createTelegram) throw new Error('src/app/telegram-actor.ts is not loaded');
  return createTelegram(services);
}

const started = new WeakSet<AppServices>();

/**
 * Browser only, once: starts the tab's actors when the page is live (src/routes.tsx PageLive, or src/main.tsx when
 * no page could become live). Once the server has said where the visitor is, the visit starts with the language
 * chosen on this device (its `lang` cookie, which `?lang=` may have just set, else its storage): the locale machine
 * decides the language and tells the server (docs/product.md#flows-locale).
 */
export function startAppActors(services: AppServices) {
  if (services.server || started.has(services)) return;
  started.add(services);
  markLive();
  services.session.start();
  services.locale.start();
  void services.visitCountry?.then((country) => {
    const stored = [readCookie('lang'), readStored(STORAGE_KEYS.lang)].find(isLocale) ?? null;
    services.locale.send({ type: 'visit.start', stored, country });
  });
}
