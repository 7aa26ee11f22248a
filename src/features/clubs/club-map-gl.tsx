// MapLibre's view of /clubs (docs/product.md#routes-clubs club map): one round marker per club; a marker (or a club of
// the list beside the map) opens a popup with the club's name, address and withdrawal limit. Only this module imports
// maplibre-gl: the club map (club-map.tsx) loads it as a chunk of its own when the player reaches for the map
// or the page has been idle a while (docs/architecture.md). It is mounted under the static map with the same
// box and view, and tells the club map's machine when it has drawn the view (map.ready) or cannot run
// (map.failed). The open popup follows the machine's `selected` club.
import 'maplibre-gl/dist/maplibre-gl.css';
import './club-map.css';
import { useSelector } from '@xstate/react';
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type Ref, type RefObject, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { type Translate, useT } from '../../i18n/use-t';
import type { ClubMapMachine } from '../../machines/club-map/club-map.machine';
import { selectSelectedClub } from '../../machines/club-map/club-map.selectors';
import { detailAddress, detailLimit, detailName, limitText, type PlacedClub } from './club-parts';
import { configuredStyleUrl, HAITI_BOUNDS, mapStyle } from './map-style';

// A build moves the worker under /assets with a hashed name: MapLibre must be told where.
setWorkerUrl(workerUrl);

export interface ClubMapGlHandle {
  /** Flies to the club (its popup follows the machine's selection). */
  reveal: (clubId: number) => void;
}

export interface ClubMapGlProps {
  clubs: PlacedClub[];
  flow: ActorRefFrom<ClubMapMachine>;
  /** MapLibre is in front: until then it starts under the static map, out of reach (inert). */
  active: boolean;
  /** What opened the club's details (a marker or a list button): focus goes back to it when they close. */
  opener: RefObject<HTMLElement | SVGElement | null>;
  ref?: Ref<ClubMapGlHandle>;
}

/** The offline shapes are coarse: closer than this there is nothing more to see. */
const MAX_ZOOM = 13;
const CLUB_ZOOM = 10;

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
  line(detailName, club.info.name);
  line(detailAddress, club.info.address);
  line(detailLimit, limitText(t, club));
  return root;
}

interface MapParts {
  map: MapLibreMap;
  popup: Popup;
  markers: Map<number, { club: PlacedClub; button: HTMLButtonElement }>;
  /** Club whose popup is open. */
  shown: number | null;
  /** The next popup close is the view's own doing (switching clubs, the machine deselecting). */
  quietClose: boolean;
}

