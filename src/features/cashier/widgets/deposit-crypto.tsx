// deposit-crypto widget (docs/product.md#routes-cashier deposit forms: coin, address, show/copy address, rate refresh
// countdown; docs/product.md#flows-crypto-deposit crypto deposit): the chain picker, the player's address on that chain
// with its QR code and a copy button (the box flashes yellow when copied, red when not), the chain's rate and limits.
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { getDepositRates, requestCryptoAddress } from '../../../api/crypto';
import type { CryptoWidgetData } from '../../../../contract/schemas/wallet';
import { useSessionActor } from '../../../app/services';
import { type Translate, useT } from '../../../i18n/use-t';
import { cryptoDepositMachine, UndetectedAddressInput } from '../../../machines/crypto-deposit/crypto-deposit.machine';
import {
  selectAddress,
  selectAddressError,
  selectAddressLoading,
  selectCanCopy,
  selectChainId,
  selectCopyFailure,
  selectCopyState,
  selectDepositState,
  selectRates,
  selectRatesError,
  selectRefreshProgress,
  selectSecondsToRefresh,
} from '../../../machines/crypto-deposit/crypto-deposit.selectors';
import { selectBalance } from '../../../machines/session/session.selectors';
import type { ApiError } from '../../../api/errors';
import { errorText } from '../../../ui/error-text';
import { formatMoney } from '../../../ui/format';
import { QrCode } from '../../../ui/qr-code';
import { Spinner } from '../../../ui/spinner';
import { ChainPicker, CryptoWidget, cryptoRoot, formatRate, panel, pickedChain, ratesErrorText } from './crypto-chains';
import type { WidgetSystem } from './widget-system';
import { copyableValue } from './widget-looks';
import { useActorRef } from '../../../app/inspect-actor-ref';

export function DepositCryptoWidget({ system }: { system: WidgetSystem }) {
  return (
    <CryptoWidget system={system} testId="widget-deposit-crypto">
      {(data) => <CryptoDeposit data={data} />}
    </CryptoWidget>
  );
}

/**
 * docs/product.md#errors-texts: an unparseable address reply has its own text; otherwise the server's message or a
 * fallback.
 */
function addressErrorText(error: ApiError | null, t: Translate) {
  if (!error) return null;
  if (error.kind === 'invalidData') return t('crypto.addressInvalidData');
  return errorText(error, t, 'crypto.addressFailed');
}

/**
 * Select-and-copy fallback: selects the address on screen and asks the browser to copy the selection. The input must
 * hold the address being copied: none on screen (another chain's address is loading) or another chain's address is
 * 'Undetected address input' (docs/product.md#errors-crypto), never a wrong copy.
 */
function selectAndCopy(element: HTMLElement | null, address: string) {
  if (!element || address === '' || element.textContent !== address) throw new UndetectedAddressInput();
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  if (!document.execCommand('copy')) throw new Error('copy command refused');
}

