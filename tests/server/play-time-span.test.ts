// The span of play that counts (docs/api.md#player-protection): from the last play activity to now when the gap is at
// most two minutes, never before the day's start; nothing after a longer gap or before any activity. Expected
// milliseconds written by hand.
import { describe, expect, it } from 'vitest';
import { PLAY_GAP_MS, runningMs } from '../../server/protection/play-time';

const at = (iso: string) => new Date(iso);
const midnight = at('2025-07-15T04:00:00Z');

describe('the running span of play', () => {
  it('is two minutes at most, counted from the last activity', () => {
    expect(PLAY_GAP_MS).toBe(120_000);
    expect(runningMs(at('2025-07-15T14:00:00Z'), at('2025-07-15T14:01:30Z'), midnight)).toBe(90_000);
    expect(runningMs(at('2025-07-15T14:00:00Z'), at('2025-07-15T14:02:00Z'), midnight)).toBe(120_000);
    expect(runningMs(at('2025-07-15T14:00:00Z'), at('2025-07-15T14:02:00.001Z'), midnight)).toBe(0);
    expect(runningMs(null, at('2025-07-15T14:00:00Z'), midnight)).toBe(0);
  });

  it('counts from midnight a span that started the day before, and never below zero', () => {
    expect(runningMs(at('2025-07-15T03:59:30Z'), at('2025-07-15T04:00:45Z'), midnight)).toBe(45_000);
    // An activity stamped after now (two instances' clocks apart): nothing, not a negative span.
    expect(runningMs(at('2025-07-15T14:00:05Z'), at('2025-07-15T14:00:00Z'), midnight)).toBe(0);
  });
});
