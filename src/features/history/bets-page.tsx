// /bets (docs/product.md#routes-bets): date range, game select with 'all games', 'show bets', the bets 20 a page
// (docs/product.md#constants-paging) in 7 columns on wide screens (event number, date, time, game, balance type, bet
// action, result) and as stacked cards on phones, and the pagination. docs/product.md#flows-history-filter: loads on
// open; filter changes reset to page 1.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { betsQuery, gameChoicesQuery, historyKeys } from '../../api/history';
import type { BetItem } from '../../api/schemas/wallet';
import { BALANCE_TYPE } from '../../config/constants';
import { type MessageId, useT } from '../../i18n/use-t';
import { DateRangePicker } from '../../ui/date-range-picker';
import { formatMoney } from '../../ui/format';
import { LoadFailed } from '../../ui/load-failed';
import { Pagination } from '../../ui/pagination';
import { dateAndTime, pageHref } from './history-format';
import { EmptyState, filterBar, LoadingRows, PlayerPage } from './history-parts';
import { useHistoryFilter } from './use-history-filter';

const PATH = '/bets';
const styles = field();

const ACTION: Record<string, MessageId> = {
  bet: 'history.betAction.bet',
  win: 'history.betAction.win',
  refund: 'history.betAction.refund',
};

export function BetsPage() {
  const t = useT();
  return (
    <PlayerPage title={t('page.bets')}>
      <BetsHistory />
    </PlayerPage>
  );
}

