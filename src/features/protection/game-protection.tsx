// What the game page of a signed-in player adds (docs/product.md#routes-game-view): the session clock, staked, won and
// the session's net above the game, and, while a game runs, the reality check (docs/product.md#flows-reality-check)
// in a dialog over it: the native modal dialog makes the game behind it inert (covered, no click reaches it) until
// the player answers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { getSessionSummary, sessionSummaryQuery } from '../../api/protection';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { type Translate, useT } from '../../i18n/use-t';
import { realityCheckMachine } from '../../machines/reality-check/reality-check.machine';
import {
  selectCheckOpen,
  selectRealityCheckState,
  selectSessionFigures,
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

/**
 * The net position always in view (docs/product.md#routes-game-view): the session clock (from the sign-in), staked,
 * won and net, read again whenever the balance moves. Two short lines on a phone, one on a wide screen.
 */
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
  const pending = summary.isError ? '—' : '…';
  const money = (value: number) => (data ? formatMoney(value, data.currency) : pending);
  return (
    <section
      aria-label={t('protection.session.label')}
      data-testid="session-bar"
      className={cx(
        card({ padded: false }),
        css({
          px: { base: '3', md: '4' },
          py: '2',
          minH: '10',
          display: 'flex',
          alignItems: 'center',
          fontSize: 'sm',
        }),
      )}
    >
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, auto)', md: 'repeat(4, auto)' },
          justifyContent: 'start',
          columnGap: { base: '3', md: '6' },
          rowGap: '0.5',
          m: '0',
        })}
      >
        <Figure label={t('protection.session.time')} testId="session-clock" look="bar">
          {data ? clockText(now - Date.parse(data.started_at)) : '…'}
        </Figure>
        <Figure label={t('protection.session.staked')} testId="session-staked" look="bar">
          {money(data?.wagered ?? 0)}
        </Figure>
        <Figure label={t('protection.session.won')} testId="session-won" look="bar">
          {money(data?.won ?? 0)}
        </Figure>
        <Figure label={t('protection.session.net')} testId="session-net" look="bar" sign={data && Math.sign(data.net)}>
          {data ? netText(data.net, data.currency) : pending}
        </Figure>
      </dl>
    </section>
  );
}

const figureLooks = {
  // The bar: label and figure on one line; a figure too long for its column (a very large amount) goes under its
  // label rather than being cut.
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: { base: '1', md: '1.5' },
    alignItems: 'baseline',
    whiteSpace: 'nowrap',
    '& dt': { fontSize: { base: 'xs', md: 'sm' } },
  }),
  // The dialog: a row per figure, the label at the start and the figure at the end.
  dialog: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '4',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
    _last: { borderBottomWidth: '0' },
  }),
};

/**
 * One figure of the session: its label and its value, in tabular digits. The net carries its sign in its text (+, -)
 * and, besides, its colour: green above zero, red below.
 */
function Figure({
  label,
  testId,
  look,
  sign,
  children,
}: {
  label: string;
  testId: string;
  look: keyof typeof figureLooks;
  sign?: number | null;
  children: ReactNode;
}) {
  return (
    <div className={figureLooks[look]}>
      <dt className={css({ color: 'textMuted' })}>{label}</dt>
      <dd
        data-testid={testId}
        data-sign={sign ?? undefined}
        className={css({
          m: '0',
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
          '&[data-sign="1"]': { color: 'success' },
          '&[data-sign="-1"]': { color: 'danger' },
        })}
      >
        {children}
      </dd>
    </div>
  );
}

function RealityCheck() {
  const t = useT();
  const [, navigate] = useLocation();
  const sessionActor = useSessionActor();
  const flow = useActorRef(
    realityCheckMachine.provide({
      actors: {
        loadSummary: fromPromise(async ({ signal }) => ({
          summary: await getSessionSummary({ signal }),
          now: Date.now(),
        })),
      },
      actions: {
        // The breaks are in the limits and breaks of /personal (docs/product.md#routes-limits-and-breaks).
        takeBreak: () => navigate('/personal#breaks'),
        openHistory: () => navigate('/bets'),
        // The menu's logout (docs/product.md#flows-session): a finished logout goes to /.
        logOut: () => sessionActor.send({ type: 'session.logout' }),
      },
    }),
  );
  const state = useSelector(flow, selectRealityCheckState);
  const open = useSelector(flow, selectCheckOpen);
  const played = useSelector(flow, selectTimePlayed);
  const figures = useSelector(flow, selectSessionFigures);
  const failed = useSelector(flow, selectSummaryFailed);
  const carryOn = () => flow.send({ type: 'check.continue', now: Date.now() });
  return (
    <div data-testid="reality-check" data-state={state} className={css({ display: 'contents' })}>
      <Dialog open={open} title={t('protection.reality.checkTitle')} onClose={carryOn} testId="reality-check-dialog">
        <dl data-testid="reality-check-figures" className={css({ m: '0', fontSize: 'md' })}>
          <Figure label={t('protection.session.time')} testId="reality-check-time" look="dialog">
            {durationText(played ?? 0, t)}
          </Figure>
          {figures && (
            <>
              <Figure label={t('protection.session.staked')} testId="reality-check-staked" look="dialog">
                {formatMoney(figures.wagered, figures.currency)}
              </Figure>
              <Figure label={t('protection.session.won')} testId="reality-check-won" look="dialog">
                {formatMoney(figures.won, figures.currency)}
              </Figure>
              <Figure
                label={t('protection.session.net')}
                testId="reality-check-net"
                look="dialog"
                sign={Math.sign(figures.net)}
              >
                {netText(figures.net, figures.currency)}
              </Figure>
            </>
          )}
        </dl>
        {failed && <p data-testid="reality-check-unavailable">{t('protection.reality.netUnavailable')}</p>}
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('protection.reality.question')}</p>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <button type="button" className={button({ block: true })} onClick={() => flow.send({ type: 'check.break' })}>
            {t('protection.reality.break')}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary', block: true })}
            onClick={() => flow.send({ type: 'check.history' })}
          >
            {t('protection.reality.history')}
          </button>
          <button type="button" className={button({ variant: 'secondary', block: true })} onClick={carryOn}>
            {t('protection.reality.continue')}
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', block: true })}
            onClick={() => flow.send({ type: 'check.logout' })}
          >
            {t('logout.action')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
