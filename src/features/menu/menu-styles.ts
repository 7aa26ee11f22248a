// Shared look of the menu's entry lists (menu and sport terms): full-width rows, 48 px tall touch targets.
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

export const entryList = cx(
  card({ padded: false }),
  css({
    listStyle: 'none',
    overflow: 'hidden',
    '& > li + li': { borderTopWidth: '1px', borderColor: 'border' },
  }),
);

export const entryRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '12',
  px: '4',
  py: '2',
  width: '100%',
  textAlign: 'left',
  cursor: 'pointer',
  color: 'text',
  _hover: { bg: 'surfaceRaised' },
  _focusVisible: { outlineOffset: '-2px' },
  _disabled: { opacity: 0.6, cursor: 'progress' },
});
