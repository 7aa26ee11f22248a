// The static club map (docs/architecture.md): what /clubs shows first, without MapLibre, the same on the server and in the
// browser. The base map is the server's SVG of the offline style's country shapes (GET /media/map/clubs.svg)
// in a plain <img>; the markers are an inline SVG over it with the same viewBox, placed by the shared
// projection (map-view.ts), so both line up with each other and with MapLibre's opening view in any box.
// A marker is a link to the club in the list beside the map (what it does before the page's script runs);
// once the page is live it opens the club's card (ClubCard, shown by club-map.tsx), with what MapLibre's
// popup says. The page's
// Content-Security-Policy allows no style attribute: positions are SVG attributes, looks are Panda classes.
import { useEffect, useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/use-t';
import { detailAddress, detailLimit, detailName, limitText, type PlacedClub } from './club-parts';
import { projectToView, STATIC_MAP_PATH, VIEW_BOX, VIEW_HEIGHT, VIEW_WIDTH } from '../../../contract/map-view';

export interface StaticClubMapProps {
  clubs: PlacedClub[];
  /** Id of the club whose card is open (the club map machine's `selected`). */
  selected: number | null;
  onSelect: (clubId: number, marker: HTMLElement | SVGElement) => void;
}

/** The list's button for a club (clubs-page.tsx): where a marker leads before the page is live. */
export const clubAnchor = (clubId: number) => `club-${clubId}`;

const fill = css({ position: 'absolute', inset: '0', w: '100%', h: '100%' });

const pin = css({
  cursor: 'pointer',
  outline: 'none',
  '& [data-part=shadow]': { fill: 'black', fillOpacity: '0.35' },
  '& [data-part=ring], & [data-part=dot]': { fill: 'accent' },
  '& [data-part=dot]': { stroke: 'bg' },
  '& [data-part=focus]': { fill: 'none', stroke: 'transparent' },
  '&:hover [data-part=ring], &:hover [data-part=dot], &[aria-expanded=true] [data-part=ring], &[aria-expanded=true] [data-part=dot]':
    { fill: 'text' },
  '&:focus-visible [data-part=focus]': { stroke: 'focus' },
});

// Markers keep MapLibre's size (18 px, a 2 px ring) whatever the map's scale: a view unit is about
// 0.35 CSS px in a phone's map box, 0.42 from xsm to sm, 0.53 at md and 0.6 to 0.68 on the desktop.
const pinSize = css({
  transform: {
    base: 'scale(2.9)',
    xsm: 'scale(2.55)',
    sm: 'scale(2.4)',
    md: 'scale(1.9)',
    lg: 'scale(1.6)',
    xl: 'scale(1.47)',
  },
});

const card = css({
  position: 'relative',
  w: { sm: '18rem' },
  maxW: '100%',
  bg: 'surfaceRaised',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: '10px',
  p: '12px 40px 12px 14px',
  fontSize: 'sm',
  lineHeight: '1.4',
  boxShadow: '0 8px 24px rgb(0 0 0 / 45%)',
});

// The card keeps clear of its marker: below it when the club is in the upper half of the view, above it
// otherwise, and (beside a wide map) on the other side.
const cardBelow = css({ mt: 'auto' });
const cardStart = css({ alignSelf: { base: 'stretch', sm: 'flex-start' } });
const cardEnd = css({ alignSelf: { base: 'stretch', sm: 'flex-end' } });

const closeButton = css({
  position: 'absolute',
  top: '4px',
  right: '4px',
  w: '32px',
  h: '32px',
  borderRadius: '8px',
  fontSize: '1.375rem',
  lineHeight: '1',
  cursor: 'pointer',
  _hover: { bg: 'border' },
});

/** The club's details on the static map (what MapLibre's popup says), for ClubMap's overlay column. */
export function ClubCard({ club, onClose }: { club: PlacedClub; onClose: () => void }) {
  const t = useT();
  const { x, y } = projectToView(club.map_position);
  const nameId = useId();
  const close = useRef<HTMLButtonElement>(null);
  // Like MapLibre's popup, the card takes the focus when it opens (it is keyed by club: once per club).
  useEffect(() => {
    close.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={nameId}
      data-testid="club-popup"
      className={cx(card, y < VIEW_HEIGHT / 2 && cardBelow, x < VIEW_WIDTH / 2 ? cardEnd : cardStart)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <p id={nameId} className={detailName}>
        {club.info.name}
      </p>
      <p className={detailAddress}>{club.info.address}</p>
      <p className={detailLimit}>{limitText(t, club)}</p>
      <button ref={close} type="button" aria-label={t('common.close')} className={closeButton} onClick={onClose}>
        ×
      </button>
    </section>
  );
}

export function StaticClubMap({ clubs, selected, onSelect }: StaticClubMapProps) {
  const t = useT();
  return (
    <div data-layer="static" data-testid="club-map-static" className={fill}>
      <img
        src={STATIC_MAP_PATH}
        alt=""
        width={Math.round(VIEW_WIDTH)}
        height={Math.round(VIEW_HEIGHT)}
        fetchPriority="high"
        draggable={false}
        className={fill}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: an inline SVG cannot be a fieldset; the group names its marker links */}
      <svg
        viewBox={VIEW_BOX}
        preserveAspectRatio="xMidYMid meet"
        className={fill}
        role="group"
        aria-label={t('clubs.mapLabel')}
      >
        {clubs.map((club) => {
          const { x, y } = projectToView(club.map_position);
          return (
            <a
              key={club.id}
              href={`#${clubAnchor(club.id)}`}
              aria-label={club.info.name}
              aria-expanded={selected === club.id}
              data-testid="club-pin"
              data-club-id={club.id}
              className={pin}
              onClick={(event) => {
                event.preventDefault();
                onSelect(club.id, event.currentTarget);
              }}
            >
              <g transform={`translate(${x} ${y})`}>
                <g className={pinSize}>
                  <circle data-part="shadow" cy="2" r="12" />
                  <circle data-part="ring" r="11" />
                  <circle data-part="dot" r="7.5" strokeWidth="3" />
                  <circle data-part="focus" r="14.5" strokeWidth="2" />
                  {/* A larger target for fingers. */}
                  <circle r="16" fill="transparent" />
                </g>
              </g>
            </a>
          );
        })}
      </svg>
    </div>
  );
}
