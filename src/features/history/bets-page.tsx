// /bets (docs/product.md#routes-bets): date range, game select with 'all games', 'show bets', the bets 20 a page
// (docs/product.md#constants-paging) in 7 columns on wide screens (event number, date, time, game, balance type, bet
// action, result) and as stacked cards on phones, and the pagination. docs/product.md#flows-history-filter: loads on
// open; filter changes reset to page 1.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { betsQuery, gameChoicesQuery, historyKeys } from '../../api/history';
import type { BetItem } from '../../../contract/schemas/wallet';
import { BALANCE_TYPE } from '../../config/constants';
import { type MessageId, useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';
import { dateAndTime } from './history-format';
import { HistoryView, PlayerPage } from './history-parts';
import { useHistoryFilter } from './use-history-filter';
import { stackedRow, tableFrame, tableHead, tableHeadCell, tableRoles } from '../../ui/table-parts';
import { TableHeadRow } from '../../ui/table-head-row';

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
  const filter = useHistoryFilter({
    path: PATH,
    commitOnChange: false,
    refetch: () => void queryClient.refetchQueries({ queryKey: historyKeys.bets, type: 'active' }),
  });
  const { flow, draft } = filter;
  const bets = useQuery(betsQuery(filter.query));
  // The game list only feeds the select: without it the filter still offers 'all games'.
  const games = useQuery(gameChoicesQuery());

  return (
    <HistoryView
      name="bets"
      path={PATH}
      filter={filter}
      list={bets}
      showLabel={t('history.showBets')}
      emptyText={t('history.noBets')}
      filters={
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
      }
    >
      {(data) => <BetsTable items={data.items} />}
    </HistoryView>
  );
}

// The frame and header cells of ui/table-parts.ts, with this table's surface and padding.
const table = cx(tableFrame, css({ bg: { md: 'surface' }, borderWidth: { md: '1px' } }));
const headCell = cx(tableHeadCell, css({ px: '3' }));
const body = css({ display: { base: 'flex', md: 'table-row-group' }, flexDirection: 'column', gap: '2' });
// Phones: a card per bet: game and result on top, then date · time, then action, balance type and number.
const row = cx(
  stackedRow,
  css({
    gridTemplateAreas: '"game result" "when action" "balance id"',
    bg: { base: 'surface', md: 'transparent' },
    borderWidth: { base: '1px', md: '0' },
    borderColor: 'border',
    borderRadius: { base: 'card', md: '0' },
  }),
);
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
    <table {...tableRoles.table} className={table} aria-label={t('page.bets')} data-testid="bets-table">
      <thead {...tableRoles.rowgroup} className={tableHead}>
        <TableHeadRow columns={columns.map(([id, end]) => [t(id), end])} cellClass={headCell} />
      </thead>
      <tbody {...tableRoles.rowgroup} className={body}>
        {items.map((bet) => {
          const { date, time } = dateAndTime(bet.date, locale);
          const action = ACTION[bet.rate_action];
          const credit = bet.rate_action === 'win' || bet.rate_action === 'refund';
          return (
            <tr key={bet.id} {...tableRoles.row} className={row} data-testid="bet-row">
              <td {...tableRoles.cell} className={`${cell.id} ${muted}`}>
                <span aria-hidden="true" className={css({ md: { display: 'none' } })}>
                  #
                </span>
                {bet.id}
              </td>
              <td {...tableRoles.cell} className={`${cell.date} ${muted}`}>
                {date}
                <span className={css({ md: { display: 'none' } })}>{time ? ` · ${time}` : ''}</span>
              </td>
              <td {...tableRoles.cell} className={`${whenCell} ${muted}`}>
                {time}
              </td>
              <td {...tableRoles.cell} className={cell.game}>
                {bet.game}
              </td>
              <td {...tableRoles.cell} className={`${cell.balance} ${muted}`}>
                {t(bet.balance_type === BALANCE_TYPE.bonus ? 'history.balanceBonus' : 'history.balanceReal')}
              </td>
              <td {...tableRoles.cell} className={`${cell.action} ${muted}`}>
                {action ? t(action) : bet.rate_action}
              </td>
              <td {...tableRoles.cell} className={cell.result} data-action={bet.rate_action}>
                {`${credit ? '+' : '−'}${formatMoney(bet.amount.value, bet.amount.currency)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
