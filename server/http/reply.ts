// Replies are passed through the same zod schema the app parses them with (docs/architecture.md#reference-server):
// unknown keys are dropped and a reply that drifts from the contract fails loudly here (500) instead of in the app.
import * as z from 'zod/mini';

export const shape = <S extends z.ZodMiniType>(schema: S, data: z.input<S>): z.output<S> => z.parse(schema, data);

/** For documents stored as JSON (site settings, payment configs): typed only once checked. */
export const shapeStored = <S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> => z.parse(schema, data);
