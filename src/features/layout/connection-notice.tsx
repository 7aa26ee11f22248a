// docs/product.md#errors-kinds: when the API cannot be reached the app says so and offers a retry instead of failing
// silently. Performance (docs/architecture.md#performance): while the device is offline (the service worker's saved
// shell), a calm notice says so instead, and the session is checked again as soon as the connection is back.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectServerUnreachable } from '../../machines/session/session.selectors';

const offlineBar = css({ bg: 'surfaceRaised', borderBottomWidth: '1px', borderColor: 'border', color: 'text' });
const unreachableBar = css({
  bg: 'coral.500/15',
  borderBottomWidth: '1px',
  borderColor: 'coral.500/40',
  color: 'text',
});
const row = css({
  maxW: 'content',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: '2',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  fontSize: 'sm',
});

export function ConnectionNotice() {
  const sessionActor = useSessionActor();
  const t = useT();
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  const unreachable = useSelector(sessionActor, selectServerUnreachable);

  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      // Back online: what the session check could not load while offline is loaded now.
      if (navigator.onLine) sessionActor.send({ type: 'session.check' });
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [sessionActor]);

  if (!online) {
    return (
      <div role="status" data-testid="offline-notice" className={offlineBar}>
        <div className={row}>{t('errors.offline')}</div>
      </div>
    );
  }
  if (!unreachable) return null;
  return (
    <div role="alert" data-testid="connection-notice" className={unreachableBar}>
      <div className={row}>
        <span>{t('errors.unreachable')}</span>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          onClick={() => sessionActor.send({ type: 'session.check' })}
        >
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}
