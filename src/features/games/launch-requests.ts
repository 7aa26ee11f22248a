// The two requests the game-launch machine invokes (docs/product.md#flows), shared by the tiles' launch flow
// (game-launch-flow.tsx) and the game page (game-page.tsx): the provider URL of a remote game, and the game start;
// and the game page's play-time beat.
import { fromPromise } from 'xstate';
import { getGameStart, getGameUrl } from '../../api/game-launch';
import { BALANCE_TYPE } from '../../api/games';
import { sendPlayBeat } from '../../api/protection';
import type { GameStart, LaunchInfo } from '../../../contract/schemas/games';
import type { LaunchRequest } from '../../machines/game-launch/game-launch.machine';
import { isDataSaverOn } from '../../app/data-saver';
import type { PlayTimeRead } from '../../machines/play-time/play-time.machine';

// docs/architecture.md#performance low-data mode: the provider's light client.
export const fetchGameUrl = fromPromise<LaunchInfo, LaunchRequest>(({ input, signal }) =>
  getGameUrl(
    {
      gameAlias: input.target.alias,
      gameId: input.target.gameId,
      balanceType: input.balanceType ?? undefined,
      light: isDataSaverOn(),
    },
    { signal },
  ),
);

export const fetchGameStart = fromPromise<GameStart, LaunchRequest>(({ input, signal }) =>
  getGameStart(input.target.groupAlias, input.target.gameId, input.balanceType ?? BALANCE_TYPE.regular, { signal }),
);

/**
 * The play-time machine's beat (docs/product.md#flows-play-time): the server's figures, or none when the beat fails
 * (the page then counts on from the last ones), with the time it came back.
 */
export const sendBeat = fromPromise<PlayTimeRead>(async ({ signal }) => {
  try {
    return { playTime: await sendPlayBeat({ signal }), now: Date.now() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { playTime: null, now: Date.now() };
  }
});
