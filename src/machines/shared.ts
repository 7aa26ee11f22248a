import { fromPromise } from 'xstate';

/** params of an action that stores the error of an xstate.error.actor event. */
export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The placeholder of a request a machine invokes: the app and the model tests always provide the real one
 * (`machine.provide({ actors })`); this only gives the machine its types and fails loudly if someone forgets.
 */
export const notProvided = <TOutput, TInput = unknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
