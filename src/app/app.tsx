import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'wouter';
import { CriticalErrorScreen, FALLBACK_CRITICAL_TEXTS } from '../features/errors/critical-error-screen';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ShellErrorBoundary } from '../features/errors/shell-error-boundary';
import { AppLayout } from '../features/layout/app-layout';
import { selectCatalogueFailed, selectLocale, selectMessages } from '../machines/locale/locale.selectors';
import { selectSessionState, selectUserId } from '../machines/session/session.selectors';
import { AppRoutes } from '../routes';
import type { Messages } from '../machines/locale/locale.machine';
import { localeActor, sessionActor } from './actors';
import { useRouteCatalogue } from './catalogues';
import { queryClient } from './query-client';
import { SeoHead } from './seo';

function reportMissingTranslation(error: { code?: string; message: string }) {
  // spec §8: a missing key logs a warning and shows the key.
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
  else console.error(error);
}

/** Browsers ship no Intl data for Kreyòl; Haiti formats numbers and dates the French way. */
const intlLocale = (locale: string) => (locale === 'ht' ? 'fr-HT' : locale);

/** index.html's boot bar (src/index.css .boot-bar), kept while the catalogue loads so the screen never blanks. */
function BootBar() {
  return (
    <div aria-busy="true" style={{ minHeight: '100dvh' }}>
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
  const sessionState = useSelector(sessionActor, selectSessionState);
  const userId = useSelector(sessionActor, selectUserId);
  return (
    <div data-session={sessionState}>
      <SeoHead />
      <AppLayout>
        <RouteErrorBoundary resetKey={path} userId={userId} onHome={() => navigate('/')}>
          <AppRoutes />
        </RouteErrorBoundary>
      </AppLayout>
    </div>
  );
}

export function App() {
  const locale = useSelector(localeActor, selectLocale);
  const messages = useSelector(localeActor, selectMessages);
  const failed = useSelector(localeActor, selectCatalogueFailed);
  const routeMessages = useRouteCatalogue(locale);
  const allMessages = useMemo(
    (): Messages | null => (messages && routeMessages ? ({ ...messages, ...routeMessages } as Messages) : messages),
    [messages, routeMessages],
  );
  // Issue 8: the whole app's first render is a transition, so React renders it in small slices between which the
  // phone can paint and answer a tap, rather than in one long task. Later renders (a route's texts arriving, a
  // language change) use the messages at once, so a page never renders before its texts.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (allMessages && !started) startTransition(() => setStarted(true));
  }, [allMessages, started]);
  if (failed) {
    return (
      <CriticalErrorScreen
        texts={FALLBACK_CRITICAL_TEXTS}
        onRetry={() => localeActor.send({ type: 'catalogue.retry' })}
      />
    );
  }
  // The catalogue is a small chunk: until it arrives the page keeps index.html's boot bar and says it is busy.
  if (!allMessages || !started) return <BootBar />;
  return (
    <IntlProvider
      locale={intlLocale(locale)}
      messages={allMessages}
      defaultLocale="en"
      onError={reportMissingTranslation}
    >
      <QueryClientProvider client={queryClient}>
        <ShellErrorBoundary>
          <Shell />
        </ShellErrorBoundary>
      </QueryClientProvider>
    </IntlProvider>
  );
}
