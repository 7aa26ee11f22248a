// The two requests the game-launch machine invokes (docs/product.md#flows), shared by the tiles' launch flow
// (game-launch-flow.tsx) and the game page (game-page.tsx): the provider URL of a remote game, and the game start.
import { fromPromise } from 'xstate';
import { getGameStart, getGameUrl } from '../../api/game-launch';
import { BALANCE_TYPE } from '../../api/games';
import type { GameStart, LaunchInfo } from '../../../contract/schemas/games';
import type { LaunchRequest } from '../../machines/game-launch/game-launch.machine';
import { isDataSaverOn } from '../../app/data-saver';

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
