// /personal/statement (docs/product.md#flows-statement): the player's account statement of the last 12 months, as the
// server sends it (docs/api.md#statement): the period, the totals and the lifetime net deposits, then every row (a
// ledger movement with the balance after it, or a change of a limit or a break with its old and new value and who
// made it), dates in Haiti's time in the player's language. The CSV is a plain link to the API (the session cookie
// authorizes it); printing prints the statement only. The statement machine owns loading, failure and print; this
// only renders its state and sends its events.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, figureTile, card as cardRecipe } from 'styled-system/recipes';
import type { SystemStyleObject } from 'styled-system/types';
import { fromPromise } from 'xstate';
import type {
  StatementReply,
  StatementRow,
  StatementTotals,
  StatementType,
} from '../../../contract/schemas/protection';
import { getStatement, statementCsvUrl } from '../../api/statement';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import { statementMachine } from '../../machines/statement/statement.machine';
import {
  selectStatement,
  selectStatementEmpty,
  selectStatementError,
  selectStatementState,
} from '../../machines/statement/statement.selectors';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { errorText } from '../../ui/error-text';
import { formatMoney } from '../../ui/format';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { stackedRow, tableFrame, tableHead, tableHeadCell, tableRoles } from '../../ui/table-parts';
import { TableHeadRow } from '../../ui/table-head-row';

/** Haiti's time zone: the statement's dates are shown in it whatever the device's zone (docs/api.md#statement). */
export const HAITI_TIME_ZONE = 'America/Port-au-Prince';

const KINDS: Record<StatementType, MessageId> = {
  deposit: 'statement.kind.deposit',
  withdrawal: 'statement.kind.withdrawal',
  stake: 'statement.kind.stake',
  win: 'statement.kind.win',
  refund: 'statement.kind.refund',
  bonus: 'statement.kind.bonus',
  limit: 'statement.kind.limit',
  break: 'statement.kind.break',
  setting: 'statement.kind.setting',
  other: 'statement.kind.other',
};

const TOTALS: Array<[keyof StatementTotals, MessageId]> = [
  ['deposits', 'statement.deposits'],
  ['withdrawals', 'statement.withdrawals'],
  ['stakes', 'statement.stakes'],
  ['wins', 'statement.wins'],
  ['refunds', 'statement.refunds'],
  ['bonus', 'statement.bonus'],
  ['net_deposits', 'statement.netDeposits'],
];

/**
 * Printed, the page is the statement only: everything of the layout beside the main landmark (header, notices,
 * footer, tab bar, dialogs), the page's own buttons, and the dark theme's colours give way to black on white.
 */
// The layout lies outside the page: its rules name the page from above (body:has(&)), which Panda's types do not
// spell, hence the cast; Panda replaces every & with the page's class.
const printable = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  _print: {
    'body:has(&) :has(> main) > :not(main), body:has(&) > :not(:has(&))': { display: 'none' },
    'body:has(&) main': { minHeight: 'auto', padding: '0', maxWidth: 'none' },
    'html:has(&), body:has(&)': { background: '#fff !important', color: '#000 !important' },
    'body:has(&) main, body:has(&) main *': {
      color: '#000 !important',
      background: 'transparent !important',
      borderColor: '#888 !important',
      boxShadow: 'none !important',
    },
  },
} as SystemStyleObject);
const noPrint = css({ _print: { display: 'none !important' } });

