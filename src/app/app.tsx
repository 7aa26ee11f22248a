import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
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
  if (failed) {
    return (
      <CriticalErrorScreen
        texts={FALLBACK_CRITICAL_TEXTS}
        onRetry={() => localeActor.send({ type: 'catalogue.retry' })}
      />
    );
  }
  // The catalogue is a small chunk: until it arrives the dark page stays empty but says it is busy.
  if (!allMessages) return <div aria-busy="true" style={{ minHeight: '100dvh' }} />;
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
