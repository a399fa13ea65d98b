// The system module's only door.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { getHealth } from './handlers.ts';

/** Health (contract tag `system`). */
export const systemModule: ServerModule<'system'> = { name: 'system', operations: { getHealth } };
