// Last line of defence above the layout: a crash in the header, footer or providers shows the critical
// error screen (docs/product.md#routes-header), never a white page.
import { tabSessionId } from '../../app/analytics-ids';
import { Component, type ReactNode } from 'react';
import { reportClientError } from '../../api/client-error';
import { APP_VERSION } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { CriticalErrorScreen } from './critical-error-screen';

function TranslatedCriticalScreen() {
  const t = useT();
  return (
    <CriticalErrorScreen
      texts={{ title: t('errors.criticalTitle'), text: t('errors.criticalText'), retry: t('common.retry') }}
      onRetry={() => window.location.reload()}
    />
  );
}

export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    void reportClientError({
      // docs/product.md#calls-list client error report: the tab's session (src/app/analytics-ids.ts).
      session_id: tabSessionId(),
      user_id: null,
      explanation: 'App shell crashed',
      error: error.stack ?? error.message,
      tags: ['critical', 'shell'],
      timestamp: Date.now(),
      version: APP_VERSION,
    });
  }

  override render() {
    return this.state.failed ? <TranslatedCriticalScreen /> : this.props.children;
  }
}
