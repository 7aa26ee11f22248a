// Pieces both club pages share (docs/product.md#routes-clubs club list and map: address and withdrawal limit).
import { css } from 'styled-system/css';
import type { Club } from '../../../contract/schemas/content';
import { Link } from 'wouter';
import { type Translate, useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';

/**
 * Club limits are HTG (docs/product.md#entities-cashier); negative means unlimited, and 0 limits nothing either
 * (docs/product.md#rules-cash-withdrawal rule).
 */
export const CLUB_CURRENCY = 'HTG';

export function limitText(t: Translate, club: Club): string {
  const limit = club.info.withdrawal_limit;
  return t('clubs.limit', { limit: limit <= 0 ? t('clubs.unlimited') : formatMoney(limit, CLUB_CURRENCY) });
}

export type PlacedClub = Club & { map_position: { lat: number; lon: number } };

export const isPlaced = (club: Club): club is PlacedClub => club.map_position !== null;

export const linkClass = css({ color: 'link', textDecoration: 'underline', textUnderlineOffset: '3px' });

/** The intro over both club pages, with the link to the other one (`href`, its text `link`). */
export function ClubsIntro({ href, link }: { href: string; link: string }) {
  const t = useT();
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2 4', justifyContent: 'space-between', mt: '-2' })}>
      <p className={css({ color: 'textMuted' })}>{t('clubs.intro')}</p>
      <Link href={href} className={linkClass}>
        {link}
      </Link>
    </div>
  );
}

/** The club's details on the map (MapLibre's popup and the static map's card): name, address, limit. */
export const detailName = css({ fontWeight: 'bold', fontSize: 'md', mb: '1' });
export const detailAddress = css({ color: 'textMuted', mb: '1' });
export const detailLimit = css({ fontWeight: 'semibold', color: 'accent' });
