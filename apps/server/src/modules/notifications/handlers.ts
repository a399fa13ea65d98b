// The notifications operations: the caller's list, unread count and read marks, their preferences, a
// business's RFP news settings, and the one-click unsubscribe of notification mails.
import { type NotificationType, notificationTypeValues } from '@robomarket/api-client/enums';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, pageOf, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { hashToken } from './notify.ts';
import {
  type BusinessSettingsRow,
  businessSettings,
  countUnread,
  findUnsubscribeToken,
  listNotifications as listRows,
  markAllRead,
  markRead,
  type NotificationRow,
  type PreferenceRow,
  preferencesOf,
  rolesIn,
  saveBusinessSettings,
  savePreference,
  stopMail,
} from './repository.ts';

/** The contract's `Notification`. */
const notificationBody = (row: NotificationRow) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  link: row.link,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  read: row.read_at !== null,
  readAt: row.read_at,
  createdAt: row.created_at,
});

const notificationNotFound = () => new ApiError(404, 'not_found', 'Notification not found');
const businessNotFound = () => new ApiError(404, 'not_found', 'Business not found');

/** `GET /v2/notifications`: the caller's notifications, newest first (only the unread with `unread`). */
export const listNotifications: OperationHandler<'listNotifications'> = {
  handle: async (request, _reply, { db }) => {
    const user = currentUser(request);
    const { cursor, unread } = request.query;
    const limit = pageSize(request.query.limit);
    const after = cursor === undefined ? undefined : decodeListCursor(cursor);
    const page = pageOf(await listRows(db, user.id, unread === true, limit, after), limit);
    return { notifications: page.items.map(notificationBody), next_cursor: page.nextCursor };
  },
};

/** `GET /v2/notifications/unread-count`. */
export const getUnreadNotificationCount: OperationHandler<'getUnreadNotificationCount'> = {
  handle: async (request, _reply, { db }) => ({ unread: await countUnread(db, currentUser(request).id) }),
};

/** `POST /v2/notifications/{notificationId}/read`: the caller's own only (404 otherwise). */
export const markNotificationRead: OperationHandler<'markNotificationRead'> = {
  handle: async (request, _reply, { db, now }) => {
    const row = await markRead(db, currentUser(request).id, request.params.notificationId, now());
    if (row === undefined) throw notificationNotFound();
    return notificationBody(row);
  },
};

/** `POST /v2/notifications/read-all`. */
export const markAllNotificationsRead: OperationHandler<'markAllNotificationsRead'> = {
  handle: async (request, _reply, { db, now }) => {
    await markAllRead(db, currentUser(request).id, now());
    return { unread: 0 };
  },
};

/** Every type's preference, stored or default, in the contract's order. */
async function allPreferences(db: Parameters<typeof preferencesOf>[0], userId: string) {
  const stored = new Map((await preferencesOf(db, userId)).map((row) => [row.type, row]));
  return {
    preferences: notificationTypeValues.map(
      (type): PreferenceRow => stored.get(type) ?? { type, in_app: true, email: true, digest: false },
    ),
  };
}

/** `GET /v2/auth/me/notification-preferences`. */
export const getNotificationPreferences: OperationHandler<'getNotificationPreferences'> = {
  handle: async (request, _reply, { db }) => allPreferences(db, currentUser(request).id),
};

/** `PUT /v2/auth/me/notification-preferences`: the types sent change, the others keep theirs. */
export const updateNotificationPreferences: OperationHandler<'updateNotificationPreferences'> = {
  handle: async (request, _reply, { db, now }) => {
    const user = currentUser(request);
    const { preferences } = request.body;
    const types = new Set<NotificationType>();
    for (const [index, preference] of preferences.entries()) {
      if (types.has(preference.type)) {
        throw new ApiError(400, 'validation_failed', 'Each event type may be named once', {
          detail: `body/preferences/${index}/type is named twice`,
          fields: [{ field: `preferences/${index}/type`, message: 'is named twice' }],
        });
      }
      types.add(preference.type);
    }
    await db.transaction(async (tx) => {
      const at = now();
      for (const preference of preferences) await savePreference(tx, user.id, preference, at);
    });
    return allPreferences(db, user.id);
  },
};

/** `POST /v2/notifications/unsubscribe`: a mail's token turns e-mail off for its type. */
export const unsubscribeFromNotifications: OperationHandler<'unsubscribeFromNotifications'> = {
  handle: async (request, _reply, { db, now }) => {
    const found = await findUnsubscribeToken(db, hashToken(request.body.token));
    if (found === undefined) {
      throw new ApiError(400, 'validation_failed', 'This unsubscribe link is not valid', {
        detail: 'body/token is not a token the server issued',
        fields: [{ field: 'token', message: 'is not a token the server issued' }],
      });
    }
    await stopMail(db, found.user_id, found.type, now());
    return { type: found.type };
  },
};

/** The caller's roles in the business: a 404 for a business they are no member of. */
async function memberRoles(db: Parameters<typeof rolesIn>[0], businessId: string, userId: string) {
  const roles = await rolesIn(db, businessId, userId);
  if (roles === undefined) throw businessNotFound();
  return roles;
}

const settingsBody = (row: BusinessSettingsRow | undefined) => ({
  rfpCategories: row?.rfp_categories ?? [],
  rfpRecipientRole: row?.rfp_recipient_role ?? 'SALES',
});

/** `GET /v2/business/{id}/notification-settings`: every member reads them. */
export const getBusinessNotificationSettings: OperationHandler<'getBusinessNotificationSettings'> = {
  handle: async (request, _reply, { db }) => {
    await memberRoles(db, request.params.id, currentUser(request).id);
    return settingsBody(await businessSettings(db, request.params.id));
  },
};

/** `PUT /v2/business/{id}/notification-settings`: ADMINs only; categories kept lower-case and trimmed. */
export const updateBusinessNotificationSettings: OperationHandler<'updateBusinessNotificationSettings'> = {
  handle: async (request, _reply, { db, now }) => {
    const businessId = request.params.id;
    const categories = [
      ...new Set(request.body.rfpCategories.map((category) => category.trim().toLowerCase())),
    ];
    const blank = categories.indexOf('');
    if (blank !== -1) {
      throw new ApiError(400, 'validation_failed', 'A category cannot be blank', {
        detail: `body/rfpCategories/${blank} is blank`,
        fields: [{ field: `rfpCategories/${blank}`, message: 'is blank' }],
      });
    }
    return db.transaction(async (tx) => {
      const roles = await memberRoles(tx, businessId, currentUser(request).id);
      if (!roles.includes('ADMIN')) {
        throw new ApiError(403, 'forbidden', "Only an ADMIN changes the business's notification settings");
      }
      const row: BusinessSettingsRow = {
        rfp_categories: categories,
        rfp_recipient_role: request.body.rfpRecipientRole,
      };
      await saveBusinessSettings(tx, businessId, row, now());
      return settingsBody(row);
    });
  },
};
