// spec §8 'Oops! Games not loaded' with a retry.
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useT } from '../../i18n/use-t';

export function GamesNotLoaded({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="games-not-loaded"
      className={css({
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'card',
        p: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        textAlign: 'center',
      })}
    >
      <p className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('games.notLoaded')}</p>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        onClick={onRetry}
        aria-busy={retrying}
        disabled={retrying}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
