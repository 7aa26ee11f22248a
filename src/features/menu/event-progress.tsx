// docs/product.md#routes-promo Menu: the current event's progress (docs/product.md#entities-content promo
// event/progress) for a signed-in player. Shown only when there is an event; a failed call hides the block rather than
// alarming the player.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';
import { ProgressBar } from '../../ui/progress-bar';
import { currentEventQuery } from './current-event';

export function EventProgress() {
  const t = useT();
  const event = useQuery(currentEventQuery()).data;
  if (!event) return null;
  const { current, total, currency } = event.progress;
  const text = t('menu.eventProgressValue', {
    current: formatMoney(current, currency),
    total: formatMoney(total, currency),
  });
  return (
    <section
      aria-labelledby="menu-event-title"
      data-testid="menu-event"
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2', px: '4', py: '3' }))}
    >
      <p className={css({ fontSize: 'xs', color: 'textMuted' })}>{t('menu.currentEvent')}</p>
      <h2 id="menu-event-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        <Link href="/promo" className={css({ _hover: { color: 'link' } })}>
          {event.title}
        </Link>
      </h2>
      <ProgressBar current={current} total={total} label={t('menu.eventProgress')} valueText={text} />
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
        <span data-testid="menu-event-progress" className={css({ fontVariantNumeric: 'tabular-nums' })}>
          {text}
        </span>
        {event.ticket_id && (
          <span className={css({ color: 'textMuted' })}>{t('menu.eventTicket', { ticket: event.ticket_id })}</span>
        )}
      </div>
    </section>
  );
}
