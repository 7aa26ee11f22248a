/** params of an action that stores the error of an xstate.error.actor event. */
export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
