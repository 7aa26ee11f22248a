// What the tables that turn into stacked rows on phones share (bets history, top ratings).
import { css } from 'styled-system/css';

/**
 * Safari drops the table semantics of restyled rows (phones show cards or grid rows), so the roles are
 * spelled out; as literal attributes a linter would call them redundant.
 */
export const tableRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

/** Phones: the header row is read by screen readers only; wide screens show it. */
export const tableHead = css({
  position: { base: 'absolute', md: 'static' },
  w: { base: '1px', md: 'auto' },
  h: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clip: { base: 'rect(0,0,0,0)', md: 'auto' },
  whiteSpace: 'nowrap',
});

/** The frame of such a table: a table from md up, a block of rows or cards below. */
export const tableFrame = css({
  display: { base: 'block', md: 'table' },
  w: '100%',
  borderCollapse: 'separate',
  borderSpacing: '0',
  borderColor: 'border',
  borderRadius: 'card',
  overflow: 'hidden',
  fontVariantNumeric: 'tabular-nums',
});

/** A column header cell; `data-align=end` right-aligns the numbers' columns. */
export const tableHeadCell = css({
  textAlign: 'left',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'textMuted',
  py: '3',
  bg: 'surfaceRaised',
  '&[data-align=end]': { textAlign: 'right' },
});

/**
 * A row of such a table: on phones a card, a grid of two columns whose areas each table names; from md up a table row
 * whose cells are padded and ruled above. For cx() with the table's areas and surface.
 */
export const stackedRow = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '3',
  rowGap: '1',
  p: { base: '3', md: '0' },
  '& > td': { px: { md: '3' }, py: { md: '2.5' }, borderTopWidth: { md: '1px' }, borderColor: 'border' },
});
