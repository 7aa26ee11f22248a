// Stand-in for TVBet's frame script (docs/product.md#routes-game-view game play view: "for alias tvbet an embedded
// frame script"). The app loads {serverUrl}/frame.js (serverUrl from the launch info: {origin}/dev/tvbet) and calls
// new TvbetFrame({clientId, containerId, lng, token}) with the launch token of the game start reply;
// the script puts an iframe of the demo game page for that launch into the container.
import { GAME_FRAME } from '../../contract/frame-policy';

export const TVBET_FRAME_PATH = '/dev/tvbet/frame.js';

/** `origin` is where the demo game page is served (the origin the script itself came from). */
export function tvbetFrameScript(origin: string): string {
  return `'use strict';
(() => {
  const origin = ${JSON.stringify(origin)};
  const policy = ${JSON.stringify(GAME_FRAME)};
  window.TvbetFrame = function TvbetFrame(options) {
    const { clientId, containerId, lng, token } = options || {};
    const container = document.getElementById(containerId);
    if (!container) throw new Error('TvbetFrame: no element with id ' + containerId);
    const url = new URL('/dev/game/tvbet', origin);
    if (token) url.searchParams.set('launch', token);
    if (clientId) url.searchParams.set('clientId', clientId);
    if (lng) url.searchParams.set('lng', lng);
    const frame = document.createElement('iframe');
    frame.title = 'TVBet';
    // A well-behaved provider frames its game as the app frames games (docs/architecture.md#security), before it loads.
    frame.setAttribute('sandbox', policy.sandbox);
    frame.setAttribute('allow', policy.allow);
    frame.referrerPolicy = policy.referrerPolicy;
    frame.src = url.href;
    frame.setAttribute('width', '100%');
    frame.setAttribute('height', '100%');
    frame.style.border = '0';
    frame.style.display = 'block';
    container.replaceChildren(frame);
    return frame;
  };
})();
`;
}
