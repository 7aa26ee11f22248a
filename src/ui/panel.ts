// The raised panel a single task sits on (a sign-in step, a player protection tool): one surface, border, radius and
// padding, in a column. A style object (css.raw) for css() to merge with each place's own width and spacing.
import { css } from 'styled-system/css';

export const panel = css.raw({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
});
