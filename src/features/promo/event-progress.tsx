// docs/product.md#entities-content promo event/progress: the current events with the player's progress {current, total,
// currency} and ticket. Shown on /promo; exported for the menu (docs/product.md#routes-promo "current event progress").
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { ApiError } from '../../api/errors';
import { currentEventsQuery } from '../../api/promo';
import type { PromoEvent } from '../../../contract/schemas/content';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { QueryView, queryViewState } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';

function EventRow({ event }: { event: PromoEvent }) {
  const t = useT();
  const { progress } = event;
  const share = progress && progress.total > 0 ? Math.min(1, Math.max(0, progress.current / progress.total)) : 0;
  const value = progress
    ? t('promo.events.value', {
        current: formatMoney(progress.current, progress.currency),
        total: formatMoney(progress.total, progress.currency),
      })
    : null;
  const titleId = `promo-event-${event.id}`;
  return (
    <li data-testid="promo-event" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' })}>
        <h3 id={titleId} className={css({ fontWeight: 'semibold' })}>
          {event.title}
        </h3>
        {event.ticket_id && (
          <span className={css({ fontSize: 'sm', color: 'textMuted', fontVariantNumeric: 'tabular-nums' })}>
            {t('promo.events.ticket', { id: event.ticket_id })}
          </span>
        )}
      </div>
      {progress && value && (
        <>
          <div
            role="progressbar"
            aria-labelledby={titleId}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={Math.min(progress.current, progress.total)}
            aria-valuetext={value}
            className={css({ h: '2.5', borderRadius: 'full', bg: 'surfaceRaised', overflow: 'hidden' })}
          >
            {/* An SVG bar, drawn with attributes: the page's CSP refuses inline styles in the server's HTML. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 100 1"
              preserveAspectRatio="none"
              className={css({ display: 'block', w: 'full', h: 'full' })}
            >
              <rect width={Math.round(share * 100)} height="1" className={css({ fill: 'accent' })} />
            </svg>
          </div>
          <p
            data-testid="promo-event-value"
            className={css({ fontSize: 'sm', color: 'textMuted', fontVariantNumeric: 'tabular-nums' })}
          >
            {value}
          </p>
        </>
      )}
    </li>
  );
}

/** The current events block; renders nothing when there are none. */
export function EventProgress({ className }: { className?: string }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const events = useQuery(currentEventsQuery(authenticated));
  if (queryViewState(events) === 'empty') return null;
  return (
    <section
      aria-labelledby="promo-events-title"
      data-testid="promo-events"
      data-state={queryViewState(events)}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }), className)}
    >
      <h2 id="promo-events-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('promo.events.title')}
      </h2>
      <QueryView
        query={events}
        failed={{
          variant: 'inline',
          message: errorText(events.error as ApiError, t, 'errors.requestFailed') ?? t('errors.requestFailed'),
        }}
        loading={
          // About the height of the usual two events (and the guest hint), so the offers below do not jump
          // down when they arrive (docs/architecture.md, Performance: no jumps).
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: '4rem',
              '&[data-guest]': { minHeight: '6rem' },
            })}
            data-guest={authenticated ? undefined : ''}
          >
            <Spinner label={t('common.loading')} />
          </div>
        }
      >
        {(list) => (
          <>
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              {list.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
            {!authenticated && (
              <p className={css({ fontSize: 'sm', color: 'textMuted' })}>{t('promo.events.loginHint')}</p>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
