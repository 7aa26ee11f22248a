// deposit-cash widget (docs/product.md#routes-cashier deposit forms: cash, club list;
// docs/product.md#calls-payment-bodies cash body): the clubs that take cash (name, address), an amount with quick
// amounts, then a deposit PIN from the server to pay at the club.
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { parseCashDepositData, paymentFormData, postCashPayment } from '../../../api/cash';
import type { CashDepositData } from '../../../../contract/schemas/wallet';
import { useSessionActor } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { cashDepositMachine } from '../../../machines/cash-deposit/cash-deposit.machine';
import {
  selectCashDepositState,
  selectDepositAmount,
  selectDepositAmountText,
  selectDepositClubId,
  selectDepositClubs,
  selectDepositError,
  selectDepositIsConfirming,
  selectDepositIsSubmitting,
  selectDepositResult,
  selectDepositRules,
} from '../../../machines/cash-deposit/cash-deposit.selectors';
import { selectBalance } from '../../../machines/session/session.selectors';
import { formatMoney } from '../../../ui/format';
import {
  AmountField,
  amountRuleText,
  CashConfirmDialog,
  AcceptedPanel,
  ClubRadioGroup,
  formStyle,
  GeneralError,
  generalError,
  limitsHint,
  PinBox,
  serverFieldError,
  widgetRoot,
} from './cash-parts';
import type { WidgetSystem } from './widget-system';
import { useActorRef } from '../../../app/inspect-actor-ref';
import { SubmitButton } from '../../../ui/submit-button';

export function DepositCashWidget({ system }: { system: WidgetSystem }) {
  const t = useT();
  const parsed = useMemo(() => parseCashDepositData(system.data), [system.data]);
  if (!parsed.ok) {
    return (
      <p role="alert" data-testid="widget-deposit-cash" data-state="invalidData" className={css({ color: 'danger' })}>
        {t('errors.invalidData')}
      </p>
    );
  }
  return <CashDeposit systemId={system.id} data={parsed.data} />;
}

type Flow = ReturnType<typeof useActorRef<typeof cashDepositMachine>>;

function CashDeposit({ systemId, data }: { systemId: number; data: CashDepositData }) {
  const flow = useActorRef(
    cashDepositMachine.provide({
      actors: {
        requestDeposit: fromPromise(({ input, signal }) =>
          postCashPayment(input.endpoint, paymentFormData(input.body), { signal }),
        ),
      },
    }),
    { input: { systemId, data } },
  );
  const state = useSelector(flow, selectCashDepositState);
  return (
    <div data-testid="widget-deposit-cash" data-state={state} className={widgetRoot}>
      {state === 'requested' ? <DepositRequested flow={flow} /> : <DepositForm flow={flow} data={data} />}
    </div>
  );
}

function DepositForm({ flow, data }: { flow: Flow; data: CashDepositData }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const id = useId();
  const currency = useSelector(sessionActor, selectBalance)?.currency || 'HTG';
  const amountText = useSelector(flow, selectDepositAmountText);
  const amount = useSelector(flow, selectDepositAmount);
  const clubs = useSelector(flow, selectDepositClubs);
  const clubId = useSelector(flow, selectDepositClubId);
  const rules = useSelector(flow, selectDepositRules);
  const submitting = useSelector(flow, selectDepositIsSubmitting);
  const confirming = useSelector(flow, selectDepositIsConfirming);
  const error = useSelector(flow, selectDepositError);
  const chosen = clubs.find((club) => club.id === clubId);
  const amountError =
    amountRuleText(rules.amount, t, { ...data.limits, balance: null, currency }) ?? serverFieldError(error, 'amount');
  const clubError = rules.club ? t('cash.ruleClubRequired') : serverFieldError(error, 'purseId');

  return (
    <form
      noValidate
      aria-busy={submitting}
      className={formStyle}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'form.submit' });
        const { rules: broken } = flow.getSnapshot().context;
        if (broken.amount) document.getElementById(`${id}-amount`)?.focus();
        else if (broken.club) document.querySelector<HTMLInputElement>(`input[name="${id}-club"]`)?.focus();
      }}
    >
      <ClubRadioGroup
        id={`${id}-club`}
        legend={t('cash.depositClubs')}
        clubs={clubs}
        selected={clubId}
        disabled={submitting}
        empty={t('cash.noDepositClubs')}
        error={clubError}
        onSelect={(selected) => flow.send({ type: 'club.select', clubId: selected })}
      />
      <AmountField
        id={`${id}-amount`}
        currency={currency}
        value={amountText}
        hint={limitsHint(t, data.limits, currency)}
        error={amountError}
        readOnly={submitting}
        onChange={(value) => flow.send({ type: 'amount.change', value })}
        onPick={(picked) => flow.send({ type: 'amount.pick', amount: picked })}
      />
      <GeneralError message={generalError(error, t)} />
      <SubmitButton
        busy={submitting}
        disabled={clubs.length === 0}
        label={t('cash.requestPin')}
        busyLabel={t('cash.requestingPin')}
      />
      <CashConfirmDialog
        open={confirming}
        message={data.confirmMessage ?? ''}
        summary={
          <>
            {amount === null ? '' : formatMoney(amount, currency)}
            {chosen ? ` · ${chosen.name}, ${chosen.address}` : ''}
          </>
        }
        onConfirm={() => flow.send({ type: 'confirm.accept' })}
        onCancel={() => flow.send({ type: 'confirm.cancel' })}
      />
    </form>
  );
}

function DepositRequested({ flow }: { flow: Flow }) {
  const t = useT();
  const result = useSelector(flow, selectDepositResult);
  return (
    <AcceptedPanel testId="cash-deposit-requested" titleId="cash-deposit-title" title={t('cash.depositRequested')}>
      {result?.pin && <PinBox pin={result.pin} />}
      {result?.message && <p className={css({ color: 'textMuted' })}>{result.message}</p>}
      <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('cash.depositPinHint')}</p>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => flow.send({ type: 'form.reset' })}
      >
        {t('cash.newDeposit')}
      </button>
    </AcceptedPanel>
  );
}
