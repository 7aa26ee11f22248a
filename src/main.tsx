// Composition root (docs/architecture.md): styles, the tab's services (app-level actors, query cache), providers.
// When the server rendered the page (docs/architecture.md "Server rendering") the app hydrates its HTML with the
// server's language and data; when it sent the plain shell instead, the app renders from scratch as before.
import './index.css';
import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { http } from './api/http';
import { getSession } from './api/session';
import { createAppServices } from './app/actors';
import { App } from './app/app';
import { ensureRouteCatalogue, loadCatalogue, setPageLocale } from './app/catalogues';
import './app/inspect-start';
import type { DataSaver } from './app/data-saver';
import { readStored, STORAGE_KEYS } from './app/storage';
import { warmUp } from './app/warm-up';
import { yieldToMain } from './app/yield-to-main';
import type { Locale } from '../contract/constants';
import { DEFAULT_LOCALE, isLocale } from '../contract/constants';
import { selectLocale } from './machines/locale/locale.selectors';
import { preloadRoute, usesRouteCatalogue } from './routes';

interface ServerData {
  locale: Locale;
  /** The visitor's country as the server found it (docs/api.md#visitor-country). */
  country?: string | null;
  dataSaver: DataSaver;
  queries: DehydratedState;
}

function serverData(): ServerData | null {
  const script = document.getElementById('ssr-data');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerData;
  } catch {
    return null;
  }
}

/**
 * The shell's language when the server did not render: the same rules as the server's, from what the tab has (the
 * server wrote its own choice, from its cookie or the visitor's country, into <html lang>; a `?lang=` it honoured
 * wins when the visit starts). Its code loads only for the shell.
 */
async function shellLocale(): Promise<Locale> {
  const { pickRequestLocale } = await import('../contract/locale-detect');
  const lang = document.documentElement.lang;
  return pickRequestLocale({
    langCookie: readStored(STORAGE_KEYS.lang) ?? (isLocale(lang) ? lang : null),
    countryCode: readStored(STORAGE_KEYS.countryCode),
    acceptLanguage: navigator.languages.join(','),
  });
}

async function boot() {
  const root = document.getElementById('root');
  if (!root) return;
  // The modules' evaluation was one task; what follows starts in the next.
  await yieldToMain();
  const data = serverData();
  const locale = data?.locale ?? (await shellLocale().catch(() => DEFAULT_LOCALE));
  // The session check starts now, beside the catalogue and the page's code; its actor picks it up after hydration.
  const firstSession = getSession();
  firstSession.catch(() => undefined);
  const path = location.pathname;
  // Hydration needs everything the server used: the catalogue (with its route part when the page uses it) and,
  // best, the page's code, so the page is live at once and never re-rendered from scratch.
  const [messages] = await Promise.all([
    loadCatalogue(locale).catch(() => null),
    data && usesRouteCatalogue(path) ? ensureRouteCatalogue(locale).catch(() => undefined) : null,
    data ? preloadRoute(path) : null,
  ]);
  const services = createAppServices({
    locale,
    messages,
    server: false,
    origin: location.origin,
    ...(data ? { dataSaver: data.dataSaver } : {}),
    firstSession,
    serverCountry: data?.country,
  });
  await yieldToMain();
  setPageLocale(() => selectLocale(services.locale.getSnapshot()));
  // docs/api.md: any call answering 401 de-authorises; the HTTP layer only reports it.
  http.setUnauthorizedHandler(() => services.session.send({ type: 'session.deauthorize' }));
  if (data) hydrateQueries(services.queryClient, data.queries);
  warmUp(services.queryClient, { hydrating: data !== null });
  document.documentElement.lang = locale;

  const app = (
    <StrictMode>
      {/* Nothing to hydrate (the shell), or no catalogue (no page can become live, and the locale machine must try
          again or say so): the actors start right after the first render. */}
      <App services={services} lateStartMs={data && messages ? undefined : 0} />
    </StrictMode>
  );
  const onCaughtError = (error: unknown, info: { componentStack?: string; errorBoundary?: unknown }) => {
    // A below-the-fold part whose code could not load (src/ui/when-visible.tsx) leaves its placeholder: a warning.
    const boundary = info.errorBoundary as { constructor?: { optionalPart?: boolean } } | undefined;
    if (boundary?.constructor?.optionalPart) console.warn('A part of the page could not load:', String(error));
    else console.error(error, info.componentStack);
  };
  // A transition: React hydrates (or renders) in small slices between which the phone can paint and answer a tap.
  startTransition(() => {
    // Without its catalogue the page cannot be hydrated (its texts would not match): the app renders from
    // scratch instead, and the locale machine shows the critical error screen with a retry.
    if (data && messages) {
      hydrateRoot(root, app, {
        onCaughtError,
        // A page the browser would render differently from the server is a bug: say so loudly (the browser
        // tests fail on console errors), React has already recovered by rendering that part again.
        onRecoverableError: (error) => {
          const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${String(error.cause)})` : '';
          console.error(`Hydration failed: ${String(error)}${cause}`);
        },
      });
    } else {
      createRoot(root, { onCaughtError }).render(app);
    }
  });
}

void boot();
