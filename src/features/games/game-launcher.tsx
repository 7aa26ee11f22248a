// The game launch flow (docs/product.md#flows-game-launch) for every tile of a page: tiles call useLaunch()(target).
// The flow itself (one gameLaunch actor, the login modal for guests on non-demo games, the balance choice;
// game-launch-flow.tsx) loads with the first launch, since the page's first screen shows none of it
// (docs/architecture.md "Performance").
import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.machine';
import { IDLE_LAUNCH_STATE } from '../../machines/game-launch/game-launch.selectors';
import type { LaunchFlowProps } from './game-launch-flow';
import { gamePath } from './game-links';
import type { SignInSlot } from './login-modal';

export type Launch = (target: LaunchTarget) => void;
export interface LaunchView {
  state: string;
  launching: boolean;
}

const LaunchContext = createContext<Launch | null>(null);

export function useLaunch(): Launch {
  const launch = useContext(LaunchContext);
  if (!launch) throw new Error('useLaunch outside GameLauncher');
  return launch;
}

const IDLE: LaunchView = { state: IDLE_LAUNCH_STATE, launching: false };

/**
 * `signIn`: the sign-in form the login modal holds (the auth feature's, which the router hands to the page, loaded
 * with the modal's first opening: docs/architecture.md#dependencies).
 */
export function GameLauncher({ children, signIn }: { children: ReactNode; signIn: SignInSlot }) {
  const [view, setView] = useState(IDLE);
  const [Flow, setFlow] = useState<ComponentType<LaunchFlowProps> | null>(null);
  const flow = useRef<Launch | null>(null);
  const pending = useRef<LaunchTarget | null>(null);
  const loading = useRef(false);

  const takePending = useCallback(() => {
    const target = pending.current;
    pending.current = null;
    return target;
  }, []);

  const launch = useCallback<Launch>(
    (target) => {
      if (flow.current) return flow.current(target);
      // The latest click wins while the flow loads; it runs the launch as soon as it is there.
      pending.current = target;
      if (loading.current) return;
      loading.current = true;
      import('./game-launch-flow').then(
        ({ LaunchFlow }) => setFlow(() => LaunchFlow),
        () => {
          // Without the flow's code (offline), the tile does what its link says.
          loading.current = false;
          const target = takePending();
          if (target) window.location.assign(gamePath(target.groupAlias, target.gameId));
        },
      );
    },
    [takePending],
  );

  return (
    <LaunchContext.Provider value={launch}>
      <div
        data-testid="game-launch"
        data-state={view.state}
        aria-busy={view.launching}
        className={css({ display: 'contents' })}
      >
        {children}
      </div>
      {Flow && <Flow connect={flow} takePending={takePending} onView={setView} signIn={signIn} />}
    </LaunchContext.Provider>
  );
}
