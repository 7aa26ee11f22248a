// The card each player protection tool sits in, on /responsible-gambling and in /personal's limits and breaks
// (docs/product.md#routes-responsible-gambling, docs/product.md#routes-limits-and-breaks): the same surface on both.
import { css } from 'styled-system/css';
import { panel } from '../../ui/panel';

export const protectionCard = css(panel, { gap: '3' });
