// withdrawal-cash widget (docs/product.md#routes-cashier, docs/product.md#flows-cash-withdrawal cash withdrawal,
// docs/product.md#rules-cash-withdrawal): amount with quick amounts, the clubs the
// docs/product.md#rules-cash-withdrawal rule offers for it, optional ids per the widget flags, confirmation, then the
// accepted panel with the PIN and a 10 s countdown to /. The cash withdrawal machine owns every rule.
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { parseWithdrawalCashData, paymentFormData, postCashPayment } from '../../../api/cash';
import type { WithdrawalCashData } from '../../../../contract/schemas/wallet';
import { useSessionActor } from '../../../app/services';
import { type MessageId, type Translate, useT } from '../../../i18n/use-t';
import { type CashIdField, cashWithdrawalMachine } from '../../../machines/cash-withdrawal/cash-withdrawal.machine';
import {
  selectAmount,
  selectAmountText,
  selectCanSubmit,
  selectCashWithdrawalState,
  selectClubId,
  selectIds,
  selectIsConfirming,
  selectIsOverLimit,
  selectIsSubmitting,
  selectOfferedClubs,
  selectRules,
  selectWithdrawalError,
} from '../../../machines/cash-withdrawal/cash-withdrawal.selectors';
import { selectBalance } from '../../../machines/session/session.selectors';
import { formatMoney } from '../../../ui/format';
import {
  AmountField,
  amountRuleText,
  CashConfirmDialog,
  ClubRadioGroup,
  formStyle,
  GeneralError,
  generalError,
  limitsHint,
  serverFieldError,
  widgetRoot,
} from './cash-parts';
import { CashNotes } from './cash-notes';
import { CashWithdrawalAccepted } from './cash-withdrawal-accepted';
import type { WidgetSystem } from './widget-system';
import { useWithdrawalEffects } from './withdrawal-effects';
import { useActorRef } from '../../../app/inspect-actor-ref';
import { SubmitButton } from '../../../ui/submit-button';

const fieldStyles = field();

export function WithdrawalCashWidget({ system }: { system: WidgetSystem }) {
  const t = useT();
  const parsed = useMemo(() => parseWithdrawalCashData(system.data), [system.data]);
  if (!parsed.ok) {
    return (
      <p
        role="alert"
        data-testid="widget-withdrawal-cash"
        data-state="invalidData"
        className={css({ color: 'danger' })}
      >
        {t('errors.invalidData')}
      </p>
    );
  }
  return <CashWithdrawal systemId={system.id} widgetName={system.widget} data={parsed.data} />;
}

type Flow = ReturnType<typeof useActorRef<typeof cashWithdrawalMachine>>;

function CashWithdrawal({
  systemId,
  widgetName,
  data,
}: {
  systemId: number;
  widgetName: string;
  data: WithdrawalCashData;
}) {
  const effects = useWithdrawalEffects(widgetName);
  const flow = useActorRef(
    cashWithdrawalMachine.provide({
      actors: {
        submitWithdrawal: fromPromise(({ input, signal }) =>
          postCashPayment(input.endpoint, paymentFormData(input.body), { signal }),
        ),
      },
      actions: effects,
    }),
    { input: { systemId, data } },
  );
  const state = useSelector(flow, selectCashWithdrawalState);
  const accepted = state === 'accepted' || state === 'left';
  return (
    <div data-testid="widget-withdrawal-cash" data-state={state} className={widgetRoot}>
      <CashNotes notes={data.descriptions} />
      {accepted ? <CashWithdrawalAccepted flow={flow} /> : <WithdrawalForm flow={flow} data={data} />}
    </div>
  );
}

function clubNote(t: Translate, club: WithdrawalCashData['clubs'][number], currency: string): string {
  const money = (value: number) => formatMoney(value, currency);
  const hasMax = club.withdrawal_limit > 0;
  const hasMin = club.withdrawal_min > 0;
  if (hasMax && hasMin)
    return t('cash.clubRange', { min: money(club.withdrawal_min), max: money(club.withdrawal_limit) });
  if (hasMax) return t('cash.clubUpTo', { max: money(club.withdrawal_limit) });
  if (hasMin) return t('cash.clubFrom', { min: money(club.withdrawal_min) });
  return t('cash.clubNoLimit');
}

const idFields: Array<{ name: CashIdField; flag: keyof WithdrawalCashData; label: MessageId; autoComplete: string }> = [
  { name: 'fiscal_id', flag: 'showFiscalId', label: 'cash.fiscalId', autoComplete: 'off' },
  { name: 'national_id', flag: 'showNationalId', label: 'cash.nationalId', autoComplete: 'off' },
  { name: 'national_card_id', flag: 'showNationalCardId', label: 'cash.nationalCardId', autoComplete: 'off' },
];

