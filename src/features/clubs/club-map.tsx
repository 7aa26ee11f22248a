// The MapLibre map of /clubs (spec §2 club map): one round marker per club with coordinates; a marker
// (or a button of the list beside the map, through the `show` handle) opens a popup with the club's name,
// address and withdrawal limit. Only this module imports maplibre-gl, so it loads with the /clubs route
// alone (DESIGN.md §1). Without WebGL, or when the style cannot load, it says so: the list still works.
import 'maplibre-gl/dist/maplibre-gl.css';
import './club-map.css';
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { type Translate, useT } from '../../i18n/use-t';
import { limitText, type PlacedClub } from './club-parts';
import { configuredStyleUrl, HAITI_BOUNDS, mapStyle } from './map-style';

// A build moves the worker under /assets with a hashed name: MapLibre must be told where.
setWorkerUrl(workerUrl);

export interface ClubMapHandle {
  /** Centres the map on the club and opens its popup; focus returns to `opener` when it closes. */
  show: (clubId: number, opener?: HTMLElement) => void;
}

type MapState = 'loading' | 'ready' | 'failed';

/** The offline shapes are coarse: closer than this there is nothing more to see. */
const MAX_ZOOM = 13;
const CLUB_ZOOM = 10;

const frame = css({
  position: 'relative',
  h: { base: '22rem', md: '28rem', lg: '36rem' },
  borderRadius: 'card',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg',
});

const marker = css({
  w: '18px',
  h: '18px',
  borderRadius: 'full',
  bg: 'accent',
  borderWidth: '3px',
  borderColor: 'bg',
  boxShadow: '0 0 0 2px token(colors.accent), 0 2px 6px rgba(0,0,0,0.5)',
  cursor: 'pointer',
  p: '0',
  '&:hover, &[aria-expanded=true]': {
    bg: 'text',
    boxShadow: '0 0 0 2px token(colors.text), 0 2px 6px rgba(0,0,0,0.5)',
  },
});

/** Unlayered rules in club-map.css: MapLibre's stylesheet would beat Panda's layered utilities. */
const popupClass = 'club-popup';

const popupName = css({ fontWeight: 'bold', fontSize: 'md', mb: '1' });
const popupAddress = css({ color: 'textMuted', mb: '1' });
const popupLimit = css({ fontWeight: 'semibold', color: 'accent' });

const notice = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  p: '6',
  color: 'textMuted',
  bg: 'surface',
});

const credit = css({
  position: 'absolute',
  left: '0',
  bottom: '0',
  px: '2',
  py: '0.5',
  fontSize: 'xs',
  color: 'textMuted',
  bg: 'bg/80',
  borderTopRightRadius: 'sm',
  pointerEvents: 'none',
});

/** Popup body built as DOM (text only, never HTML): the club's name, address and limit. */
function popupContent(club: PlacedClub, t: Translate): HTMLElement {
  const root = document.createElement('div');
  root.dataset.testid = 'club-popup';
  const line = (className: string, text: string) => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    root.append(p);
  };
  line(popupName, club.info.name);
  line(popupAddress, club.info.address);
  line(popupLimit, limitText(t, club));
  return root;
}

export function ClubMap({ clubs, ref }: { clubs: PlacedClub[]; ref?: Ref<ClubMapHandle> }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const showRef = useRef<ClubMapHandle['show'] | null>(null);
  // Popups are built when opened, with the texts of the current language.
  const translate = useRef(t);
  translate.current = t;

  useImperativeHandle(ref, () => ({ show: (clubId, opener) => showRef.current?.(clubId, opener) }), []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tr = translate.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: mapStyle(window.location.origin),
        bounds: HAITI_BOUNDS,
        fitBoundsOptions: { padding: 12 },
        maxZoom: configuredStyleUrl() ? 19 : MAX_ZOOM,
        minZoom: 4,
        maxPitch: 0,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        renderWorldCopies: false,
        attributionControl: configuredStyleUrl() ? { compact: true } : false,
        locale: {
          'Map.Title': tr('clubs.mapLabel'),
          'NavigationControl.ZoomIn': tr('clubs.zoomIn'),
          'NavigationControl.ZoomOut': tr('clubs.zoomOut'),
          'Popup.Close': tr('common.close'),
        },
      });
    } catch {
      // No WebGL on this device.
      setState('failed');
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

    let styleLoaded = false;
    // Markers and popups work once the style is there; the country shapes may still be on their way.
    map.once('style.load', () => {
      styleLoaded = true;
      setState('ready');
    });
    map.on('error', (event) => {
      if (!styleLoaded) setState('failed');
      else console.warn('[clubs map]', event.error?.message);
    });

    const popup = new Popup({ closeButton: true, maxWidth: '18rem', offset: 14, className: popupClass });
    const markers = new Map<number, { club: PlacedClub; button: HTMLButtonElement }>();
    let opener: HTMLElement | undefined;
    let openButton: HTMLButtonElement | undefined;

    popup.on('close', () => {
      openButton?.setAttribute('aria-expanded', 'false');
      openButton = undefined;
      // Focus was in the popup that just left the page: give it back to what opened it.
      if (opener && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
    });

    const open = (clubId: number, from: HTMLElement | undefined, fly: boolean) => {
      const entry = markers.get(clubId);
      if (!entry) return;
      const { lat, lon } = entry.club.map_position;
      if (fly) map.flyTo({ center: [lon, lat], zoom: Math.max(map.getZoom(), CLUB_ZOOM) });
      popup.setLngLat([lon, lat]).setDOMContent(popupContent(entry.club, translate.current));
      popup.addTo(map);
      opener = from;
      openButton = entry.button;
      openButton.setAttribute('aria-expanded', 'true');
    };
    showRef.current = (clubId, from) => open(clubId, from, true);

    for (const club of clubs) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = marker;
      button.dataset.testid = 'club-marker';
      button.dataset.clubId = String(club.id);
      button.setAttribute('aria-label', club.info.name);
      button.setAttribute('aria-expanded', 'false');
      // The map would take the click for itself and close the popup it has just opened.
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        open(club.id, button, false);
      });
      new Marker({ element: button, anchor: 'center' })
        .setLngLat([club.map_position.lon, club.map_position.lat])
        .addTo(map);
      markers.set(club.id, { club, button });
    }

    return () => {
      showRef.current = null;
      opener = undefined;
      map.remove();
    };
  }, [clubs]);

  return (
    <div className={frame} data-testid="club-map" data-state={state}>
      {/* MapLibre makes its container position: relative, so it fills the frame by size, not by inset. */}
      <div ref={container} className={cx('club-map', css({ w: '100%', h: '100%' }))} />
      {state === 'failed' && (
        <p role="alert" className={notice}>
          {t('clubs.mapFailed')}
        </p>
      )}
      {state === 'ready' && !configuredStyleUrl() && <small className={credit}>{t('clubs.mapCredit')}</small>}
      {state === 'loading' && (
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
      )}
    </div>
  );
}
