import { DEFAULT_CURRENCY_LABEL } from '../config/constants';

const THIN_SPACE = '\u2009';

/** docs/product.md#constants-money: balance with thin-space thousands; currency label defaults to DMO. */
export function formatMoney(value: number, currency?: string | null): string {
  const fixed = Math.abs(value).toFixed(2).replace(/\.00$/, '');
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''} ${currency || DEFAULT_CURRENCY_LABEL}`;
}
