// Pieces both history pages share: the guest redirect, the filter bar, loading rows and the empty state.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { css } from 'styled-system/css';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

/** docs/product.md#roles: histories are for players; guests go to /login once the session check has answered. */
export function PlayerPage({ title, children }: { title: string; children: ReactNode }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  if (!checking && !authenticated) return <Redirect to="/login" replace />;
  return (
    <Page title={title}>
      {authenticated ? (
        children
      ) : (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </Page>
  );
}

export const filterBar = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  flexWrap: 'wrap',
  alignItems: { base: 'stretch', sm: 'flex-end' },
  gap: '3',
  p: { base: '3', md: '4' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
});

const skeletonRow = css({
  h: '16',
  borderRadius: 'card',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  animation: 'pulse 1.4s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** Placeholder rows while the first page loads. */
export function LoadingRows({ count = 5 }: { count?: number }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      data-testid="history-loading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <div key={i} className={skeletonRow} />
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <p
      data-testid="history-empty"
      className={css({
        p: '8',
        textAlign: 'center',
        color: 'textMuted',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'card',
      })}
    >
      {text}
    </p>
  );
}
