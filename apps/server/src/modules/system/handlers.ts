import { ApiError } from '../../lib/api-error.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';

/** `GET /healthz`: the server is up and its database answers. */
export const getHealth: OperationHandler<'getHealth'> = {
  handle: async (request, _reply, { db }) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database does not answer');
      throw new ApiError(503, 'unavailable', 'The database is not available');
    }
    return { status: 'ok', database: db.kind };
  },
};
