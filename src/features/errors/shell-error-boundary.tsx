// Last line of defence above the layout: a crash in the header, footer or providers shows the critical
// error screen (docs/product.md#routes-header), never a white page.
import { Component, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { CriticalErrorScreen } from './critical-error-screen';
import { reportCrash } from './report-crash';

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
    void reportCrash({
      userId: null,
      explanation: 'App shell crashed',
      error: error.stack ?? error.message,
      tags: ['critical', 'shell'],
    });
  }

  override render() {
    return this.state.failed ? <TranslatedCriticalScreen /> : this.props.children;
  }
}
