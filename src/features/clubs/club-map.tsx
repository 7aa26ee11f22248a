// The map of /clubs (docs/product.md#routes-clubs club map; docs/architecture.md). Its first screen is the static map
// (static-map.tsx): no MapLibre, the same markup on the server and in the browser. The club map machine
// (src/machines/club-map) loads MapLibre's view (club-map-gl.tsx, a chunk of its own with maplibre-gl) when
// the player touches, clicks or focuses the map, or a while after the page went idle; MapLibre starts under
// the static map in the same box and takes over once it has drawn the same view. Should it fail, the static
// map stays, with a message and a retry. The list beside the map reaches every club through the `show` handle.
import { useSelector } from '@xstate/react';
import { lazy, type Ref, Suspense, useImperativeHandle, useMemo, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { isDataSaverOn } from '../../app/data-saver';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useT } from '../../i18n/use-t';
import { clubMapMachine } from '../../machines/club-map/club-map.machine';
import {
  selectBusy,
  selectClubMapState,
  selectFailed,
  selectInteractive,
  selectMountsMapLibre,
  selectSelectedClub,
  selectStatic,
} from '../../machines/club-map/club-map.selectors';
import type { ClubMapGlHandle } from './club-map-gl';
import type { PlacedClub } from './club-parts';
import { configuredStyleUrl } from './map-style';
import { ClubCard, StaticClubMap } from './static-map';

export interface ClubMapHandle {
  /** Opens the club's details and shows it on the map; focus returns to `opener` when they close. */
  show: (clubId: number, opener?: HTMLElement) => void;
}

type Focusable = HTMLElement | SVGElement;

const loadClubMapGl = () => import('./club-map-gl');
const ClubMapGl = lazy(() => loadClubMapGl().then((m) => ({ default: m.ClubMapGl })));

/** How long the browser may put off the idle callback (then it runs anyway). */
const IDLE_TIMEOUT_MS = 3_000;
/** Browsers without requestIdleCallback (Safari before 18) wait this long after the load event instead. */
const IDLE_FALLBACK_MS = 1_500;

/** Resolves once the page has loaded and the browser is idle (at the latest IDLE_TIMEOUT_MS after load). */
function afterLoadAndIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        signal.addEventListener('abort', () => cancelIdleCallback(id));
      } else {
        const id = setTimeout(resolve, IDLE_FALLBACK_MS);
        signal.addEventListener('abort', () => clearTimeout(id));
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true, signal });
  });
}

const frame = css({
  position: 'relative',
  h: { base: '22rem', md: '28rem', lg: '36rem' },
  borderRadius: 'card',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  // The sea: the static image and MapLibre's style leave it to the frame and paint it alike.
  bg: 'bg',
});

// Over the map, above the credit line: the failure message at the top, the static map's club card.
const overlays = css({
  position: 'absolute',
  top: '2',
  left: '2',
  right: '2',
  bottom: '8',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
});

const notice = css({
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  pl: '3',
  pr: '1.5',
  py: '1.5',
  fontSize: 'sm',
  lineHeight: '1.35',
  color: 'text',
  bg: 'surface/90',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
});

// Where MapLibre's zoom buttons will be: a small spinner while its code loads and it starts.
const busyMark = css({
  position: 'absolute',
  top: '10px',
  right: '10px',
  w: '20px',
  h: '20px',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'border',
  borderTopColor: 'accent',
  animation: 'spin 0.8s linear infinite',
  pointerEvents: 'none',
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

export function ClubMap({ clubs, ref }: { clubs: PlacedClub[]; ref?: Ref<ClubMapHandle> }) {
  const t = useT();
  const gl = useRef<ClubMapGlHandle>(null);
  // What opened the club's details (a marker or a list button), for the focus to go back to.
  const opener = useRef<Focusable | null>(null);
  const logic = useMemo(
    () =>
      clubMapMachine.provide({
        actors: {
          waitForIdle: fromPromise(({ signal }) => afterLoadAndIdle(signal)),
          loadMap: fromPromise(async () => {
            await loadClubMapGl();
          }),
        },
        guards: { isPreloadAllowed: () => !isDataSaverOn() },
        actions: {
          revealClub: ({ context }) => {
            if (context.selected !== null) gl.current?.reveal(context.selected);
          },
        },
      }),
    [],
  );
  const flow = useActorRef(logic);
  const state = useSelector(flow, selectClubMapState);
  const selected = useSelector(flow, selectSelectedClub);
  const isStatic = useSelector(flow, selectStatic);
  const interactive = useSelector(flow, selectInteractive);
  const mountsMapLibre = useSelector(flow, selectMountsMapLibre);
  const failed = useSelector(flow, selectFailed);
  const busy = useSelector(flow, selectBusy);

  useImperativeHandle(
    ref,
    () => ({
      show: (clubId, from) => {
        opener.current = from ?? null;
        flow.send({ type: 'club.show', clubId });
      },
    }),
    [flow],
  );

  const activate = () => flow.send({ type: 'map.activate' });
  const card = interactive || selected === null ? undefined : clubs.find((club) => club.id === selected);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; touching or focusing the map (its markers are the controls) loads MapLibre
    <div
      className={frame}
      data-testid="club-map"
      data-state={state}
      aria-busy={busy || undefined}
      onPointerDown={isStatic ? activate : undefined}
      onFocus={isStatic ? activate : undefined}
    >
      {mountsMapLibre && (
        <Suspense fallback={null}>
          <ClubMapGl ref={gl} clubs={clubs} flow={flow} active={interactive} opener={opener} />
        </Suspense>
      )}
      {!interactive && (
        <StaticClubMap
          clubs={clubs}
          selected={selected}
          onSelect={(clubId, marker) => {
            opener.current = marker;
            flow.send({ type: 'club.select', clubId });
          }}
        />
      )}
      {busy && <span aria-hidden="true" className={busyMark} />}
      {(failed || card) && (
        <div className={overlays}>
          {failed && (
            <p role="status" className={notice}>
              <span className={css({ flex: '1' })}>{t('clubs.mapFailed')}</span>
              <button
                type="button"
                className={cx(button({ variant: 'ghost', size: 'sm' }), css({ flexShrink: '0', color: 'link' }))}
                onClick={() => flow.send({ type: 'map.retry' })}
              >
                {t('common.retry')}
              </button>
            </p>
          )}
          {card && (
            <ClubCard
              key={card.id}
              club={card}
              onClose={() => {
                flow.send({ type: 'club.close' });
                opener.current?.focus();
              }}
            />
          )}
        </div>
      )}
      {!(interactive && configuredStyleUrl()) && <small className={credit}>{t('clubs.mapCredit')}</small>}
    </div>
  );
}
