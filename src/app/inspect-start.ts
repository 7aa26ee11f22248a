// Loads the reporter when inspection is on (./inspect.ts). Its own module, imported by ./actors.ts only:
// with this dynamic import inside ./inspect.ts, which flow views reach through ./inspect-actor-ref.ts,
// the bundler split Vite's preload helper out of the entry chunk (+0.3 KB gzip on the first load).
// Both flags are build-time constants (docs/architecture.md#security): without them neither import is in the bundle.
import { attachReporter, INSPECT_BUILD, inspectMode, STATELY_BUILD } from './inspect';

if (INSPECT_BUILD && inspectMode !== null) {
  void import('./inspect-reporter').then(({ startReporter }) =>
    attachReporter(
      startReporter(STATELY_BUILD && inspectMode === 'stately' ? () => import('@statelyai/inspect') : undefined),
    ),
  );
}
