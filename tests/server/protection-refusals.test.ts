// The refusal texts of player protection (docs/api.md#player-protection), built by the server and translated where
// they are sent: a break names its end in Haiti's time (none for a permanent self-exclusion), and play stops once
// today's play time reaches its limit, naming when it resets. Expected keys and values written by hand.
import { describe, expect, it } from 'vitest';
import { blockMessage } from '../../server/protection/blocks';
import { playTimeRefusal, STAKE_LIMIT_TEXTS } from '../../server/protection/stake-limits';

const at = (iso: string) => new Date(iso);

describe('protection refusals', () => {
  it("names a break's end in Haiti's time, or none for a permanent self-exclusion", () => {
    const until = at('2025-07-15T04:05:00Z');
    expect(blockMessage({ kind: 'cool_off', until })).toEqual({
      key: 'protection.coolOff',
      values: { until: '2025-07-15 00:05' },
    });
    expect(blockMessage({ kind: 'self_exclusion', until })).toEqual({
      key: 'protection.excludedUntil',
      values: { until: '2025-07-15 00:05' },
    });
    expect(blockMessage({ kind: 'self_exclusion', until: null })).toEqual({ key: 'protection.excluded' });
  });

  it('stops play once the day reaches its limit, not a millisecond before, and never without a limit', () => {
    const played = (usedMs: number) => ({ usedMs, playing: true, resetsAt: at('2025-07-16T04:00:00Z') });
    expect(playTimeRefusal(played(3_600_000), null)).toBeNull();
    expect(playTimeRefusal(played(3_599_999), 3_600_000)).toBeNull();
    const reached = { key: 'protection.playTimeReached', values: { time: '2025-07-16 00:00' } };
    expect(playTimeRefusal(played(3_600_000), 3_600_000)).toEqual(reached);
    expect(playTimeRefusal(played(3_700_000), 3_600_000)).toEqual(reached);
  });

  it('names the period, the allowance left and the reset of a stake or loss limit', () => {
    expect(STAKE_LIMIT_TEXTS.loss('week', '250', '2025-07-21 00:00')).toEqual({
      key: 'protection.lossLimitReached',
      values: { period: 'week', amount: '250', time: '2025-07-21 00:00' },
    });
    expect(STAKE_LIMIT_TEXTS.wager('day', '0', '2025-07-16 00:00')).toEqual({
      key: 'protection.stakeLimitReached',
      values: { period: 'day', amount: '0', time: '2025-07-16 00:00' },
    });
  });
});
