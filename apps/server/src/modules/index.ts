export { scheduleRecurringJobs, startJobRunner } from './jobs/index.ts';
export { loadLegacyContract, migrationGuidePath, registerLegacyApi } from './legacy/index.ts';
export { registerDevInbox } from './mail/index.ts';

import type { AnyServerModule } from '../plugins/openapi/operation.ts';
import { approvalsModule } from './approvals/index.ts';
import { authModule } from './auth/index.ts';
import { businessModule } from './business/index.ts';
import { documentsModule } from './documents/index.ts';
import { iotModule } from './iot/index.ts';
import { jobsModule } from './jobs/index.ts';
import { keysModule } from './keys/index.ts';
import { legacyModule } from './legacy/index.ts';
import { mailModule } from './mail/index.ts';
import { messagesModule } from './messages/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { offersModule } from './offers/index.ts';
import { paymentsModule } from './payments/index.ts';
import { productsModule } from './products/index.ts';
import { proposalsModule } from './proposals/index.ts';
import { rfpsModule } from './rfps/index.ts';
import { siteModule } from './site/index.ts';
import { systemModule } from './system/index.ts';
import { waitlistModule } from './waitlist/index.ts';
import { webhooksModule } from './webhooks/index.ts';
import { workflowsModule } from './workflows/index.ts';

/**
 * Every module of the server, one per tag of the contract. `app.ts` composes them; an operation of
 * openapi.yaml that no module implements answers 501 `not_implemented` (`pnpm --filter @robomarket/server operations`
 * prints the progress).
 */
export const serverModules: readonly AnyServerModule[] = [
  systemModule,
  waitlistModule,
  siteModule,
  authModule,
  businessModule,
  productsModule,
  offersModule,
  workflowsModule,
  rfpsModule,
  proposalsModule,
  messagesModule,
  documentsModule,
  paymentsModule,
  keysModule,
  webhooksModule,
  approvalsModule,
  jobsModule,
  mailModule,
  notificationsModule,
  iotModule,
  legacyModule,
];
