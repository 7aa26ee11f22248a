// What the play-time limit shows on the game page (docs/product.md#flows-play-time): the warning above the game in its
// last 5 minutes, and the clear screen that takes the game's place once the day's limit is reached, until the day
// ends. The play-time machine of the game page decides; these only render what it says.
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { accentNote, button, messageStack, card } from 'styled-system/recipes';
import { useT } from '../../i18n/use-t';

/** The warning: whole minutes of play left today. */
export function PlayTimeWarning({ minutes }: { minutes: number }) {
  const t = useT();
  return (
    <p role="status" data-testid="play-time-warning" className={cx(accentNote(), css({ fontWeight: 'bold' }))}>
      {t('protection.playTime.warning', { minutes })}
    </p>
  );
}

/** The clear screen in the game's place: the limit is reached, play starts again at `until`. */
export function PlayTimeOver({ until }: { until: number | null }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section
      data-testid="play-time-over"
      aria-labelledby="play-time-over-title"
      className={cx(
        card({ padded: false }),
        messageStack(),
        css({
          justifyContent: 'center',
          gap: '3',
          p: { base: '6', md: '10' },
          minH: { base: '60', md: '80' },
        }),
      )}
    >
      <h2 id="play-time-over-title" className={css({ fontSize: 'xl', fontWeight: 'extrabold' })}>
        {t('protection.playTime.overTitle')}
      </h2>
      <p className={css({ maxW: '40rem' })}>
        {t('protection.playTime.overText', {
          time: until === null ? '…' : intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
        <Link href="/" className={button()}>
          {t('protection.playTime.lobby')}
        </Link>
        <Link href="/personal#limits" className={button({ variant: 'secondary' })}>
          {t('protection.playTime.limits')}
        </Link>
      </div>
    </section>
  );
}