const card = cx(
  cardRecipe({ padded: false }),
  css({ p: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '3', _print: { p: '2' } }),
);
const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
const muted = css({ color: 'textMuted', fontSize: 'sm' });
const amountText = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A signed amount: +1 500 HTG, −10 HTG. */
const signed = (amount: number, currency: string) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatMoney(Math.abs(amount), currency)}`;

export function StatementPage() {
  const t = useT();
  const sessionActor = useSessionActor();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  if (!checking && !authenticated) return <Redirect to="/login" replace />;
  return (
    <Page title={t('page.statement')}>
      {authenticated ? <StatementFlow /> : <Spinner label={t('common.loading')} />}
    </Page>
  );
}

function useStatementFlow() {
  return useActorRef(
    statementMachine.provide({
      actors: { loadStatement: fromPromise(({ signal }) => getStatement({ signal })) },
      actions: { print: () => window.print() },
    }),
  );
}

type Flow = ReturnType<typeof useStatementFlow>;

function StatementFlow() {
  const t = useT();
  const flow = useStatementFlow();
  const state = useSelector(flow, selectStatementState);
  const statement = useSelector(flow, selectStatement);
  const error = useSelector(flow, selectStatementError);
  return (
    <div data-testid="statement" data-state={state} aria-busy={state === 'loading' || undefined} className={printable}>
      {error ? (
        <LoadFailed
          testId="statement-failed"
          message={errorText(error, t, 'statement.loadFailed') ?? t('statement.loadFailed')}
          retrying={false}
          onRetry={() => flow.send({ type: 'statement.retry' })}
        />
      ) : statement ? (
        <StatementView flow={flow} statement={statement} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </div>
  );
}

function StatementView({ flow, statement }: { flow: Flow; statement: StatementReply }) {
  const t = useT();
  const { locale } = useIntl();
  const empty = useSelector(flow, selectStatementEmpty);
  const totalsId = useId();
  const activityId = useId();
  const timeZone = statement.time_zone || HAITI_TIME_ZONE;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const money = (amount: number) => formatMoney(amount, statement.currency);
  return (
    <>
      <p>{t('statement.intro')}</p>
      <p data-testid="statement-period" className={muted}>
        {t('statement.period', { from: day.format(new Date(statement.from)), to: day.format(new Date(statement.to)) })}{' '}
        {t('statement.timeZone')}
      </p>
      <div className={cx(noPrint, css({ display: 'flex', flexWrap: 'wrap', gap: '3' }))}>
        {/* A plain download: the browser follows it with the session cookie, in the catalogue's language. */}
        <a href={statementCsvUrl()} download className={button({ variant: 'primary' })}>
          {t('statement.download')}
        </a>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => flow.send({ type: 'statement.print' })}
        >
          {t('statement.print')}
        </button>
      </div>
      <section aria-labelledby={totalsId} className={card} data-testid="statement-totals">
        <h2 id={totalsId} className={heading}>
          {t('statement.totals')}
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            gap: '3',
          })}
        >
          {TOTALS.map(([field, label]) => (
            <div key={field} data-total={field} className={cx(figureTile(), css({ p: '3' }))}>
              <dt className={muted}>{t(label)}</dt>
              <dd className={cx(amountText, css({ fontWeight: 'bold', fontSize: 'lg' }))}>
                {money(statement.totals[field])}
              </dd>
            </div>
          ))}
        </dl>
        <p
          data-testid="statement-lifetime"
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}
        >
          <span className={muted}>{t('statement.lifetime')}</span>
          <strong className={amountText}>{money(statement.lifetime_net_deposits)}</strong>
        </p>
      </section>
      <section aria-labelledby={activityId} className={card}>
        <h2 id={activityId} className={heading}>
          {t('statement.activity')}
        </h2>
        {empty ? (
          <p data-testid="statement-empty" className={css({ color: 'textMuted' })}>
            {t('statement.empty')}
          </p>
        ) : (
          <StatementTable statement={statement} labelledBy={activityId} />
        )}
      </section>
    </>
  );
}

// Paper is no screen: the layout's breakpoints do not apply to it, so printed the rows are a table whatever its width.
const table = cx(
  tableFrame,
  css({
    bg: { md: 'surface' },
    borderWidth: { md: '1px' },
    _print: { display: 'table', borderWidth: '1px', fontSize: 'xs' },
  }),
);
const head = cx(
  tableHead,
  css({ _print: { position: 'static', w: 'auto', h: 'auto', overflow: 'visible', clip: 'auto' } }),
);
const headCell = cx(tableHeadCell, css({ px: '3', _print: { px: '2' } }));
const body = css({
  display: { base: 'flex', md: 'table-row-group' },
  flexDirection: 'column',
  gap: '2',
  _print: { display: 'table-row-group' },
});
// Phones: a card per row: what it is and its amount on top, the date and the balance after it below, then the text.
const row = cx(
  stackedRow,
  css({
    gridTemplateAreas: '"kind amount" "when balance" "text text"',
    bg: { base: 'surfaceRaised', md: 'transparent' },
    borderRadius: { base: 'control', md: '0' },
    breakInside: 'avoid',
    '& > td': { verticalAlign: 'top' },
    _print: {
      display: 'table-row',
      '& > td': { display: 'table-cell', px: '2', py: '1', borderTopWidth: '1px' },
    },
  }),
);
const cell = {
  when: css({ gridArea: 'when', color: 'textMuted', fontSize: 'sm', whiteSpace: { md: 'nowrap' } }),
  kind: css({ gridArea: 'kind', fontWeight: 'semibold' }),
  text: css({ gridArea: 'text', overflowWrap: 'anywhere' }),
  amount: cx(
    amountText,
    css({
      gridArea: 'amount',
      textAlign: 'right',
      fontWeight: 'bold',
      '&[data-sign=credit]': { color: 'success' },
    }),
  ),
  balance: cx(amountText, css({ gridArea: 'balance', textAlign: 'right', color: 'textMuted', fontSize: 'sm' })),
};

/** Phones: a description that only repeats the row's type takes no line of the card. */
const repeats = css({ display: { base: 'none', md: 'table-cell' }, _print: { display: 'table-cell' } });

function StatementTable({ statement, labelledBy }: { statement: StatementReply; labelledBy: string }) {
  const t = useT();
  const { locale } = useIntl();
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: statement.time_zone || HAITI_TIME_ZONE,
  });
  const columns: Array<[MessageId, boolean]> = [
    ['statement.date', false],
    ['statement.type', false],
    ['statement.description', false],
    ['statement.amount', true],
    ['statement.balance', true],
  ];
  return (
    <table {...tableRoles.table} className={table} aria-labelledby={labelledBy} data-testid="statement-table">
      <thead {...tableRoles.rowgroup} className={head}>
        <TableHeadRow columns={columns.map(([id, end]) => [t(id), end])} cellClass={headCell} />
      </thead>
      <tbody {...tableRoles.rowgroup} className={body}>
        {statement.rows.map((item, index) => (
          // Rows have no id of their own; the server's order (newest first) is stable for one reply.
          // biome-ignore lint/suspicious/noArrayIndexKey: one reply's rows, never reordered
          <tr key={index} {...tableRoles.row} className={row} data-testid="statement-row" data-type={item.type}>
            <td {...tableRoles.cell} className={cell.when}>
              {when.format(new Date(item.at))}
            </td>
            <td {...tableRoles.cell} className={cell.kind}>
              {t(KINDS[item.type])}
            </td>
            <td
              {...tableRoles.cell}
              className={cx(
                cell.text,
                item.description === t(KINDS[item.type]) && !item.change && !item.actor && repeats,
              )}
            >
              <RowText row={item} />
            </td>
            <td
              {...tableRoles.cell}
              className={cell.amount}
              data-sign={item.amount !== null && item.amount > 0 ? 'credit' : undefined}
            >
              {item.amount === null ? '' : signed(item.amount, statement.currency)}
            </td>
            <td {...tableRoles.cell} className={cell.balance}>
              {item.balance === null ? '' : formatMoney(item.balance, statement.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The row's description; for a protection change, the old and new value and who made it (as the server words them). */
function RowText({ row: item }: { row: StatementRow }) {
  const t = useT();
  return (
    <>
      <span>{item.description}</span>
      {item.change && (
        <span data-testid="statement-change" className={css({ display: 'block', fontSize: 'sm' })}>
          {item.change.old ?? t('statement.noValue')} → {item.change.new ?? t('statement.noValue')}
        </span>
      )}
      {item.actor && (
        <span className={css({ display: 'block', fontSize: 'sm', color: 'textMuted' })}>
          {t('statement.madeBy', { actor: item.actor })}
        </span>
      )}
    </>
  );
}
