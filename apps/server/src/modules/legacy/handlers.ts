// Every legacy operation's translation, by tag of openapi.legacy.yaml.
import { legacyAuth } from './auth.ts';
import { legacyBusiness } from './business.ts';
import { legacyIot } from './iot.ts';
import type { LegacyRegistry } from './operation.ts';
import { legacyPayments } from './payments.ts';
import { legacyProducts } from './products.ts';
import { legacyWorkflows } from './workflows.ts';

export const legacyHandlers: LegacyRegistry = {
  ...legacyAuth,
  ...legacyBusiness,
  ...legacyProducts,
  ...legacyWorkflows,
  ...legacyPayments,
  ...legacyIot,
};
