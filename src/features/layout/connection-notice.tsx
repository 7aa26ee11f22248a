// spec §8: when the API cannot be reached the app says so and offers a retry instead of failing silently.
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { sessionActor } from '../../app/actors';
import { useT } from '../../i18n/use-t';
import { selectServerUnreachable } from '../../machines/session/session.selectors';

export function ConnectionNotice() {
  const t = useT();
  const unreachable = useSelector(sessionActor, selectServerUnreachable);
  if (!unreachable) return null;
  return (
    <div
      role="alert"
      data-testid="connection-notice"
      className={css({ bg: 'coral.500/15', borderBottomWidth: '1px', borderColor: 'coral.500/40', color: 'text' })}
    >
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '3', md: '6' },
          py: '2',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          fontSize: 'sm',
        })}
      >
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
