// Pure display rules of the history pages: docs/product.md#constants-display transaction id shortening and rate
// decimals, the date and time columns of a row, http(s)-only links from the server, and the address of a page.
import { MIN_PAGE, RATE_DISPLAY_DECIMALS, TX_ID_KEEP, TX_ID_SHORTEN_OVER } from '../../config/constants';

/** docs/product.md#constants-display: ids over 10 characters show the first 5 and the last 5. */
export function shortenTxId(id: string): string {
  return id.length > TX_ID_SHORTEN_OVER ? `${id.slice(0, TX_ID_KEEP)}…${id.slice(-TX_ID_KEEP)}` : id;
}

/** The server's own short form when it gave one, else the docs/product.md#constants rule. */
export function displayTxId(tx: { id: string; id_short?: string | null }): string {
  return tx.id_short?.trim() ? tx.id_short : shortenTxId(tx.id);
}

/** docs/product.md#constants-money: rates show 6 decimals. */
export function formatRate(rate: number): string {
  return rate.toFixed(RATE_DISPLAY_DECIMALS);
}

/** The date and time columns of a row in the player's locale; an unreadable date is shown as it came. */
export function dateAndTime(value: string, locale: string): { date: string; time: string } {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { date: value, time: '' };
  return {
    date: new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at),
  };
}

/** The address of page `page` of a history list: page 1 has no ?page=. */
export function pageHref(path: string, page: number): string {
  return page > MIN_PAGE ? `${path}?page=${page}` : path;
}
