// withdrawal-crypto widget (docs/product.md#routes-cashier withdrawal forms: chain, address, amount, balance;
// docs/product.md#flows-crypto-withdrawal, docs/product.md#rules-crypto-withdrawal crypto withdrawal): chain picker,
// wallet address, the HTG amount and the crypto amount (the last edited drives the other), the rate, the balance;
// confirmation when the server asks for it; accepted panel with the 10 s countdown to the home page.
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { getWithdrawalRates, postCryptoWithdrawal } from '../../../api/crypto';
import type { CryptoWidgetData } from '../../../../contract/schemas/wallet';
import { useSessionActor } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { cryptoWithdrawalMachine } from '../../../machines/crypto-withdrawal/crypto-withdrawal.machine';
import {
  selectCanSubmit,
  selectChainId,
  selectFields,
  selectInvalidFields,
  selectIsConfirming,
  selectIsSending,
  selectProblems,
  selectRate,
  selectRatesError,
  selectSendRefused,
  selectSubmitError,
  selectWithdrawalState,
} from '../../../machines/crypto-withdrawal/crypto-withdrawal.selectors';
import { type CryptoField, SERVER_FIELDS } from '../../../machines/crypto-withdrawal/validation';
import { selectBalance } from '../../../machines/session/session.selectors';
import { Dialog } from '../../../ui/dialog';
import { formatMoney } from '../../../ui/format';
import { ChainPicker, CryptoWidget, cryptoRoot, formatRate, panel, pickedChain, ratesErrorText } from './crypto-chains';
import {
  chainServerText,
  generalError,
  problemText,
  serverField,
  TextField,
  WithdrawalAccepted,
} from './crypto-withdrawal-parts';
import type { WidgetSystem } from './widget-system';
import { useWithdrawalEffects } from './withdrawal-effects';
import { useActorRef } from '../../../app/inspect-actor-ref';
import { parseAmount } from '../../../machines/amount';
import { SubmitButton } from '../../../ui/submit-button';

export function WithdrawalCryptoWidget({ system }: { system: WidgetSystem }) {
  return (
    <CryptoWidget system={system} testId="widget-withdrawal-crypto">
      {(data) => <CryptoWithdrawal systemId={system.id} widgetName={system.widget} data={data} />}
    </CryptoWidget>
  );
}

type Flow = ReturnType<typeof useActorRef<typeof cryptoWithdrawalMachine>>;

function CryptoWithdrawal({
  systemId,
  widgetName,
  data,
}: {
  systemId: number;
  widgetName: string;
  data: CryptoWidgetData;
}) {
  const sessionActor = useSessionActor();
  const balance = useSelector(sessionActor, selectBalance);
  // docs/product.md#flows-payment-form: the analytics event of a successful withdrawal, as the cash widget sends it.
  const effects = useWithdrawalEffects(widgetName);
  const flow = useActorRef(
    cryptoWithdrawalMachine.provide({
      actors: {
        loadRates: fromPromise(({ signal }) => getWithdrawalRates({ signal })),
        postWithdrawal: fromPromise(({ input, signal }) =>
          postCryptoWithdrawal(input.endpoint, input.body, { signal }),
        ),
      },
      actions: effects,
    }),
    {
      input: {
        paymentSystemId: systemId,
        chains: data.chains,
        limits: data.limits,
        endpoint: data.endpoint,
        confirmMessage: data.confirmMessage,
        balance: balance?.balance ?? null,
      },
    },
  );
  const amount = balance?.balance ?? null;
  useEffect(() => {
    flow.send({ type: 'balance.change', balance: amount });
  }, [flow, amount]);
  const state = useSelector(flow, selectWithdrawalState);
  return (
    <div data-testid="widget-withdrawal-crypto" data-state={state} className={cryptoRoot}>
      {state === 'accepted' || state === 'left' ? (
        <WithdrawalAccepted flow={flow} />
      ) : (
        <WithdrawalForm flow={flow} data={data} />
      )}
    </div>
  );
}

