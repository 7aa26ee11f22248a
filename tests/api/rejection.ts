import { ApiError } from '../../src/api/errors';

/** The ApiError a call rejected with; fails the test if it resolved or threw something else. */
export async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}
