// docs/product.md#flows-date-range-picker date picker of the histories: a button showing the range; under 650 px wide
// (docs/product.md#constants-layout) it opens a modal where Apply commits and Cancel (or Escape, or the backdrop)
// restores the previous dates; on wider screens a popover where a click outside commits and Escape restores. Dates are
// YYYY-MM-DD or '' (open end); a start after the end is refused with a message and nothing is committed.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { MOBILE_DATE_PICKER_MAX_WIDTH } from '../config/constants';
import { useT } from '../i18n/use-t';
import { Dialog } from './dialog';
import { Icon } from './icon';
import { useMediaQuery } from './media';

export interface DateRange {
  from: string;
  to: string;
}

/** A start after the end (both set) is the one invalid range. */
export const isValidRange = ({ from, to }: DateRange) => from === '' || to === '' || from <= to;

const MOBILE_QUERY = `(max-width: ${MOBILE_DATE_PICKER_MAX_WIDTH - 0.02}px)`;
const styles = field();

function formatDay(value: string, locale: string) {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(y, m - 1, d),
  );
}

export function DateRangePicker({
  value,
  onChange,
  label,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** What the dates filter, e.g. 'Dates'; shown above the button and in its accessible name. */
  label: string;
}) {
  const t = useT();
  const { locale } = useIntl();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange>(value);
  const [showError, setShowError] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), panel: useId(), title: useId(), error: useId(), from: useId(), to: useId() };
  const valid = isValidRange(draft);

  const summary =
    value.from && value.to
      ? t('dateRange.between', { from: formatDay(value.from, locale), to: formatDay(value.to, locale) })
      : value.from
        ? t('dateRange.since', { from: formatDay(value.from, locale) })
        : value.to
          ? t('dateRange.until', { to: formatDay(value.to, locale) })
          : t('dateRange.any');

  // Synchronous twin of `open`: a press outside and the focus leaving may both commit in one gesture.
  const openRef = useRef(false);
  const openPicker = () => {
    openRef.current = true;
    setDraft(value);
    setShowError(false);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    openRef.current = false;
    setOpen(false);
    setShowError(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  /** Restores: the committed dates stay as they were. */
  const cancel = () => close(true);
  /** Commits the draft, unless the range is invalid (then the message shows and the picker stays open). */
  const commit = (returnFocus: boolean) => {
    if (!openRef.current) return false;
    if (!isValidRange(draft)) {
      setShowError(true);
      return false;
    }
    if (draft.from !== value.from || draft.to !== value.to) onChange(draft);
    close(returnFocus);
    return true;
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // Focus moves to the first date on open (after the modal's own showModal, which runs first).
  useEffect(() => {
    if (open) fromRef.current?.focus();
  }, [open]);

  // Desktop popover: a press outside commits (docs/product.md#flows-date-range-picker).
  useEffect(() => {
    if (!open || mobile) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) commitRef.current(false);
    };
    // Tab out of the popover commits too, as a click outside does.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && rootRef.current && !rootRef.current.contains(next)) commitRef.current(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown, true);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, mobile]);

  // Not a <form>: the picker usually sits inside a page's filter form, and forms must not nest. Enter in a
  // date applies, as a form would.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(true);
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
            aria-invalid={(showError && !valid) || undefined}
            aria-describedby={showError && !valid ? ids.error : undefined}
            onKeyDown={onKeyDown}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
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
            aria-invalid={(showError && !valid) || undefined}
            aria-describedby={showError && !valid ? ids.error : undefined}
            onKeyDown={onKeyDown}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            className={`${styles.control} ${dateInput}`}
          />
        </div>
      </div>
      {showError && !valid && (
        <p id={ids.error} role="alert" className={styles.error}>
          {t('dateRange.invalid')}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => {
            setDraft({ from: '', to: '' });
            setShowError(false);
          }}
          disabled={draft.from === '' && draft.to === ''}
        >
          {t('dateRange.clear')}
        </button>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={cancel}>
          {t('dateRange.cancel')}
        </button>
        <button type="button" className={button({ variant: 'primary', size: 'sm' })} onClick={() => commit(true)}>
          {t('dateRange.apply')}
        </button>
      </div>
    </div>
  );

  return (
    <div
      ref={rootRef}
      data-testid="date-range-picker"
      data-state={open ? 'open' : 'closed'}
      data-mode={mobile ? 'modal' : 'popover'}
      className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '1.5' })}
    >
      <span id={ids.label} className={styles.label}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${ids.label} ${ids.panel}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && !mobile ? ids.panel : undefined}
        onClick={() => (open ? commit(true) : openPicker())}
        className={trigger}
      >
        <span id={`${ids.panel}-value`}>{summary}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {mobile ? (
        <Dialog open={open} title={t('dateRange.title')} onClose={cancel} testId="date-range-dialog">
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
                cancel();
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

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  h: '11',
  px: '3',
  minW: { base: '100%', sm: '16rem' },
  bg: 'night.950',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'night.400',
  borderRadius: 'control',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { borderColor: 'accent' },
  _expanded: { borderColor: 'accent' },
});
const popover = css({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  left: '0',
  zIndex: 30,
  w: '26rem',
  maxW: 'calc(100vw - 2rem)',
  p: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: '0 16px 48px rgba(0,0,0,0.45)',
});
// The native calendar button follows the dark theme.
const dateInput = css({ colorScheme: 'dark' });
