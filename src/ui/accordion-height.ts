// docs/product.md#constants-display: FAQ and blog accordions open to at most 600 px, or 1200 px when the text is over
// 700 characters (the text without its HTML tags).
import { css } from 'styled-system/css';
import { ACCORDION_LONG_MAX_HEIGHT_PX, ACCORDION_LONG_TEXT_CHARS, ACCORDION_MAX_HEIGHT_PX } from '../config/constants';

/** The length of the text a server HTML string shows. */
export const textLengthOf = (html: string) => html.replace(/<[^>]*>/g, '').length;

/** True when the text is long (over 700 characters): it opens to the taller height. */
export const isLongText = (html: string) => textLengthOf(html) > ACCORDION_LONG_TEXT_CHARS;

export const accordionMaxHeight = (html: string) =>
  isLongText(html) ? ACCORDION_LONG_MAX_HEIGHT_PX : ACCORDION_MAX_HEIGHT_PX;

// The heights as classes (the page's CSP refuses inline styles in the server's HTML); they are
// ACCORDION_MAX_HEIGHT_PX and ACCORDION_LONG_MAX_HEIGHT_PX (tests/ui/games-rules.test.ts ties them).
export const ACCORDION_HEIGHT_CLASS: Record<number, string> = {
  600: css({ maxHeight: '600px' }),
  1200: css({ maxHeight: '1200px' }),
};
