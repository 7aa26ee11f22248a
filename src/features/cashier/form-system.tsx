// docs/product.md#routes-cashier server form (payment system of type form): title, header and footer HTML, the fields
// of docs/product.md#entities-cashier, a confirmation with the form's confirmMessage, per-field errors, the reason or
// message of a refusal and a success panel that replaces the form.
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { submitPaymentForm } from '../../api/cashier';
import type { ApiError } from '../../api/errors';
import type { PaymentSystemDetail } from '../../../contract/schemas/wallet';
import { useSessionActor } from '../../app/services';
import { type Translate, useT } from '../../i18n/use-t';
import { closableSend, paymentFormMachine } from '../../machines/payment-form/payment-form.machine';
import { type FieldProblem, fieldName } from '../../machines/payment-form/payment-form.rules';
import {
  selectConfirmMessage,
  selectFooter,
  selectForm,
  selectFormError,
  selectFormState,
  selectHeader,
  selectIsConfirming,
  selectIsSending,
  selectProblems,
  selectServerFieldErrors,
  selectSuccessMessage,
} from '../../machines/payment-form/payment-form.selectors';
import { selectBalance } from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { SafeHtml } from '../../ui/safe-html';
import { reportWithdrawal } from './analytics';
import { PaymentField } from './form-field';
import { useActorRef } from '../../app/inspect-actor-ref';

type FormSystemDetail = Extract<PaymentSystemDetail, { type: 'form' }>;

function problemText(problem: FieldProblem, t: Translate, currency: string): string {
  if (problem.code === 'min') return t('cashier.belowMin', { amount: formatMoney(problem.limit, currency) });
  if (problem.code === 'max') return t('cashier.aboveMax', { amount: formatMoney(problem.limit, currency) });
  return t('cashier.required');
}

/**
 * docs/product.md#flows-payment-form: a refusal shows its reason and message; invalid data of a payment form is only
 * logged (docs/product.md#errors-texts).
 */
function refusalLines(error: ApiError | null, t: Translate): string[] {
  if (!error || error.kind === 'abort') return [];
  if (error.kind === 'invalidData') {
    console.warn('Payment form reply had an unexpected shape', error);
    return [];
  }
  const lines = [error.reason, error.serverMessage].filter((line): line is string => Boolean(line));
  if (lines.length > 0) return [...new Set(lines)];
  return error.fieldErrors ? [] : [errorText(error, t, 'errors.requestFailed') ?? t('errors.requestFailed')];
}

const htmlBlock = css({ color: 'textMuted', fontSize: 'sm', '& p': { m: 0 } });

export function FormSystem({ system }: { system: FormSystemDetail }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const currency = useSelector(sessionActor, selectBalance)?.currency ?? 'HTG';
  const flow = useActorRef(
    paymentFormMachine.provide({
      actors: {
        submitForm: closableSend(({ endpoint, payload }, signal) => submitPaymentForm(endpoint, payload, { signal })),
      },
      actions: {
        refreshBalance: () => sessionActor.send({ type: 'balance.refresh' }),
        reportWithdrawal: (_, event) => reportWithdrawal(event),
      },
    }),
  );
  // The page's system is the form's input: opening a system opens its form; leaving closes it (aborting a send).
  useEffect(() => {
    flow.send({
      type: 'form.open',
      system: { id: system.id, name: system.name, direction: system.direction },
      form: system.form,
      header: system.header,
      footer: system.footer,
      currency,
    });
    return () => flow.send({ type: 'form.close' });
  }, [flow, system, currency]);

  const state = useSelector(flow, selectFormState);
  const form = useSelector(flow, selectForm);
  const header = useSelector(flow, selectHeader);
  const footer = useSelector(flow, selectFooter);
  const sending = useSelector(flow, selectIsSending);
  const confirming = useSelector(flow, selectIsConfirming);
  const confirmMessage = useSelector(flow, selectConfirmMessage);
  const problems = useSelector(flow, selectProblems);
  const serverErrors = useSelector(flow, selectServerFieldErrors);
  const error = useSelector(flow, selectFormError);
  const message = useSelector(flow, selectSuccessMessage);
  const refusal = refusalLines(error, t);

  const fieldId = (index: number) => `${baseId}-field-${index}`;
  const errorsOf = (name: string | null) => {
    if (!name) return [];
    const problem = problems[name];
    return [...(problem ? [problemText(problem, t, currency)] : []), ...(serverErrors[name] ?? [])];
  };

  return (
    <div
      data-testid="payment-form"
      data-state={state}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {header && <SafeHtml html={header} className={htmlBlock} />}
      {state === 'succeeded' ? (
        <div
          role="status"
          data-testid="payment-form-success"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: '3',
            p: '4',
            borderRadius: 'card',
            borderWidth: '1px',
            borderColor: 'success',
          })}
        >
          <p className={css({ fontWeight: 'semibold', color: 'success' })}>{message ?? t('cashier.complete')}</p>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => flow.send({ type: 'form.restart' })}
          >
            {t('cashier.newPayment')}
          </button>
        </div>
      ) : (
        form && (
          <form
            ref={formRef}
            noValidate
            aria-busy={sending || undefined}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            onSubmit={(e) => {
              e.preventDefault();
              const values: Record<string, string> = {};
              for (const [name, value] of new FormData(e.currentTarget)) {
                if (typeof value === 'string') values[name] = value;
              }
              flow.send({ type: 'form.submit', values });
              // After a refused submit, focus the first field that needs attention.
              const refused = Object.keys(selectProblems(flow.getSnapshot()));
              const first = form.fields.findIndex((field) => refused.includes(fieldName(field) ?? ''));
              if (first >= 0) document.getElementById(fieldId(first))?.focus();
            }}
          >
            {form.fields.map((field, index) => (
              <PaymentField
                // biome-ignore lint/suspicious/noArrayIndexKey: server fields have no stable key of their own
                key={index}
                field={field}
                id={fieldId(index)}
                errors={errorsOf(fieldName(field))}
                currency={currency}
                disabled={sending}
              />
            ))}
            {refusal.length > 0 && (
              <div role="alert" data-testid="payment-form-error" className={css({ color: 'danger' })}>
                {refusal.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            )}
            <button
              type="submit"
              className={button({ variant: 'primary', block: true })}
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {t('cashier.submit')}
            </button>
          </form>
        )
      )}
      {footer && <SafeHtml html={footer} className={htmlBlock} />}
      <Dialog
        open={confirming}
        title={t('cashier.confirmTitle')}
        onClose={() => flow.send({ type: 'confirm.cancel' })}
        testId="payment-confirm"
      >
        <p>{confirmMessage}</p>
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => flow.send({ type: 'confirm.cancel' })}
          >
            {t('cashier.cancel')}
          </button>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => flow.send({ type: 'confirm.accept' })}
          >
            {t('cashier.confirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
