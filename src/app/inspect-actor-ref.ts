// @xstate/react's useActorRef with the app's inspector (./inspect.ts): feature code imports this one,
// so every flow it mounts reports to the machine visualizer when inspection is on.
import { useActorRef as useXStateActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { inspect } from './inspect';

export const useActorRef = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: never) =>
  useXStateActorRef(logic, inspect ? { ...options, inspect } : options, observer)) as typeof useXStateActorRef;
