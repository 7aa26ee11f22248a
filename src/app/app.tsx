import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { Router, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { CriticalErrorScreen, FALLBACK_CRITICAL_TEXTS } from '../features/errors/critical-error-screen';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ShellErrorBoundary } from '../features/errors/shell-error-boundary';
import { AppLayout } from '../features/layout/app-layout';
import { AccountMenuSlot } from '../features/menu/account-menu-mount';
import { StartupExtras } from '../features/startup/startup-mount';
import {
  selectCatalogueFailed,
  selectLocale,
  selectLocaleState,
  selectMessages,
} from '../machines/locale/locale.selectors';
import { selectSessionFullState, selectSessionState, selectUserId } from '../machines/session/session.selectors';
import type { Locale } from '../../contract/constants';
import { SITE_TIME_ZONE } from '../config/constants';
import { createAppIntl } from '../i18n/intl';
import { AppRoutes } from '../routes';
import type { Messages } from '../machines/locale/locale.machine';
import { startAppActors } from './actors';
import { useRouteCatalogue } from './catalogues';
import { DataSaverAtRender } from './data-saver';
import { SeoHead } from './seo';
import { type AppServices, ServicesProvider, useServices } from './services';

function reportMissingTranslation(error: { code?: string; message: string }) {
  // docs/product.md: a missing key logs a warning and shows the key.
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
  else console.error(error);
}

/** Browsers ship no Intl data for Kreyòl; Haiti formats numbers and dates the French way. */
const intlLocale = (locale: string) => (locale === 'ht' ? 'fr-HT' : locale);

/** index.html's boot bar (src/index.css .boot-bar), kept while the catalogue loads so the screen never blanks. */
function BootBar() {
  return (
    <div aria-busy="true" className="boot-screen">
      <div className="boot-bar" aria-hidden="true">
        <div>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Bèl Chans</span>
        </div>
      </div>
    </div>
  );
}

function Shell() {
  const [path, navigate] = useLocation();
  const { session } = useServices();
  const sessionState = useSelector(session, selectSessionState);
  const sessionFullState = useSelector(session, selectSessionFullState);
  const userId = useSelector(session, selectUserId);
  return (
    // data-state: the session machine's full state (UI path tests), data-session its top level.
    <div data-session={sessionState} data-state={sessionFullState}>
      <SeoHead />
      <AppLayout extras={<StartupExtras />} accountMenu={<AccountMenuSlot />}>
        <RouteErrorBoundary resetKey={path} userId={userId} onHome={() => navigate('/')}>
          <AppRoutes />
        </RouteErrorBoundary>
      </AppLayout>
    </div>
  );
}

function Localised() {
  const { locale: localeActor } = useServices();
  const state = useSelector(localeActor, selectLocaleState);
  const locale = useSelector(localeActor, selectLocale);
  const messages = useSelector(localeActor, selectMessages);
  const failed = useSelector(localeActor, selectCatalogueFailed);
  const routeMessages = useRouteCatalogue(locale);
  const allMessages = useMemo(
    (): Messages | null => (messages && routeMessages ? ({ ...messages, ...routeMessages } as Messages) : messages),
    [messages, routeMessages],
  );
  // The locale machine's state (UI path tests), on a box that adds nothing to the layout.
  return (
    <div data-testid="locale" data-state={state} className={css({ display: 'contents' })}>
      {failed ? (
        <CriticalErrorScreen
          texts={FALLBACK_CRITICAL_TEXTS}
          onRetry={() => localeActor.send({ type: 'catalogue.retry' })}
        />
      ) : allMessages ? (
        <Catalogued locale={locale} messages={allMessages} />
      ) : (
        // Only when the browser could not load the catalogue before its first render (src/main.tsx): the page
        // keeps index.html's boot bar and says it is busy while the locale machine tries again.
        <BootBar />
      )}
    </div>
  );
}

function Catalogued({ locale, messages }: { locale: Locale; messages: Messages }) {
  const { queryClient } = useServices();
  // react-intl's context with the app's lean intl object (src/i18n/intl.ts), made again when the language or the
  // catalogue changes.
  const intl = useMemo(
    () =>
      createAppIntl({
        locale: intlLocale(locale),
        messages,
        timeZone: SITE_TIME_ZONE,
        onError: reportMissingTranslation,
      }) as IntlShape,
    [locale, messages],
  );
  return (
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={queryClient}>
        <ShellErrorBoundary>
          <Shell />
        </ShellErrorBoundary>
      </QueryClientProvider>
    </RawIntlProvider>
  );
}

/** The page starts the actors when it is live (src/routes.tsx PageLive); a page that cannot (its code failed to
 * load) must not leave the session unchecked: they start a few seconds later anyway. Part of the tree on both
 * sides (an extra sibling in the browser only would shift every useId of the page). */
const LATE_START_MS = 4_000;
function LateStart({ ms }: { ms: number }) {
  const services = useServices();
  useEffect(() => {
    const timer = setTimeout(() => startAppActors(services), ms);
    return () => clearTimeout(timer);
  }, [services, ms]);
  return null;
}

export interface AppProps {
  services: AppServices;
  /** On the server: the requested path and query (wouter's ssrPath/ssrSearch); the browser reads its location. */
  ssrPath?: string;
  ssrSearch?: string;
  /** When the actors start at the latest after the first render (src/main.tsx: at once when nothing is hydrated). */
  lateStartMs?: number;
}

/** The whole app, the same on the server and in the browser (docs/architecture.md "Server rendering"). */
export function App({ services, ssrPath, ssrSearch, lateStartMs = LATE_START_MS }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <DataSaverAtRender value={services.dataSaver}>
        <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' })}>
          <Localised />
        </Router>
        <LateStart ms={lateStartMs} />
      </DataSaverAtRender>
    </ServicesProvider>
  );
}
