// docs/product.md#routes-fallbacks router error fallback: 'Oops! Something went wrong' and 'Go to homepage'; reported
// as critical.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, messageStack } from 'styled-system/recipes';
import { useT } from '../../i18n/use-t';
import { reportCrash } from './report-crash';

function Fallback({ onHome }: { onHome: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="route-error"
      className={cx(
        messageStack(),
        css({
          py: '16',
          gap: '4',
        }),
      )}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('errors.boundary')}</h1>
      <button type="button" className={button()} onClick={onHome}>
        {t('common.goHome')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Who was signed in, for the report (docs/product.md#calls-list client error report). */
  userId: string | number | null;
  /** Changing it (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  onHome: () => void;
}

export class RouteErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportCrash({
      userId: this.props.userId,
      explanation: `Route ${this.props.resetKey} crashed`,
      error: `${error.stack ?? error.message}
${info.componentStack ?? ''}`,
      tags: ['critical', 'router'],
    });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // Going home must recover even when the crash happened on / itself (the path does not change).
    const home = () => {
      this.setState({ error: null });
      this.props.onHome();
    };
    return <Fallback onHome={home} />;
  }
}
