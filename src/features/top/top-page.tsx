// /top (docs/product.md#routes-list): the top ratings (docs/product.md#entities-games rating: game icon, masked player
// id, points, game name), with RATING_PLACEHOLDERS empty rows while loading (docs/product.md#constants-display). One
// real table on every screen: wide screens show it as a table, phones as compact two-line rows. The explicit ARIA roles
// keep the table semantics that Safari drops once the rows are restyled as grids.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { ratingsQuery } from '../../api/games';
import type { Rating } from '../../../contract/schemas/games';
import { RATING_PLACEHOLDERS } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, type QueryViewState } from '../../ui/query-view';
import { tableFrame, tableHead, tableHeadCell, tableRoles } from '../../ui/table-parts';

// The frame and header cells of ui/table-parts.ts, with this table's surface and padding.
const table = cx(tableFrame, css({ bg: 'surface', borderWidth: '1px' }));
const headCell = cx(tableHeadCell, css({ px: '4' }));
const row = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: '2.25rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"rank player points" "rank game points"',
  columnGap: '3',
  rowGap: '0.5',
  alignItems: 'center',
  px: { base: '3', md: '0' },
  py: { base: '2.5', md: '0' },
  '&:not(:last-child)': { borderBottomWidth: { base: '1px', md: '0' }, borderColor: 'border' },
  '& > td': {
    px: { md: '4' },
    py: { md: '3' },
    borderTopWidth: { md: '1px' },
    borderColor: 'border',
    verticalAlign: 'middle',
  },
});
const rankCell = css({ gridArea: 'rank' });
const playerCell = css({ gridArea: 'player', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const gameCell = css({ gridArea: 'game', minW: '0' });
const pointsCell = css({
  gridArea: 'points',
  textAlign: 'right',
  fontWeight: 'bold',
  color: 'accent',
  whiteSpace: 'nowrap',
});
const bar = { display: 'block', borderRadius: 'sm', bg: 'surfaceRaised', h: '3.5' } as const;

function RankBadge({ rank }: { rank: number }) {
  return (
    <span
      data-podium={rank <= 3 || undefined}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        w: '8',
        h: '8',
        borderRadius: 'full',
        bg: 'surfaceRaised',
        fontWeight: 'bold',
        fontSize: 'sm',
        '&[data-podium]': { bg: 'accent', color: 'accentText' },
      })}
    >
      {rank}
    </span>
  );
}

function RatingRow({ rating, rank }: { rating: Rating; rank: number }) {
  const intl = useIntl();
  const points = Number(rating.points);
  return (
    <tr {...tableRoles.row} data-testid="rating-row" className={row}>
      <td {...tableRoles.cell} className={rankCell}>
        <RankBadge rank={rank} />
      </td>
      <td {...tableRoles.cell} className={playerCell}>
        {rating.user}
      </td>
      <td {...tableRoles.cell} className={gameCell}>
        <span className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', md: '3' } })}>
          <img
            src={rating.icon}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className={css({
              w: { base: '6', md: '10' },
              h: { base: '6', md: '10' },
              borderRadius: 'md',
              flexShrink: 0,
            })}
          />
          <span
            className={css({
              color: { base: 'textMuted', md: 'text' },
              fontSize: { base: 'sm', md: 'md' },
              minW: '0',
              overflowWrap: 'anywhere',
            })}
          >
            {rating.game_name}
          </span>
        </span>
      </td>
      <td {...tableRoles.cell} className={pointsCell}>
        {Number.isFinite(points) ? intl.formatNumber(points, { maximumFractionDigits: 2 }) : rating.points}
      </td>
    </tr>
  );
}

function PlaceholderRow() {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row takes no focus; placeholders have nothing to read
    <tr aria-hidden="true" data-testid="rating-placeholder" className={row}>
      <td className={rankCell}>
        <span className={css(bar, { w: '8', h: '8', borderRadius: 'full' })} />
      </td>
      <td className={playerCell}>
        <span className={css(bar, { w: '7rem', h: '4', my: '1' })} />
      </td>
      <td className={gameCell}>
        <span className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', md: '3' } })}>
          <span className={css(bar, { w: { base: '6', md: '10' }, h: { base: '6', md: '10' }, flexShrink: 0 })} />
          <span className={css(bar, { w: '8rem' })} />
        </span>
      </td>
      <td className={pointsCell}>
        <span className={css(bar, { w: '5rem', ml: 'auto' })} />
      </td>
    </tr>
  );
}

export function TopPage() {
  const t = useT();
  const query = useQuery(ratingsQuery());
  return (
    <Page title={t('page.top')}>
      <p className={css({ color: 'textMuted', mt: '-2' })}>{t('top.intro')}</p>
      <QueryView
        query={query}
        failed={{ testId: 'ratings-failed', message: t('top.failed') }}
        loading={
          <>
            <RatingsTable state="loading">
              {Array.from({ length: RATING_PLACEHOLDERS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
                <PlaceholderRow key={index} />
              ))}
            </RatingsTable>
            <span role="status" className="sr-only">
              {t('common.loading')}
            </span>
          </>
        }
        empty={
          <RatingsTable state="empty">
            <tr {...tableRoles.row}>
              <td {...tableRoles.cell} colSpan={4} className={css({ p: '6', textAlign: 'center', color: 'textMuted' })}>
                {t('top.empty')}
              </td>
            </tr>
          </RatingsTable>
        }
      >
        {(ratings) => (
          <RatingsTable state="ready">
            {ratings.map((rating, index) => (
              <RatingRow key={`${rating.user}|${rating.game_name}|${rating.points}`} rating={rating} rank={index + 1} />
            ))}
          </RatingsTable>
        )}
      </QueryView>
    </Page>
  );
}

/** The ratings table with its head; `state` is the query state it shows (src/ui/query-view.tsx). */
function RatingsTable({ state, children }: { state: QueryViewState; children: ReactNode }) {
  const t = useT();
  return (
    <table
      {...tableRoles.table}
      data-testid="ratings"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      className={table}
    >
      <caption className="sr-only">{t('top.caption')}</caption>
      <thead {...tableRoles.rowgroup} className={tableHead}>
        <tr {...tableRoles.row}>
          <th {...tableRoles.columnheader} scope="col" className={cx(headCell, css({ w: '5rem' }))}>
            {t('top.rank')}
          </th>
          <th {...tableRoles.columnheader} scope="col" className={headCell}>
            {t('top.player')}
          </th>
          <th {...tableRoles.columnheader} scope="col" className={headCell}>
            {t('top.game')}
          </th>
          <th {...tableRoles.columnheader} scope="col" data-align="end" className={headCell}>
            {t('top.points')}
          </th>
        </tr>
      </thead>
      <tbody {...tableRoles.rowgroup} className={css({ display: { base: 'block', md: 'table-row-group' } })}>
        {children}
      </tbody>
    </table>
  );
}
