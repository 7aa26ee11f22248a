// One payments history row (docs/product.md#routes-payments): method, amount with currency, direction, date, time,
// status, pin, short tx id with its link and a copy button, rate, and the row's action buttons.
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { Transaction } from '../../../contract/schemas/wallet';
import { DIRECTION } from '../../config/constants';
import { type MessageId, useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';
import { safeHttpHref } from '../../../contract/safe-url';
import { useClipboardCopy } from '../shared/use-clipboard-copy';
import { dateAndTime, displayTxId, formatRate } from './history-format';
import { PaymentActionButton } from './payment-action-button';

const STATUS: Record<string, MessageId> = {
  pending: 'history.status.pending',
  completed: 'history.status.completed',
  cancelled: 'history.status.cancelled',
  rejected: 'history.status.rejected',
};

const row = cx(
  card({ padded: false }),
  css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr auto', lg: 'minmax(10rem, 1.2fr) minmax(0, 3fr) auto' },
    gridTemplateAreas: {
      base: '"head amount" "details details" "actions actions"',
      lg: '"head details amount" "actions actions actions"',
    },
    columnGap: '4',
    rowGap: '2',
    p: { base: '3', md: '4' },
  }),
);
const details = css({
  gridArea: 'details',
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  lg: { display: 'flex', flexWrap: 'wrap', columnGap: '8', '& > div': { minW: '6rem' } },
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'textMuted', fontSize: 'xs' },
  '& dd': { fontWeight: 'medium', overflowWrap: 'anywhere' },
});

export function PaymentRow({ payment, onActionDone }: { payment: Transaction; onActionDone: () => void }) {
  const t = useT();
  const { locale } = useIntl();
  const { date, time } = dateAndTime(payment.date_time ?? payment.date, locale);
  const deposit = payment.direction === DIRECTION.deposit;
  const status = STATUS[payment.status];
  return (
    <li
      className={row}
      data-testid="payment-row"
      data-status={payment.status}
      data-direction={deposit ? 'deposit' : 'withdrawal'}
    >
      <div className={css({ gridArea: 'head', minW: '0' })}>
        <p className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{payment.method}</p>
        <p className={css({ fontSize: 'sm', color: deposit ? 'success' : 'textMuted' })}>
          {t(deposit ? 'history.deposit' : 'history.withdrawal')}
        </p>
      </div>
      <p
        className={css({
          gridArea: 'amount',
          fontWeight: 'bold',
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {`${deposit ? '+' : '−'}${formatMoney(payment.amount.value, payment.amount.currency)}`}
      </p>
      <dl className={details}>
        <Detail term={t('history.date')}>{date}</Detail>
        <Detail term={t('history.time')}>{time || '-'}</Detail>
        <Detail term={t('history.status')}>
          <span data-testid="payment-status">{status ? t(status) : payment.status}</span>
        </Detail>
        {payment.pin && <Detail term={t('history.pin')}>{payment.pin}</Detail>}
        {payment.tx && (
          <Detail term={t('history.txId')}>
            <TxId tx={payment.tx} />
          </Detail>
        )}
        {payment.tx?.rate != null && <Detail term={t('history.rate')}>{formatRate(payment.tx.rate)}</Detail>}
      </dl>
      {payment.actions.length > 0 && (
        <div className={css({ gridArea: 'actions', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {payment.actions.map((action, i) => (
            <PaymentActionButton
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's actions have no id of their own
              key={`${payment.id}-${i}-${action.data.payload.action}`}
              action={action}
              onSuccess={onActionDone}
            />
          ))}
        </div>
      )}
    </li>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={css({ minW: '0' })}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The short id, a link to the transaction when it is http(s), and a copy button for the full id. */
function TxId({ tx }: { tx: NonNullable<Transaction['tx']> }) {
  const t = useT();
  const copy = useClipboardCopy();
  const link = safeHttpHref(tx.link);
  const short = displayTxId(tx);
  return (
    <span
      data-testid="tx-copy"
      data-state={copy.state}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' })}
    >
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          title={tx.id}
          className={css({ color: 'link', textDecoration: 'underline', fontFamily: 'mono' })}
        >
          {short}
          <span className="sr-only"> {t('common.opensNewTab')}</span>
        </a>
      ) : (
        <span title={tx.id} className={css({ fontFamily: 'mono' })}>
          {short}
        </span>
      )}
      <button
        type="button"
        onClick={() => copy.copy(tx.id)}
        aria-label={t('history.copyTxId')}
        aria-busy={copy.busy}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minW: '8',
          h: '8',
          px: '1.5',
          borderRadius: 'control',
          cursor: 'pointer',
          color: 'textMuted',
          _hover: { bg: 'surfaceRaised', color: 'text' },
        })}
      >
        <CopyGlyph />
      </button>
      <span role="status" className={css({ fontSize: 'xs', color: copy.note === 'failed' ? 'danger' : 'success' })}>
        {copy.note === 'copied' ? t('history.copied') : copy.note === 'failed' ? t('history.copyFailed') : ''}
      </span>
    </span>
  );
}

function CopyGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" width={16} height={16} viewBox="0 0 24 24" fill="currentColor">
      <path d="M8 3h11a2 2 0 0 1 2 2v11h-2V5H8V3Zm-3 4h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v10h10V9H5Z" />
    </svg>
  );
}
