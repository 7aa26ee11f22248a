// Haiti's calendar as the limits and the refusal texts use it (docs/api.md#player-protection): the day from midnight,
// the week from Monday, the month from the 1st, in America/Port-au-Prince (UTC−5, UTC−4 from the second Sunday of
// March to the first Sunday of November). Every expected instant below is worked out by hand from those rules.
import { describe, expect, it } from 'vitest';
import { haitiDateTime, haitiMidnight, haitiTime, periodBounds } from '../../server/protection/haiti-time';

const at = (iso: string) => new Date(iso);

describe("Haiti's calendar", () => {
  it('writes a moment in Haiti time, two digits each, with or without its seconds', () => {
    // 14:07:03 UTC on 2 January is 09:07:03 in Haiti (UTC−5).
    expect(haitiTime(at('2026-01-02T14:07:03.999Z'))).toBe('2026-01-02 09:07');
    expect(haitiDateTime(at('2026-01-02T14:07:03.999Z'))).toBe('2026-01-02 09:07:03');
    // 03:04:05 UTC on 2 January is still 1 January in Haiti, 22:04:05.
    expect(haitiDateTime(at('2026-01-02T03:04:05Z'))).toBe('2026-01-01 22:04:05');
    // Summer time: 04:05:09 UTC on 15 July is 00:05:09 (UTC−4).
    expect(haitiDateTime(at('2025-07-15T04:05:09Z'))).toBe('2025-07-15 00:05:09');
    expect(haitiTime(at('2025-07-15T03:59:00Z'))).toBe('2025-07-14 23:59');
  });

  it('finds the instant of a local midnight in winter and in summer, and rolls over days and months', () => {
    expect(haitiMidnight(2026, 1, 2)).toEqual(at('2026-01-02T05:00:00Z'));
    expect(haitiMidnight(2025, 7, 15)).toEqual(at('2025-07-15T04:00:00Z'));
    // The clock changes at 02:00: both change days start at midnight on the old offset.
    expect(haitiMidnight(2025, 3, 9)).toEqual(at('2025-03-09T05:00:00Z'));
    expect(haitiMidnight(2025, 3, 10)).toEqual(at('2025-03-10T04:00:00Z'));
    expect(haitiMidnight(2025, 11, 2)).toEqual(at('2025-11-02T04:00:00Z'));
    expect(haitiMidnight(2025, 11, 3)).toEqual(at('2025-11-03T05:00:00Z'));
    expect(haitiMidnight(2025, 12, 32)).toEqual(at('2026-01-01T05:00:00Z'));
    expect(haitiMidnight(2025, 13, 1)).toEqual(at('2026-01-01T05:00:00Z'));
    expect(haitiMidnight(2025, 3, 0)).toEqual(at('2025-02-28T05:00:00Z'));
  });

  it("bounds the day, the week from Monday and the month around a moment, in Haiti's time", () => {
    // Monday 14 July 2025, 23:59:59 in Haiti.
    const monday = at('2025-07-15T03:59:59Z');
    expect(periodBounds('day', monday)).toEqual({ start: at('2025-07-14T04:00:00Z'), end: at('2025-07-15T04:00:00Z') });
    expect(periodBounds('week', monday)).toEqual({
      start: at('2025-07-14T04:00:00Z'),
      end: at('2025-07-21T04:00:00Z'),
    });
    expect(periodBounds('month', monday)).toEqual({
      start: at('2025-07-01T04:00:00Z'),
      end: at('2025-08-01T04:00:00Z'),
    });
    // Saturday 19 and Sunday 20 July, noon: still the week of Monday 14.
    for (const weekend of ['2025-07-19T16:00:00Z', '2025-07-20T16:00:00Z']) {
      expect(periodBounds('week', at(weekend))).toEqual({
        start: at('2025-07-14T04:00:00Z'),
        end: at('2025-07-21T04:00:00Z'),
      });
    }
    // Wednesday 16 July.
    expect(periodBounds('week', at('2025-07-16T16:00:00Z'))).toEqual({
      start: at('2025-07-14T04:00:00Z'),
      end: at('2025-07-21T04:00:00Z'),
    });
    // A month that starts in winter time and ends in summer time; the last evening of a year.
    expect(periodBounds('month', at('2025-03-15T12:00:00Z'))).toEqual({
      start: at('2025-03-01T05:00:00Z'),
      end: at('2025-04-01T04:00:00Z'),
    });
    expect(periodBounds('month', at('2025-12-31T23:00:00Z'))).toEqual({
      start: at('2025-12-01T05:00:00Z'),
      end: at('2026-01-01T05:00:00Z'),
    });
    expect(periodBounds('day', at('2025-12-31T23:00:00Z'))).toEqual({
      start: at('2025-12-31T05:00:00Z'),
      end: at('2026-01-01T05:00:00Z'),
    });
  });
});
