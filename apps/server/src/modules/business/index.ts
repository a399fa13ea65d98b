// The business module's only door: its operations for app.ts, and the services other modules may call.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { addBusinessMember, createBusiness, getBusiness, listBusinesses } from './handlers.ts';

export { businessExists, listMemberships, openBusiness } from './repository.ts';

/** Businesses and their members (contract tag `business`). */
export const businessModule: ServerModule = {
  name: 'business',
  operations: { createBusiness, getBusiness, listBusinesses, addBusinessMember },
};
