// The date picker of the histories, drawn from the state of its flow (src/machines/date-range-picker, run
// by src/features/shared): a button showing the range; on narrow screens (MOBILE_DATE_PICKER_MAX_WIDTH,
// docs/product.md#constants) a modal where Apply commits and Cancel (or Escape, or the backdrop) restores
// the dates in force; on wider screens a popover where a press outside commits and Escape restores
// (docs/product.md#flows). Dates are YYYY-MM-DD or '' (open end).
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { button, field, card, popoverTrigger } from 'styled-system/recipes';
import { useT } from '../i18n/use-t';
import { Dialog } from './dialog';
import { Icon } from './icon';

export interface DateRange {
  from: string;
  to: string;
}

/** The picker's flow as the view draws it, and what the player does, sent back to the flow. */
export interface DateRangeFlowProps {
  /** The flow's state, shown as data-state. */
  state: string;
  open: boolean;
  /** The dates in the two fields. */
  draft: DateRange;
  /** The start is after the end and a commit was refused. */
  showError: boolean;
  canClear: boolean;
  /** Narrow screens: a modal instead of the popover. */
  mobile: boolean;
  onOpen: () => void;
  onApply: () => void;
  onCancel: () => void;
  onChange: (patch: Partial<DateRange>) => void;
  onClear: () => void;
  /** The picker's box: a press or Tab outside it commits (desktop popover). */
  rootRef: RefObject<HTMLDivElement | null>;
  /** The trigger takes the focus back when the picker closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const styles = field();

function formatDay(value: string, locale: string) {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(y, m - 1, d),
  );
}

export function DateRangePickerView({
  value,
  label,
  flow,
}: {
  /** The dates in force, shown on the button. */
  value: DateRange;
  /** What the dates filter, e.g. 'Dates'; shown above the button and in its accessible name. */
  label: string;
  flow: DateRangeFlowProps;
}) {
  const t = useT();
  const { locale } = useIntl();
  const { open, draft, showError, mobile } = flow;
  const fromRef = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), panel: useId(), title: useId(), error: useId(), from: useId(), to: useId() };

  const summary =
    value.from && value.to
      ? t('dateRange.between', { from: formatDay(value.from, locale), to: formatDay(value.to, locale) })
      : value.from
        ? t('dateRange.since', { from: formatDay(value.from, locale) })
        : value.to
          ? t('dateRange.until', { to: formatDay(value.to, locale) })
          : t('dateRange.any');

  // Focus moves to the first date on open (after the modal's own showModal, which runs first).
  useEffect(() => {
    if (open) fromRef.current?.focus();
  }, [open]);

  // Not a <form>: the picker usually sits inside a page's filter form, and forms must not nest. Enter in a
  // date applies, as a form would.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    flow.onApply();
  };

  const fields = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
        <div className={styles.root}>
          <label htmlFor={ids.from} className={styles.label}>
            {t('dateRange.from')}
          </label>
          <input
            ref={fromRef}
            id={ids.from}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? ids.error : undefined}
            onKeyDown={onKeyDown}
            onChange={(e) => flow.onChange({ from: e.target.value })}
            className={`${styles.control} ${dateInput}`}
          />
        </div>
        <div className={styles.root}>
          <label htmlFor={ids.to} className={styles.label}>
            {t('dateRange.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? ids.error : undefined}
            onKeyDown={onKeyDown}
            onChange={(e) => flow.onChange({ to: e.target.value })}
            className={`${styles.control} ${dateInput}`}
          />
        </div>
      </div>
      {showError && (
        <p id={ids.error} role="alert" className={styles.error}>
          {t('dateRange.invalid')}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={flow.onClear}
          disabled={!flow.canClear}
        >
          {t('dateRange.clear')}
        </button>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={flow.onCancel}>
          {t('dateRange.cancel')}
        </button>
        <button type="button" className={button({ variant: 'primary', size: 'sm' })} onClick={flow.onApply}>
          {t('dateRange.apply')}
        </button>
      </div>
    </div>
  );

  return (
    <div
      ref={flow.rootRef}
      data-testid="date-range-picker"
      data-state={flow.state}
      data-mode={mobile ? 'modal' : 'popover'}
      className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '1.5' })}
    >
      <span id={ids.label} className={styles.label}>
        {label}
      </span>
      <button
        ref={flow.triggerRef}
        type="button"
        aria-labelledby={`${ids.label} ${ids.panel}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && !mobile ? ids.panel : undefined}
        onClick={open ? flow.onApply : flow.onOpen}
        className={trigger}
      >
        <span id={`${ids.panel}-value`}>{summary}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {mobile ? (
        <Dialog open={open} title={t('dateRange.title')} onClose={flow.onCancel} testId="date-range-dialog">
          {fields}
        </Dialog>
      ) : (
        open && (
          <div
            id={ids.panel}
            role="dialog"
            aria-labelledby={ids.title}
            data-testid="date-range-popover"
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                flow.onCancel();
              }
            }}
            className={popover}
          >
            <h2 id={ids.title} className={css({ fontSize: 'md', fontWeight: 'bold', mb: '3' })}>
              {t('dateRange.title')}
            </h2>
            {fields}
          </div>
        )
      )}
    </div>
  );
}

const trigger = cx(
  popoverTrigger({ tone: 'field' }),
  css({
    justifyContent: 'space-between',
    gap: '2',
    h: '11',
    px: '3',
    minW: { base: '100%', sm: '16rem' },
    borderRadius: 'control',
    textAlign: 'left',
  }),
);
const popover = cx(
  card({ padded: false }),
  css({
    position: 'absolute',
    top: 'calc(100% + 0.5rem)',
    left: '0',
    zIndex: 30,
    w: '26rem',
    maxW: 'calc(100vw - 2rem)',
    p: '4',
    boxShadow: '0 16px 48px rgba(0,0,0,0.45)',
  }),
);
// The native calendar button follows the dark theme.
const dateInput = css({ colorScheme: 'dark' });
