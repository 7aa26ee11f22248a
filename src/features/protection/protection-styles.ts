// The card each player protection tool sits in, on /responsible-gambling and in /personal's limits and breaks
// (docs/product.md#routes-responsible-gambling, docs/product.md#routes-limits-and-breaks): the same surface on both.
import { css } from 'styled-system/css';
import { panel } from '../../ui/panel';

export const protectionCard = css(panel, { gap: '3' });

/** A tool or a limit inside such a card: a raised tile with its title, text and actions in a column. */
export const protectionTile = css({
  bg: 'surfaceRaised',
  borderRadius: 'card',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
