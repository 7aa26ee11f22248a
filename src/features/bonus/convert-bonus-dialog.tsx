// docs/product.md#routes-bonuses modals "convert bonuses" and docs/product.md#flows-bonus-convert bonus conversion
// dialog: opening loads the bonus info and the convert check, submit converts, success shows the server's message or
// 'Completed', failure its message or 'Failed'; closing resets. Shown on /bonuses and in the mobile menu.
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { bonusKeys, checkBonusConvert, convertBonus, getBonusInfo } from '../../api/bonus';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { bonusConvertMachine } from '../../machines/bonus-convert/bonus-convert.machine';
import {
  selectBonusInfo,
  selectCanSubmit,
  selectConvertCheck,
  selectConvertError,
  selectConvertState,
  selectIsBusy,
  selectIsOpen,
  selectLoadError,
  selectResultMessage,
  selectSucceeded,
} from '../../machines/bonus-convert/bonus-convert.selectors';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/error-text';
import { ControlIcon } from '../../ui/control-icons';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { BonusFacts } from './bonus-details';
import { useActorRef } from '../../app/inspect-actor-ref';

const note = css({ fontSize: 'sm', color: 'textMuted' });
const outcome = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  p: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  fontWeight: 'semibold',
});

function useBonusConvert() {
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  return useActorRef(
    bonusConvertMachine.provide({
      actors: {
        loadDetails: fromPromise(async ({ signal }) => {
          const [info, check] = await Promise.all([getBonusInfo({ signal }), checkBonusConvert({ signal })]);
          return { info, check };
        }),
        convert: fromPromise(({ signal }) => convertBonus({ signal })),
      },
      actions: {
        refreshBalances: () => {
          sessionActor.send({ type: 'balance.refresh' });
          void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
        },
      },
    }),
  );
}

/** The convert action (a button) and its dialog. */
export function ConvertBonusDialog({
  variant = 'primary',
  size = 'md',
  block = false,
}: {
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
  block?: boolean;
}) {
  const t = useT();
  const flow = useBonusConvert();
  const open = useSelector(flow, selectIsOpen);
  const state = useSelector(flow, selectConvertState);
  const busy = useSelector(flow, selectIsBusy);
  const info = useSelector(flow, selectBonusInfo);
  const check = useSelector(flow, selectConvertCheck);
  const canSubmit = useSelector(flow, selectCanSubmit);
  const loadError = useSelector(flow, selectLoadError);
  const convertError = useSelector(flow, selectConvertError);
  const succeeded = useSelector(flow, selectSucceeded);
  const resultMessage = useSelector(flow, selectResultMessage);
  const close = () => flow.send({ type: 'dialog.close' });

  // Why the bonus cannot be converted: the server's reason, else a text for the kind of bonus.
  const refusal =
    info && check && !check.convert_allowed
      ? (check.message ??
        t(info.convert !== false ? 'bonus.notAllowed' : info.bonus.value > 0 ? 'bonus.notConvertible' : 'bonus.none'))
      : null;

  return (
    <>
      <button
        type="button"
        className={button({ variant, size, block })}
        aria-haspopup="dialog"
        // The dialog's content (and its data-state) exists only while it is open: the trigger carries the
        // flow's state in every state, closed included (e2e/flow-paths-bonus.spec.ts).
        data-state={state}
        onClick={() => flow.send({ type: 'dialog.open' })}
      >
        {t('bonus.convert')}
      </button>
      <Dialog open={open} title={t('bonus.dialogTitle')} onClose={close} testId="bonus-convert-dialog">
        <div
          data-testid="bonus-convert"
          data-state={state}
          aria-busy={busy || undefined}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {state === 'loading' && (
            <div className={css({ display: 'flex', justifyContent: 'center', py: '6' })}>
              <Spinner label={t('common.loading')} />
            </div>
          )}
          {loadError && (
            <LoadFailed
              variant="inline"
              message={errorText(loadError, t, 'errors.requestFailed') ?? t('errors.requestFailed')}
              onRetry={() => flow.send({ type: 'info.retry' })}
              retrying={false}
            />
          )}
          {info && !succeeded && (
            <form
              className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
              onSubmit={(e) => {
                e.preventDefault();
                flow.send({ type: 'form.submit' });
              }}
            >
              <BonusFacts info={info} />
              {refusal && (
                <p id="bonus-convert-refusal" data-testid="bonus-convert-refusal" className={note}>
                  {refusal}
                </p>
              )}
              {convertError && (
                <p
                  role="alert"
                  data-testid="bonus-convert-error"
                  className={css({ color: 'danger', fontWeight: 'semibold' })}
                >
                  {convertError.serverMessage ?? t('bonus.failed')}
                </p>
              )}
              <button
                type="submit"
                className={button({ block: true })}
                disabled={!canSubmit}
                aria-busy={state === 'converting' || undefined}
                aria-describedby={refusal ? 'bonus-convert-refusal' : undefined}
              >
                {state === 'converting' ? t('bonus.converting') : t('bonus.submit')}
              </button>
            </form>
          )}
          {succeeded && (
            <>
              <p
                role="status"
                data-testid="bonus-convert-result"
                className={cx(outcome, css({ borderColor: 'success', color: 'success' }))}
              >
                <ControlIcon name="check" size={20} />
                <span>{resultMessage ?? t('bonus.completed')}</span>
              </p>
              <button type="button" className={button({ variant: 'secondary', block: true })} onClick={close}>
                {t('common.close')}
              </button>
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}
