// What the game page of a signed-in player adds (docs/product.md#routes-game-view): the session clock and the
// session's net result above the game, and, while a game runs, the reality check (docs/product.md#flows-reality-check)
// in a dialog over it: the native modal dialog makes the game behind it inert (covered, no click reaches it) until
// the player answers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { getSessionSummary, sessionSummaryQuery } from '../../api/protection';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { type Translate, useT } from '../../i18n/use-t';
import { realityCheckMachine } from '../../machines/reality-check/reality-check.machine';
import {
  selectCheckOpen,
  selectNetResult,
  selectRealityCheckState,
  selectSummaryFailed,
  selectTimePlayed,
} from '../../machines/reality-check/reality-check.selectors';
import { selectBalance } from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';
import { formatMoney } from '../../ui/format';

// One clock for every view that shows the time played: read once a second, only while something shows it.
let current = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
function subscribeClock(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const readClock = () => {
  if (current === 0) current = Date.now();
  return current;
};

/** H:MM:SS of a span of milliseconds (never below zero). */
export function clockText(ms: number) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** "1 h 05 min" / "15 min": how long the player has played. */
function durationText(ms: number, t: Translate) {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return minutes >= 60
    ? t('protection.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
    : t('protection.duration.minutes', { minutes });
}

/** A net result with its sign: +35.50 HTG, -40 HTG. */
const netText = (net: number, currency: string) => `${net > 0 ? '+' : ''}${formatMoney(net, currency)}`;

export function GameProtection({ playing }: { playing: boolean }) {
  return (
    <>
      <SessionBar />
      {playing && <RealityCheck />}
    </>
  );
}

/** The session clock (from the sign-in) and the net result, read again whenever the balance moves. */
function SessionBar() {
  const t = useT();
  const sessionActor = useSessionActor();
  const balance = useSelector(sessionActor, selectBalance);
  // Read once the balance is known (not once before it as well), and again whenever it moves.
  const summary = useQuery({
    ...sessionSummaryQuery(balance ? `${balance.balance}/${balance.bonus_balance}` : '-'),
    enabled: balance !== null,
    placeholderData: keepPreviousData,
  });
  const now = useSyncExternalStore(subscribeClock, readClock, readClock);
  const data = summary.data;
  return (
    <section
      aria-label={t('protection.session.label')}
      data-testid="session-bar"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: { base: '3', md: '6' },
        alignItems: 'center',
        px: '4',
        py: '2',
        minH: '10',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'card',
        fontSize: 'sm',
      })}
    >
      <span>
        {t('protection.session.time')}{' '}
        <strong data-testid="session-clock" className={css({ fontVariantNumeric: 'tabular-nums' })}>
          {data ? clockText(now - Date.parse(data.started_at)) : '…'}
        </strong>
      </span>
      <span>
        {t('protection.session.net')}{' '}
        <strong
          data-testid="session-net"
          data-sign={data ? Math.sign(data.net) : undefined}
          className={css({
            fontVariantNumeric: 'tabular-nums',
            '&[data-sign="1"]': { color: 'success' },
            '&[data-sign="-1"]': { color: 'danger' },
          })}
        >
          {data ? netText(data.net, data.currency) : summary.isError ? '—' : '…'}
        </strong>
      </span>
    </section>
  );
}

function RealityCheck() {
  const t = useT();
  const [, navigate] = useLocation();
  const flow = useActorRef(
    realityCheckMachine.provide({
      actors: {
        loadSummary: fromPromise(async ({ signal }) => ({
          summary: await getSessionSummary({ signal }),
          now: Date.now(),
        })),
      },
      actions: {
        leaveGame: () => navigate('/'),
        openLimits: () => navigate('/personal#limits'),
      },
    }),
  );
  const state = useSelector(flow, selectRealityCheckState);
  const open = useSelector(flow, selectCheckOpen);
  const played = useSelector(flow, selectTimePlayed);
  const net = useSelector(flow, selectNetResult);
  const failed = useSelector(flow, selectSummaryFailed);
  const carryOn = () => flow.send({ type: 'check.continue', now: Date.now() });
  return (
    <div data-testid="reality-check" data-state={state} className={css({ display: 'contents' })}>
      <Dialog open={open} title={t('protection.reality.checkTitle')} onClose={carryOn} testId="reality-check-dialog">
        <p data-testid="reality-check-time" className={css({ fontSize: 'lg' })}>
          {t('protection.reality.played', { time: durationText(played ?? 0, t) })}
        </p>
        <p data-testid="reality-check-net">
          {net
            ? t('protection.reality.net', { net: netText(net.net, net.currency) })
            : failed
              ? t('protection.reality.netUnavailable')
              : null}
        </p>
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('protection.reality.question')}</p>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <button type="button" className={button({ block: true })} onClick={carryOn}>
            {t('protection.reality.continue')}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary', block: true })}
            onClick={() => flow.send({ type: 'check.stop' })}
          >
            {t('protection.reality.stop')}
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', block: true })}
            onClick={() => flow.send({ type: 'check.limits' })}
          >
            {t('protection.reality.limits')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