function WithdrawalForm({ flow, data }: { flow: Flow; data: WithdrawalCashData }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const id = useId();
  const balance = useSelector(sessionActor, selectBalance);
  const amountText = useSelector(flow, selectAmountText);
  const amount = useSelector(flow, selectAmount);
  const clubs = useSelector(flow, selectOfferedClubs);
  const clubId = useSelector(flow, selectClubId);
  const ids = useSelector(flow, selectIds);
  const rules = useSelector(flow, selectRules);
  const overLimit = useSelector(flow, selectIsOverLimit);
  const canSubmit = useSelector(flow, selectCanSubmit);
  const submitting = useSelector(flow, selectIsSubmitting);
  const confirming = useSelector(flow, selectIsConfirming);
  const error = useSelector(flow, selectWithdrawalError);
  const currency = balance?.currency || 'HTG';
  const money = (value: number) => formatMoney(value, currency);

  // docs/product.md#rules-cash-withdrawal: over the widget limit its own message (or ours) shows instead of any other
  // amount error.
  const limitMessage = data.limits.message || t('cash.limitExceeded', { max: money(data.limits.max) });
  const amountError = overLimit
    ? limitMessage
    : (amountRuleText(rules.amount, t, { ...data.limits, balance: balance?.balance ?? null, currency }) ??
      serverFieldError(error, 'amount'));
  const clubError = rules.club ? t('cash.ruleClubRequired') : serverFieldError(error, 'purseId');
  const chosen = data.clubs.find((club) => club.id === clubId);
  const hint = [
    limitsHint(t, data.limits, currency),
    balance ? t('cash.balance', { balance: money(balance.balance) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <form
      noValidate
      aria-busy={submitting}
      className={formStyle}
      onSubmit={(e) => {
        e.preventDefault();
        if (!canSubmit) return;
        flow.send({ type: 'form.submit', balance: sessionActor.getSnapshot().context.balance?.balance ?? null });
        const snapshot = flow.getSnapshot();
        if (snapshot.context.rules.amount) document.getElementById(`${id}-amount`)?.focus();
        else if (snapshot.context.rules.club)
          document.querySelector<HTMLInputElement>(`input[name="${id}-club"]`)?.focus();
      }}
    >
      <AmountField
        id={`${id}-amount`}
        currency={currency}
        value={amountText}
        hint={hint}
        error={amountError}
        readOnly={submitting}
        onChange={(value) => flow.send({ type: 'amount.change', value })}
        onPick={(amount) => flow.send({ type: 'amount.pick', amount })}
      />
      <ClubRadioGroup
        id={`${id}-club`}
        legend={t('cash.withdrawClubs')}
        clubs={clubs.map((club) => ({ ...club, name: club.label, note: clubNote(t, club, currency) }))}
        selected={clubId}
        disabled={submitting}
        empty={t('cash.noClubs')}
        error={clubError}
        onSelect={(selected) => flow.send({ type: 'club.select', clubId: selected })}
      />
      {idFields
        .filter((idField) => data[idField.flag] === true)
        .map((idField) => {
          const inputId = `${id}-${idField.name}`;
          const fieldError = serverFieldError(error, idField.name);
          return (
            <div key={idField.name} className={fieldStyles.root}>
              <label htmlFor={inputId} className={fieldStyles.label}>
                {t(idField.label)} <span className={css({ fontWeight: 'normal' })}>({t('cash.optional')})</span>
              </label>
              <input
                id={inputId}
                autoComplete={idField.autoComplete}
                className={fieldStyles.control}
                value={ids[idField.name]}
                readOnly={submitting}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${inputId}-error` : undefined}
                onChange={(e) => flow.send({ type: 'field.change', field: idField.name, value: e.target.value })}
              />
              {fieldError && (
                <p id={`${inputId}-error`} role="alert" className={fieldStyles.error}>
                  {fieldError}
                </p>
              )}
            </div>
          );
        })}
      <GeneralError message={generalError(error, t)} />
      <SubmitButton
        busy={submitting}
        disabled={overLimit}
        label={t('cash.withdraw')}
        busyLabel={t('cash.withdrawing')}
      />
      <CashConfirmDialog
        open={confirming}
        message={data.confirmMessage ?? ''}
        summary={
          <>
            {amount === null ? '' : money(amount)}
            {chosen ? ` · ${chosen.label}, ${chosen.address}` : ''}
          </>
        }
        onConfirm={() => flow.send({ type: 'confirm.accept' })}
        onCancel={() => flow.send({ type: 'confirm.cancel' })}
      />
    </form>
  );
}
