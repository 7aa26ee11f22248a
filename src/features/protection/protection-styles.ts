// The card each player protection tool sits in, on /responsible-gambling and in /personal's limits and breaks
// (docs/product.md#routes-responsible-gambling, docs/product.md#routes-limits-and-breaks): the same surface on both.
import { css } from 'styled-system/css';

export const protectionCard = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});
