// docs/product.md#routes-cashier payment systems: picking a `link` method goes to /payment_systems/{id}, the others to
// the detail; back goes one step (to the list), close two (out of the cashier, where the player came from).
import type { PaymentSystem } from '../../../contract/schemas/wallet';
import { DIRECTION } from '../../config/constants';

/** History state of a detail opened from the method list: only then is "one step back" the list. */
export const FROM_LIST_STATE = { cashier: 'fromList' } as const;

export function listPath(direction: number): string {
  return direction === DIRECTION.withdrawal ? '/withdraw' : '/deposit';
}

export function detailPath(system: Pick<PaymentSystem, 'id' | 'type' | 'direction'>): string {
  return system.type === 'link' ? `/payment_systems/${system.id}` : `${listPath(system.direction)}/${system.id}`;
}

/** A route parameter that is a payment system id (a positive integer), else null. */
export function parseSystemId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function openedFromList(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as { cashier?: unknown }).cashier === 'fromList';
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Back: one step when the list is the previous entry, else to the list itself. */
export function goBack(direction: number, navigate: Navigate) {
  if (openedFromList()) window.history.back();
  else navigate(listPath(direction), { replace: true });
}

/** Close: two steps (past the list) when both are ours to undo, else home. */
export function closeCashier(navigate: Navigate) {
  if (openedFromList() && window.history.length > 2) window.history.go(-2);
  else navigate('/');
}

/** The page was opened from a page of this site (a link or a reload of one). */
function cameFromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Closing the phone's method list (docs/product.md#routes-other deposit and withdrawal methods dialogs): one step back
 * to the page of the app the player opened the cashier from, or home when there is none (the cashier was the tab's
 * first page of the site). The Navigation API lists only this site's entries; without it, the entry behind counts
 * only when the page came from this site, so closing never steps back to another one.
 */
export function leaveCashier(navigate: Navigate) {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  const appPageBehind = navigation?.canGoBack ?? (window.history.length > 1 && cameFromThisSite());
  if (appPageBehind) window.history.back();
  else navigate('/', { replace: true });
}
