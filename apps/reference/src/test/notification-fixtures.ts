import type { components } from '@robomarket/api-client';
import { notificationTypeValues } from '@robomarket/api-client/enums';
import { HttpResponse, http } from 'msw';

type Notification = components['schemas']['Notification'];

/** A notification as the server answers it, with `overrides`. */
export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  type: 'rfp.new_matching',
  title: 'New RFP in robot: Warehouse Automation RFP',
  link: '/rfp/respond/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  subjectType: 'rfp',
  subjectId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  read: false,
  readAt: null,
  createdAt: '2026-03-02T09:00:00Z',
  ...overrides,
});

/** Every type's default preference. */
export const defaultPreferences = () =>
  notificationTypeValues.map((type) => ({ type, in_app: true, email: true, digest: false }));

/** The tests' default: nothing unread, no notifications, default preferences (a test's own handlers override). */
export const notificationServerHandlers = [
  http.get('*/v2/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
  http.get('*/v2/notifications', () => HttpResponse.json({ notifications: [], next_cursor: null })),
  http.get('*/v2/auth/me/notification-preferences', () =>
    HttpResponse.json({ preferences: defaultPreferences() }),
  ),
];