export function ClubMapGl({ clubs, flow, active, opener, ref }: ClubMapGlProps) {
  const t = useT();
  const selected = useSelector(flow, selectSelectedClub);
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  // What had focus on the static map when MapLibre took over: the same thing here gets it.
  const handover = useRef<{ clubId: number | null } | null>(null);
  // Popups are built when opened, with the texts of the current language.
  const translate = useRef(t);
  translate.current = t;

  useImperativeHandle(
    ref,
    () => ({
      reveal: (clubId) => {
        const entry = parts.current?.markers.get(clubId);
        if (!parts.current || !entry) return;
        const { map } = parts.current;
        const { lat, lon } = entry.club.map_position;
        map.flyTo({ center: [lon, lat], zoom: Math.max(map.getZoom(), CLUB_ZOOM) });
      },
    }),
    [],
  );

  // The map itself, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tr = translate.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: mapStyle(window.location.origin),
        // The static map's view (map-view.ts): the bounds' Mercator box, as large as fits, no padding.
        bounds: HAITI_BOUNDS,
        fitBoundsOptions: { padding: 0 },
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
      flow.send({ type: 'map.failed' });
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

    const popup = new Popup({ closeButton: true, maxWidth: '18rem', offset: 14, className: popupClass });
    const current: MapParts = { map, popup, markers: new Map(), shown: null, quietClose: false };
    parts.current = current;

    popup.on('close', () => {
      const entry = current.shown === null ? undefined : current.markers.get(current.shown);
      entry?.button.setAttribute('aria-expanded', 'false');
      current.shown = null;
      if (current.quietClose) {
        current.quietClose = false;
        return;
      }
      flow.send({ type: 'club.close' });
      // Focus was in the popup that just left the page: give it back to what opened it.
      if (document.activeElement === document.body || document.activeElement === null) {
        (opener.current?.isConnected ? opener.current : entry?.button)?.focus();
      }
    });

    let styleLoaded = false;
    let loaded = false;
    map.once('style.load', () => {
      styleLoaded = true;
    });
    // The view is drawn (the country shapes too): MapLibre can take the static map's place unseen.
    map.once('load', () => {
      loaded = true;
      const focused = document.activeElement;
      const staticMap = element.closest('[data-testid=club-map]')?.querySelector('[data-layer=static]');
      if (focused && staticMap?.contains(focused)) {
        const clubId = Number(focused.closest('[data-club-id]')?.getAttribute('data-club-id'));
        handover.current = { clubId: Number.isInteger(clubId) && clubId > 0 ? clubId : null };
      }
      flow.send({ type: 'map.ready' });
    });
    map.on('error', (event) => {
      const sourceId = (event as { sourceId?: string }).sourceId;
      // Without its style, or without the offline shapes, there is no map to show: the static one stays.
      if (!loaded && (!styleLoaded || sourceId === 'countries')) flow.send({ type: 'map.failed' });
      else console.warn('[clubs map]', event.error?.message);
    });

    return () => {
      parts.current = null;
      current.quietClose = true;
      map.remove();
    };
  }, [flow, opener]);

  // One marker per club.
  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const added: Marker[] = [];
    for (const club of clubs) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = marker;
      button.dataset.testid = 'club-marker';
      button.dataset.clubId = String(club.id);
      button.setAttribute('aria-label', club.info.name);
      button.setAttribute('aria-expanded', String(current.shown === club.id));
      // The map would take the click for itself and close the popup it is about to open.
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        opener.current = button;
        flow.send({ type: 'club.select', clubId: club.id });
      });
      added.push(
        new Marker({ element: button, anchor: 'center' })
          .setLngLat([club.map_position.lon, club.map_position.lat])
          .addTo(current.map),
      );
      current.markers.set(club.id, { club, button });
    }
    return () => {
      for (const item of added) item.remove();
      current.markers.clear();
    };
  }, [clubs, flow, opener]);

  // Taking over: focus moves from the static map to the same club's marker (or the map), and a details
  // opener that was on the static map becomes that marker.
  useLayoutEffect(() => {
    const current = parts.current;
    if (!active || !current) return;
    const selectedEntry = selected === null ? undefined : current.markers.get(selected);
    if (opener.current && !opener.current.isConnected) opener.current = selectedEntry?.button ?? null;
    const focus = handover.current;
    handover.current = null;
    // An open popup takes the focus itself (below).
    if (!focus || selectedEntry) return;
    const entry = focus.clubId === null ? undefined : current.markers.get(focus.clubId);
    (entry?.button ?? current.map.getCanvas()).focus();
  }, [active, selected, opener]);

  // The popup shows the selected club.
  useEffect(() => {
    const current = parts.current;
    if (!active || !current) return;
    const { map, popup } = current;
    if (selected === current.shown) return;
    if (current.shown !== null) {
      current.quietClose = true;
      popup.remove();
    }
    const entry = selected === null ? undefined : current.markers.get(selected);
    if (!entry) return;
    const { lat, lon } = entry.club.map_position;
    popup.setLngLat([lon, lat]).setDOMContent(popupContent(entry.club, translate.current));
    current.shown = entry.club.id;
    entry.button.setAttribute('aria-expanded', 'true');
    popup.addTo(map);
  }, [active, selected]);

  return (
    <div
      inert={!active}
      aria-hidden={!active || undefined}
      data-testid="club-map-gl"
      className={css({ position: 'absolute', inset: '0' })}
    >
      {/* MapLibre makes its container position: relative, so it fills the layer by size, not by inset. */}
      <div ref={container} className={cx('club-map', css({ w: '100%', h: '100%' }))} />
    </div>
  );
}
