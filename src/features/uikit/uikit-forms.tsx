// /uikit form primitives: the field recipe (hint, error, disabled, read-only), PasswordInput, QuickAmounts
// and DateRangePicker, each live so their states can be tried.
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { useT } from '../../i18n/use-t';
import { type DateRange, DateRangePicker } from '../shared/date-range-picker';
import { PasswordInput } from '../../ui/password-input';
import { QuickAmounts } from '../../ui/quick-amounts';
import { Section } from './uikit-section';

const styles = field();
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });

export function FieldsSection() {
  const t = useT();
  const ids = {
    name: useId(),
    nameHint: useId(),
    amount: useId(),
    amountError: useId(),
    disabled: useId(),
    readOnly: useId(),
    password: useId(),
  };
  const [amount, setAmount] = useState<number | null>(50);
  return (
    <Section title={t('uikit.fields')}>
      <div className={grid}>
        <div className={styles.root}>
          <label htmlFor={ids.name} className={styles.label}>
            {t('uikit.fieldName')}
          </label>
          <input id={ids.name} className={styles.control} aria-describedby={ids.nameHint} autoComplete="off" />
          <p id={ids.nameHint} className={styles.hint}>
            {t('uikit.fieldNameHint')}
          </p>
        </div>
        <div className={styles.root}>
          <label htmlFor={ids.amount} className={styles.label}>
            {t('uikit.fieldAmount')}
          </label>
          <input
            id={ids.amount}
            className={styles.control}
            inputMode="decimal"
            value={amount ?? ''}
            onChange={(e) => setAmount(e.target.value === '' ? null : Number(e.target.value) || 0)}
            aria-invalid={(amount ?? 0) < 100}
            aria-describedby={ids.amountError}
          />
          {(amount ?? 0) < 100 && (
            <p id={ids.amountError} role="alert" className={styles.error}>
              {t('uikit.fieldAmountError')}
            </p>
          )}
        </div>
        <div className={styles.root}>
          <label htmlFor={ids.disabled} className={styles.label}>
            {t('uikit.fieldDisabled')}
          </label>
          <input id={ids.disabled} className={styles.control} disabled defaultValue="—" />
        </div>
        <div className={styles.root}>
          <label htmlFor={ids.readOnly} className={styles.label}>
            {t('uikit.fieldReadOnly')}
          </label>
          <input id={ids.readOnly} className={styles.control} readOnly defaultValue="50937000001" />
        </div>
        <div className={styles.root}>
          <label htmlFor={ids.password} className={styles.label}>
            {t('uikit.password')}
          </label>
          <PasswordInput
            id={ids.password}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
            autoComplete="off"
            defaultValue="demo1234"
          />
        </div>
      </div>
      <QuickAmounts
        label={t('uikit.quickAmounts')}
        currency="HTG"
        selected={amount}
        onPick={(picked) => setAmount(picked)}
      />
      <QuickAmounts label={t('uikit.quickAmountsDisabled')} currency="HTG" disabled onPick={() => {}} />
    </Section>
  );
}

export function DateRangeSection() {
  const t = useT();
  const [range, setRange] = useState<DateRange>({ from: '2026-11-01', to: '2026-11-22' });
  return (
    <Section title={t('uikit.dateRange')}>
      <DateRangePicker value={range} onChange={setRange} label={t('uikit.dates')} />
    </Section>
  );
}