function WithdrawalForm({ flow, data }: { flow: Flow; data: CryptoWidgetData }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const id = useId();
  const balance = useSelector(sessionActor, selectBalance);
  const native = balance?.currency || 'HTG';
  const chainId = useSelector(flow, selectChainId);
  const fields = useSelector(flow, selectFields);
  const problems = useSelector(flow, selectProblems);
  const rate = useSelector(flow, selectRate);
  const ratesError = ratesErrorText(useSelector(flow, selectRatesError), t);
  const error = useSelector(flow, selectSubmitError);
  const invalidFields = useSelector(flow, selectInvalidFields);
  const sendRefused = useSelector(flow, selectSendRefused);
  const canSubmit = useSelector(flow, selectCanSubmit);
  const sending = useSelector(flow, selectIsSending);
  const confirming = useSelector(flow, selectIsConfirming);
  const chain = pickedChain(data.chains, chainId);
  const currency = chain?.currency ?? '';
  const values = {
    min: formatMoney(data.limits.min, native),
    max: formatMoney(data.limits.max, native),
    balance: balance ? formatMoney(balance.balance, native) : '-',
  };
  const text = (name: CryptoField) =>
    problemText(problems[name], t, values) ??
    (name === 'chain' ? chainServerText(error, t) : serverField(error, ...SERVER_FIELDS[name]));
  const errors = {
    chain: text('chain'),
    address: text('address'),
    amount_native: text('amount_native'),
    amount_output: text('amount_output'),
  };
  // A reason that only repeats an invalid field's message is said once, under 'Invalid field'.
  const reason = generalError(error, t);
  const general = reason !== null && !invalidFields.includes(reason) ? reason : null;
  const ids = {
    chain: `${id}-chain-error`,
    address: `${id}-address`,
    amount_native: `${id}-native`,
    amount_output: `${id}-output`,
  };

  return (
    <form
      noValidate
      aria-busy={sending}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'form.submit' });
        const broken = flow.getSnapshot().context.problems;
        const first = (['address', 'amount_native', 'amount_output'] as const).find((name) => broken[name]);
        if (first) document.getElementById(ids[first])?.focus();
      }}
    >
      <ChainPicker
        name={`${id}-chain`}
        chains={data.chains}
        selected={chainId}
        disabled={sending}
        error={errors.chain}
        errorId={ids.chain}
        onSelect={(selected) => flow.send({ type: 'chain.select', chainId: selected })}
      />
      <div className={panel}>
        <TextField
          id={ids.address}
          label={t('crypto.address')}
          value={fields.address}
          error={errors.address}
          readOnly={sending}
          autoComplete="off"
          spellCheck={false}
          onChange={(value) => flow.send({ type: 'address.change', value })}
        />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
          <TextField
            id={ids.amount_native}
            label={t('crypto.amountNative', { currency: native })}
            value={fields.amountNative}
            error={errors.amount_native}
            readOnly={sending}
            inputMode="decimal"
            autoComplete="off"
            onChange={(value) => flow.send({ type: 'amountNative.change', value })}
          />
          <TextField
            id={ids.amount_output}
            label={t('crypto.amountOutput', { currency: currency || '—' })}
            value={fields.amountOutput}
            error={errors.amount_output}
            readOnly={sending}
            inputMode="decimal"
            autoComplete="off"
            onChange={(value) => flow.send({ type: 'amountOutput.change', value })}
          />
        </div>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: '3',
            rowGap: '1',
            fontSize: 'sm',
            '& dt': { color: 'textMuted' },
            '& dd': { fontWeight: 'semibold', textAlign: 'right', overflowWrap: 'anywhere' },
          })}
        >
          <dt>{t('crypto.rateTitle')}</dt>
          <dd data-testid="crypto-rate">
            {rate && currency ? (
              <>
                {t('crypto.rate', { native, rate: formatRate(rate), currency })}
                <span className={css({ display: 'block', color: 'textMuted', fontWeight: 'normal' })}>
                  {t('crypto.rateInverse', { currency, value: formatMoney(1 / rate, native) })}
                </span>
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt>{t('crypto.balanceLabel')}</dt>
          <dd data-testid="crypto-balance">{values.balance}</dd>
        </dl>
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
          {t('crypto.withdrawalLimits', { min: values.min, max: values.max })}
        </p>
        {ratesError && (
          <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            {ratesError}
          </p>
        )}
      </div>
      {general && (
        <p role="alert" data-testid="crypto-withdrawal-error" className={css({ color: 'danger' })}>
          {general}
        </p>
      )}
      {invalidFields.length > 0 && (
        <p role="alert" data-testid="crypto-invalid-field" className={css({ color: 'danger' })}>
          {t('crypto.invalidField', { messages: invalidFields.join(' ') })}
        </p>
      )}
      {sendRefused && (
        <p role="alert" data-testid="crypto-send-refused" className={css({ color: 'danger' })}>
          {t('crypto.requestUnsent')}
        </p>
      )}
      <SubmitButton
        busy={sending}
        disabled={!canSubmit && !sending}
        label={t('crypto.submit')}
        busyLabel={t('crypto.sending')}
      />
      <Dialog
        open={confirming}
        title={t('crypto.confirmTitle')}
        onClose={() => flow.send({ type: 'confirm.cancel' })}
        testId="crypto-confirm"
      >
        <p>{data.confirmMessage}</p>
        <p className={css({ color: 'textMuted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
          {fields.amountNative && formatMoney(parseAmount(fields.amountNative) ?? 0, native)} → {fields.amountOutput}{' '}
          {currency} · {fields.address}
        </p>
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => flow.send({ type: 'confirm.cancel' })}
          >
            {t('crypto.cancel')}
          </button>
          <button type="button" className={button()} onClick={() => flow.send({ type: 'confirm.accept' })}>
            {t('crypto.confirm')}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
