// Today's play time as the server reports it (docs/api.md#player-protection), over real HTTP on the real server and
// database with a clock that moves only when the test moves it: the span running since the last beat adds to what
// was counted, play runs on while the last activity is at most two minutes old (exactly two included), and a new
// Haiti day starts from zero: yesterday's time neither shows today nor is added to today's. Expected seconds are
// written down here; Haiti's midnight is found with Intl alone (tests/server/protection-harness.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playTime, sessionSummary } from '../../contract/schemas/protection';
import { json, newPlayer, type Player } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';
import { nextHaitiHour } from './protection-harness';

let server: TestServer;
let nowMs = Date.now();
const clock = () => new Date(nowMs);
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server?.close();
});

const beat = async (player: Player) =>
  playTime.parse(await json(await player.tab.call('/api/v1/user/play-time', { method: 'POST', json: {} })));
const summary = async (player: Player) =>
  sessionSummary.parse(await json(await player.tab.call('/api/v1/user/session/summary'))).play_time;

/** The first midnight in Haiti after `at`. */
const nextHaitiMidnight = (at: Date) => nextHaitiHour(at, 0);

describe('play time of the day', () => {
  it('adds the running span to what was counted, and runs on until two minutes after the last beat', async () => {
    const player = await newPlayer(server);
    // Well inside a Haiti day: two hours after its midnight.
    nowMs = nextHaitiMidnight(new Date(nowMs)) + 2 * 3_600_000;
    await beat(player);
    nowMs += 60_000;
    expect(await beat(player)).toMatchObject({ used_seconds: 60, playing: true });
    nowMs += 30_000;
    expect(await summary(player)).toMatchObject({ used_seconds: 90, playing: true });
    nowMs += 90_000; // exactly two minutes after the last beat
    expect(await summary(player)).toMatchObject({ used_seconds: 180, playing: true });
    nowMs += 1;
    expect(await summary(player)).toMatchObject({ used_seconds: 60, playing: false });
  });

  it("starts a new Haiti day from zero: yesterday's time neither shows today nor adds to it", async () => {
    const player = await newPlayer(server);
    const midnight = nextHaitiMidnight(new Date(nowMs));
    nowMs = midnight - 120_000;
    await beat(player);
    nowMs = midnight - 30_000;
    expect(await beat(player)).toMatchObject({ used_seconds: 90, playing: true });
    nowMs = midnight + 10 * 60_000; // away for over two minutes: nothing runs on past midnight
    expect(await summary(player)).toMatchObject({ used_seconds: 0, playing: false });
    await beat(player);
    nowMs += 60_000;
    expect(await beat(player)).toMatchObject({ used_seconds: 60, playing: true });
    expect(await summary(player)).toMatchObject({ used_seconds: 60, playing: true });
  });
});