function CryptoDeposit({ data }: { data: CryptoWidgetData }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const id = useId();
  const addressRef = useRef<HTMLElement>(null);
  const flow = useActorRef(
    cryptoDepositMachine.provide({
      actors: {
        requestAddress: fromPromise(({ input, signal }) => requestCryptoAddress(input.chainId, { signal })),
        loadRates: fromPromise(({ signal }) => getDepositRates({ signal })),
        copyToClipboard: fromPromise(async ({ input }) => {
          if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
          await navigator.clipboard.writeText(input.address);
        }),
        selectAndCopy: fromPromise(async ({ input }) => selectAndCopy(addressRef.current, input.address)),
      },
    }),
    { input: { chains: data.chains } },
  );
  const state = useSelector(flow, selectDepositState);
  const chainId = useSelector(flow, selectChainId);
  const address = useSelector(flow, selectAddress);
  const loading = useSelector(flow, selectAddressLoading);
  const error = addressErrorText(useSelector(flow, selectAddressError), t);
  const copyState = useSelector(flow, selectCopyState);
  const copyFailure = useSelector(flow, selectCopyFailure);
  const canCopy = useSelector(flow, selectCanCopy);
  const native = useSelector(sessionActor, selectBalance)?.currency || 'HTG';
  const chain = pickedChain(data.chains, chainId);
  const flash = copyState === 'copied' ? 'copied' : copyState === 'copyFailed' ? 'failed' : undefined;

  return (
    <div data-testid="widget-deposit-crypto" data-state={state} className={cryptoRoot}>
      <ChainPicker
        name={`${id}-chain`}
        chains={data.chains}
        selected={chainId}
        onSelect={(selected) => flow.send({ type: 'chain.select', chainId: selected })}
      />
      {error && (
        <p role="alert" data-testid="crypto-address-error" className={css({ color: 'danger' })}>
          {error}
        </p>
      )}
      {/* A copy that outlived its address box (another chain was picked) still says how it ended. */}
      {(!chain || loading || !address) && copyState !== 'idle' && (
        <CopyStatus state={copyState} failure={copyFailure} />
      )}
      {chain && (
        <section aria-labelledby={`${id}-address-title`} className={panel} aria-busy={loading}>
          <h2 id={`${id}-address-title`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            {t('crypto.depositAddress')}
          </h2>
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            {t('crypto.depositHint', { currency: chain.currency ?? '', chain: chain.name })}
          </p>
          {loading || !address ? (
            <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' })}>
              <Spinner label="" size={18} />
              {t('crypto.addressLoading')}
            </p>
          ) : (
            <div
              className={css({
                display: 'flex',
                flexDirection: { base: 'column', sm: 'row' },
                alignItems: 'center',
                gap: '4',
              })}
            >
              <QrCode value={address} label={t('crypto.qrLabel')} size={168} />
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', w: '100%', minW: 0 })}>
                <code
                  ref={addressRef}
                  data-testid="crypto-address"
                  data-flash={flash}
                  className={cx(
                    copyableValue,
                    css({
                      display: 'block',
                      p: '3',
                      fontFamily: 'mono',
                      fontSize: 'sm',
                      wordBreak: 'break-all',
                      color: 'text',
                      borderWidth: '2px',
                      borderColor: 'border',
                      transition: 'border-color 0.2s, background 0.2s',
                      '&[data-flash=copied]': { borderColor: 'accent', bg: 'gold.400/15' },
                      '&[data-flash=failed]': { borderColor: 'danger', bg: 'coral.500/15' },
                    }),
                  )}
                >
                  {address}
                </code>
                <button
                  type="button"
                  className={button({ variant: 'secondary', block: true })}
                  disabled={!canCopy}
                  onClick={() => flow.send({ type: 'address.copy' })}
                >
                  {t('crypto.copy')}
                </button>
                <CopyStatus state={copyState} failure={copyFailure} />
              </div>
            </div>
          )}
          <DepositRates flow={flow} currency={chain.currency ?? ''} native={native} />
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            {t('crypto.depositLimits', {
              min: formatMoney(data.limits.min, native),
              max: formatMoney(data.limits.max, native),
            })}
          </p>
        </section>
      )}
    </div>
  );
}

/** 'Address copied', or why the copy failed ('Undetected address input' or 'Copy failed'), for a short while. */
function CopyStatus({ state, failure }: { state: string; failure: 'undetectedInput' | 'refused' | null }) {
  const t = useT();
  const failed = state === 'copyFailed';
  return (
    <p
      role="status"
      data-testid="crypto-copy-status"
      data-state={state}
      className={css({ minH: '5', fontSize: 'sm', color: failed ? 'danger' : 'accent' })}
    >
      {state === 'copied'
        ? t('crypto.copied')
        : failed
          ? t(failure === 'undetectedInput' ? 'crypto.undetectedAddressInput' : 'crypto.copyFailed')
          : ''}
    </p>
  );
}

type Flow = ReturnType<typeof useActorRef<typeof cryptoDepositMachine>>;

/** The rates under the address, below a rule. */
const ratesPanel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  borderTopWidth: '1px',
  borderColor: 'border',
  pt: '3',
});

function DepositRates({ flow, currency, native }: { flow: Flow; currency: string; native: string }) {
  const t = useT();
  const rates = useSelector(flow, selectRates);
  const ratesError = ratesErrorText(useSelector(flow, selectRatesError), t);
  const seconds = useSelector(flow, selectSecondsToRefresh);
  const progress = useSelector(flow, selectRefreshProgress);
  const rate = rates?.[currency];
  return (
    <div data-testid="crypto-rates" className={ratesPanel}>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'textMuted' })}>{t('crypto.rateTitle')}</h3>
      {rate ? (
        <p data-testid="crypto-rate" className={css({ fontWeight: 'semibold' })}>
          {t('crypto.rate', { native, rate: formatRate(rate), currency })}
          <span className={css({ color: 'textMuted', fontWeight: 'normal', ms: '2' })}>
            ({t('crypto.rateInverse', { currency, value: formatMoney(1 / rate, native) })})
          </span>
        </p>
      ) : null}
      {ratesError && (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {ratesError}
        </p>
      )}
      <p data-testid="crypto-refresh" className={css({ color: 'textMuted', fontSize: 'sm' })}>
        {seconds === null ? t('crypto.ratesUpdating') : t('crypto.refreshIn', { seconds })}
      </p>
      <div aria-hidden="true" className={css({ h: '1', bg: 'night.700', borderRadius: 'full', overflow: 'hidden' })}>
        <div
          className={css({ h: '100%', bg: 'accent', transition: 'width 0.1s linear' })}
          style={{ width: `${Math.round(progress * 100)}%` }}
        />
      </div>
    </div>
  );
}
