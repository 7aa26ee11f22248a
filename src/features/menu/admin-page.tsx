// /admin (docs/product.md#routes-menu, docs/product.md#roles): the admin area, opened from the menu in a new tab, for
// admins only. Its content is not part of this app (docs/product.md#routes-list), so an admin sees a notice; anyone
// else goes to /.
import { useSelector } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import type { SnapshotFrom } from 'xstate';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { type SessionActor, useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAdmin, selectIsChecking } from '../../machines/session/session.selectors';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

type SessionSnapshot = SnapshotFrom<SessionActor>;
const selectIsLoadingAccount = (s: SessionSnapshot) => s.matches({ authenticated: 'loadingAccount' });

export function AdminPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  const checking = useSelector(sessionActor, selectIsChecking);
  const loadingAccount = useSelector(sessionActor, selectIsLoadingAccount);
  const isAdmin = useSelector(sessionActor, selectIsAdmin);
  // The profile (is_admin) arrives after the session check: wait for both before deciding.
  const deciding = checking || loadingAccount;
  if (!deciding && !isAdmin) return <Redirect to="/" replace />;
  return (
    <Page title={t('page.admin')}>
      {deciding ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label={t('menu.adminChecking')} />
        </div>
      ) : (
        <div
          data-testid="admin-area"
          className={cx(
            card({ padded: false }),
            css({
              p: { base: '6', md: '10' },
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
              alignItems: 'flex-start',
            }),
          )}
        >
          <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t('menu.adminNotice')}</p>
          <p className={css({ color: 'textMuted' })}>{t('menu.adminHint')}</p>
          <Link href="/" className={button({ variant: 'secondary' })}>
            {t('nav.games')}
          </Link>
        </div>
      )}
    </Page>
  );
}