function BetsHistory() {
  const t = useT();
  const gameSelectId = useId();
  const queryClient = useQueryClient();
  const { flow, state, draft, query } = useHistoryFilter({
    path: PATH,
    commitOnChange: false,
    refetch: () => void queryClient.refetchQueries({ queryKey: historyKeys.bets, type: 'active' }),
  });
  const bets = useQuery(betsQuery(query));
  // The game list only feeds the select: without it the filter still offers 'all games'.
  const games = useQuery(gameChoicesQuery());
  const items = bets.data?.items;
  const count = bets.data?.pagination.count ?? 0;
  const listState = bets.isError ? 'failed' : !items ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  return (
    <div
      data-testid="bets-history"
      data-state={state}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <form
        className={filterBar}
        aria-label={t('history.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'filter.show' });
        }}
      >
        <DateRangePicker
          label={t('history.dates')}
          value={{ from: draft.startDate, to: draft.finishDate }}
          onChange={({ from, to }) => flow.send({ type: 'filter.change', patch: { startDate: from, finishDate: to } })}
        />
        <div className={`${styles.root} ${css({ minW: { sm: '14rem' } })}`}>
          <label htmlFor={gameSelectId} className={styles.label}>
            {t('history.game')}
          </label>
          <select
            id={gameSelectId}
            value={draft.gameId}
            onChange={(e) => flow.send({ type: 'filter.change', patch: { gameId: e.target.value } })}
            className={`${styles.control} ${css({ h: '11', colorScheme: 'dark' })}`}
          >
            <option value="">{t('history.allGames')}</option>
            {games.data?.map((game) => (
              <option key={game.id} value={String(game.id)}>
                {game.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          data-dirty={state === 'dirty' || undefined}
          className={`${button({ variant: 'primary' })} ${css({ ml: { sm: 'auto' } })}`}
          aria-busy={bets.isFetching || undefined}
        >
          {t('history.showBets')}
        </button>
      </form>
      <div
        data-testid="bets-list"
        data-state={listState}
        data-page={query.page}
        aria-busy={bets.isFetching || undefined}
      >
        {listState === 'failed' ? (
          <LoadFailed
            message={t('history.requestsFailed')}
            onRetry={() => void bets.refetch()}
            retrying={bets.isFetching}
            testId="history-failed"
          />
        ) : listState === 'loading' ? (
          <LoadingRows />
        ) : listState === 'empty' ? (
          <EmptyState text={t('history.noBets')} />
        ) : (
          <BetsTable items={items ?? []} />
        )}
      </div>
      <Pagination page={query.page} count={count} href={(page) => pageHref(PATH, page)} />
    </div>
  );
}

// Safari drops the table semantics of restyled rows (phones show cards), so the roles are spelled out.
const roles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

const table = css({
  display: { base: 'block', md: 'table' },
  w: '100%',
  borderCollapse: 'separate',
  borderSpacing: '0',
  bg: { md: 'surface' },
  borderWidth: { md: '1px' },
  borderColor: 'border',
  borderRadius: 'card',
  overflow: 'hidden',
  fontVariantNumeric: 'tabular-nums',
});
const head = css({
  position: { base: 'absolute', md: 'static' },
  w: { base: '1px', md: 'auto' },
  h: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clip: { base: 'rect(0,0,0,0)', md: 'auto' },
  whiteSpace: 'nowrap',
});
const headCell = css({
  textAlign: 'left',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'textMuted',
  px: '3',
  py: '3',
  bg: 'surfaceRaised',
  '&[data-align=end]': { textAlign: 'right' },
});
const body = css({ display: { base: 'flex', md: 'table-row-group' }, flexDirection: 'column', gap: '2' });
// Phones: a card per bet: game and result on top, then date · time, then action, balance type and number.
const row = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"game result" "when action" "balance id"',
  columnGap: '3',
  rowGap: '1',
  p: { base: '3', md: '0' },
  bg: { base: 'surface', md: 'transparent' },
  borderWidth: { base: '1px', md: '0' },
  borderColor: 'border',
  borderRadius: { base: 'card', md: '0' },
  '& > td': { px: { md: '3' }, py: { md: '2.5' }, borderTopWidth: { md: '1px' }, borderColor: 'border' },
});
const muted = css({ color: 'textMuted', fontSize: { base: 'sm', md: 'md' } });
const cell = {
  id: css({ gridArea: 'id', textAlign: { base: 'right', md: 'left' } }),
  date: css({ gridArea: 'when', display: { base: 'inline', md: 'table-cell' } }),
  game: css({ gridArea: 'game', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  balance: css({ gridArea: 'balance' }),
  action: css({ gridArea: 'action', textAlign: { base: 'right', md: 'left' } }),
  result: css({
    gridArea: 'result',
    textAlign: 'right',
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
    '&[data-action=win], &[data-action=refund]': { color: 'success' },
  }),
};
// Phones show date and time on one line of their own.
const whenCell = css({ gridArea: 'when', display: { base: 'none', md: 'table-cell' } });

function BetsTable({ items }: { items: BetItem[] }) {
  const t = useT();
  const { locale } = useIntl();
  const columns: Array<[MessageId, boolean]> = [
    ['history.eventNumber', false],
    ['history.date', false],
    ['history.time', false],
    ['history.game', false],
    ['history.balanceType', false],
    ['history.betActionColumn', false],
    ['history.result', true],
  ];
  return (
    <table {...roles.table} className={table} aria-label={t('page.bets')} data-testid="bets-table">
      <thead {...roles.rowgroup} className={head}>
        <tr {...roles.row}>
          {columns.map(([id, end]) => (
            <th key={id} {...roles.columnheader} scope="col" className={headCell} data-align={end ? 'end' : undefined}>
              {t(id)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...roles.rowgroup} className={body}>
        {items.map((bet) => {
          const { date, time } = dateAndTime(bet.date, locale);
          const action = ACTION[bet.rate_action];
          const credit = bet.rate_action === 'win' || bet.rate_action === 'refund';
          return (
            <tr key={bet.id} {...roles.row} className={row} data-testid="bet-row">
              <td {...roles.cell} className={`${cell.id} ${muted}`}>
                <span aria-hidden="true" className={css({ md: { display: 'none' } })}>
                  #
                </span>
                {bet.id}
              </td>
              <td {...roles.cell} className={`${cell.date} ${muted}`}>
                {date}
                <span className={css({ md: { display: 'none' } })}>{time ? ` · ${time}` : ''}</span>
              </td>
              <td {...roles.cell} className={`${whenCell} ${muted}`}>
                {time}
              </td>
              <td {...roles.cell} className={cell.game}>
                {bet.game}
              </td>
              <td {...roles.cell} className={`${cell.balance} ${muted}`}>
                {t(bet.balance_type === BALANCE_TYPE.bonus ? 'history.balanceBonus' : 'history.balanceReal')}
              </td>
              <td {...roles.cell} className={`${cell.action} ${muted}`}>
                {action ? t(action) : bet.rate_action}
              </td>
              <td {...roles.cell} className={cell.result} data-action={bet.rate_action}>
                {`${credit ? '+' : '−'}${formatMoney(bet.amount.value, bet.amount.currency)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
