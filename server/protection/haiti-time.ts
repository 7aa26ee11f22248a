// Calendar periods in Haiti's time (docs/api.md#player-protection: the day from midnight, the week from Monday, the
// month from the 1st, America/Port-au-Prince, which keeps summer time) and the way the refusal texts write a moment.
import type { LimitPeriod } from '../../contract/schemas/protection';

export const HAITI_TIME_ZONE = 'America/Port-au-Prince';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: HAITI_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface Local {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function local(at: Date): Local {
  const out: Record<string, number> = {};
  for (const part of parts.formatToParts(at)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** Haiti's offset from UTC at `at`, in ms (−5 h, −4 h in summer). */
function offsetAt(at: Date): number {
  const l = local(at);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of midnight starting the local day year-month-day (out-of-range days and months roll over). */
export function haitiMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(new Date(wall));
  // Once more with the offset of the instant found: the guess may sit on the other side of a clock change.
  instant = wall - offsetAt(new Date(instant));
  return new Date(instant);
}

export interface PeriodBounds {
  start: Date;
  end: Date;
}

/** The calendar period containing `now`. */
export function periodBounds(period: LimitPeriod, now: Date): PeriodBounds {
  const { year, month, day } = local(now);
  if (period === 'day') return { start: haitiMidnight(year, month, day), end: haitiMidnight(year, month, day + 1) };
  if (period === 'week') {
    const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
    return {
      start: haitiMidnight(year, month, day - sinceMonday),
      end: haitiMidnight(year, month, day - sinceMonday + 7),
    };
  }
  return { start: haitiMidnight(year, month, 1), end: haitiMidnight(year, month + 1, 1) };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as the refusal texts write it: `2025-07-15 00:00`, Haiti's time (docs/api.md#player-protection). */
export function haitiTime(at: Date): string {
  const l = local(at);
  return `${l.year}-${two(l.month)}-${two(l.day)} ${two(l.hour)}:${two(l.minute)}`;
}

/** A moment with its seconds, as the statement's CSV writes it: `2026-07-15 18:05:09`, Haiti's time. */
export function haitiDateTime(at: Date): string {
  return `${haitiTime(at)}:${two(local(at).second)}`;
}
