// The notifications module's only door (ADR 0096): its operations and jobs for app.ts, and the events other
// modules tell in the transaction of their change (`events.ts`); workflow moves are followed with hooks.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import {
  getBusinessNotificationSettings,
  getNotificationPreferences,
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unsubscribeFromNotifications,
  updateBusinessNotificationSettings,
  updateNotificationPreferences,
} from './handlers.ts';
import { followWorkflowMoves } from './hooks.ts';
import { cleanupNotifications, sendBatch, sendDigest } from './jobs.ts';
import { batchJob, digestJob } from './notify.ts';

export {
  notifyAcceptancePassed,
  notifyApprovalNeeded,
  notifyDeal,
  notifyIotAlert,
  notifyMessage,
  notifyOffer,
  notifyProposalToBuyer,
  notifyRfpPublished,
  notifySellersInvited,
} from './events.ts';
export {
  countUnread as countUnreadNotifications,
  forgetNotificationsOf,
  notificationDataOf,
} from './repository.ts';

followWorkflowMoves();

/** Notifications in the app and by mail, preferences and a business's RFP news (contract tag `notifications`). */
export const notificationsModule: ServerModule<'notifications'> = {
  name: 'notifications',
  tables: [
    'notifications',
    'notification_preferences',
    'business_notification_settings',
    'notification_unsubscribe_tokens',
  ],
  operations: {
    listNotifications,
    getUnreadNotificationCount,
    markNotificationRead,
    markAllNotificationsRead,
    unsubscribeFromNotifications,
    getNotificationPreferences,
    updateNotificationPreferences,
    getBusinessNotificationSettings,
    updateBusinessNotificationSettings,
  },
  jobs: {
    [batchJob]: sendBatch,
    [digestJob]: sendDigest,
    'notifications.cleanup': cleanupNotifications,
  },
};
