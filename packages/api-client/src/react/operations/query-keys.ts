import type { GetBusinessMetricsQuery } from '../../operations/get-business-metrics';
import type { GetIotSeriesQuery } from '../../operations/get-iot-series';
import type { AdminDisputesQuery } from '../../operations/list-admin-disputes';
import type { AdminJobsQuery } from '../../operations/list-admin-jobs';
import type { ListApprovalsQuery } from '../../operations/list-approvals';
import type { ListAuditEventsQuery } from '../../operations/list-audit-events';
import type { ListIotAlertsQuery } from '../../operations/list-iot-alerts';
import type { ListIotDevicesQuery } from '../../operations/list-iot-devices';
import type { ListIotMetricsQuery } from '../../operations/list-iot-metrics';
import type { ListPaymentsQuery } from '../../operations/list-payments';
import type { ListProductsQuery } from '../../operations/list-products';
import type { ListRfpsQuery } from '../../operations/list-rfps';
import type { ListSellersQuery } from '../../operations/list-sellers';
import type { ListSubsidiariesQuery } from '../../operations/list-subsidiaries';
import type { ListWorkflowsQuery } from '../../operations/list-workflows';

/** The filters of the audit log, without the paging that its own query manages. */
export type AuditEventFilters = Omit<ListAuditEventsQuery, 'cursor' | 'limit'>;

/** The filters of a product list, without the paging that the list's own query manages. */
export type ProductFilters = Omit<ListProductsQuery, 'cursor'>;

/**
 * Query keys of the products area. A mutation refreshes every list at once with `productKeys.lists()`,
 * a prefix of each list's key. A new area adds its own object here, shaped the same way.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

/**
 * Query keys of the business area (memberships, invitations, link requests). A mutation refreshes what it
 * changed with a prefix: `businessKeys.all` for everything, `businessKeys.members(id)` for one business.
 */
export const businessKeys = {
  all: ['business'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  invitations: () => [...businessKeys.all, 'invitations'] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  members: (id: string) => [...businessKeys.detail(id), 'members'] as const,
  linkRequests: (id: string) => [...businessKeys.detail(id), 'link-requests'] as const,
  publishableKeys: (id: string) => [...businessKeys.detail(id), 'publishable-keys'] as const,
  sentInvitations: (id: string) => [...businessKeys.detail(id), 'invitations'] as const,
  auditEvents: (id: string, filters?: AuditEventFilters) =>
    filters === undefined
      ? ([...businessKeys.detail(id), 'audit-events'] as const)
      : ([...businessKeys.detail(id), 'audit-events', filters] as const),
  subsidiaries: (id: string, query: ListSubsidiariesQuery) =>
    [...businessKeys.detail(id), 'subsidiaries', query] as const,
  search: (q: string) => [...businessKeys.all, 'search', q] as const,
};

/**
 * Query keys of approvals: the inbox and a member's own requests under `approvalKeys.lists()`, a business's
 * rules under `approvalKeys.rules(id)`. An approval or a decline refreshes `approvalKeys.all`.
 */
export const approvalKeys = {
  all: ['approvals'] as const,
  lists: () => [...approvalKeys.all, 'list'] as const,
  list: (query: ListApprovalsQuery) => [...approvalKeys.lists(), query] as const,
  rules: (id: string) => [...approvalKeys.all, 'rules', id] as const,
};

/** The filters of a workflow list, without the paging that the list's own query manages. */
export type WorkflowFilters = Omit<ListWorkflowsQuery, 'cursor'>;

/**
 * Query keys of procurement workflows. A workflow's proposals, threads, documents and messages live under its
 * detail key, so `workflowKeys.detail(id)` refreshes the workflow and everything shown with it. Messages and
 * documents without a `sellerId` are those of all the caller's threads; with one, that seller's thread. The
 * key without `sellerId` is also the prefix of every thread's key, so it refreshes them all.
 */
export const workflowKeys = {
  all: ['workflows'] as const,
  lists: () => [...workflowKeys.all, 'list'] as const,
  list: (filters: WorkflowFilters) => [...workflowKeys.lists(), filters] as const,
  details: () => [...workflowKeys.all, 'detail'] as const,
  detail: (id: string) => [...workflowKeys.details(), id] as const,
  proposals: (id: string) => [...workflowKeys.detail(id), 'proposals'] as const,
  threads: (id: string) => [...workflowKeys.detail(id), 'threads'] as const,
  documents: (id: string, sellerId?: string) =>
    sellerId === undefined
      ? ([...workflowKeys.detail(id), 'documents'] as const)
      : ([...workflowKeys.detail(id), 'documents', sellerId] as const),
  messages: (id: string, sellerId?: string) =>
    sellerId === undefined
      ? ([...workflowKeys.detail(id), 'messages'] as const)
      : ([...workflowKeys.detail(id), 'messages', sellerId] as const),
  acceptance: (id: string) => [...workflowKeys.detail(id), 'acceptance'] as const,
};

/** The filters of an RFP list (the marketplace's industry and budget, a status, a workflow), without paging. */
export type RfpFilters = Omit<ListRfpsQuery, 'cursor'>;

/** Query keys of RFPs: `rfpKeys.lists()` refreshes the marketplace and every other list at once. */
export const rfpKeys = {
  all: ['rfps'] as const,
  lists: () => [...rfpKeys.all, 'list'] as const,
  list: (filters: RfpFilters) => [...rfpKeys.lists(), filters] as const,
  details: () => [...rfpKeys.all, 'detail'] as const,
  detail: (id: string) => [...rfpKeys.details(), id] as const,
};

/** Query keys of the dashboard's figures and payments. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: (query: GetBusinessMetricsQuery) => [...dashboardKeys.all, 'metrics', query] as const,
  payments: (query: ListPaymentsQuery) => [...dashboardKeys.all, 'payments', query] as const,
};

/**
 * Query keys of offers: a product's offers and the caller's own lists. A move refreshes them all with
 * `offerKeys.all`.
 */
export const offerKeys = {
  all: ['offers'] as const,
  product: (productId: string) => [...offerKeys.all, 'product', productId] as const,
  mine: (side: 'buyer' | 'seller') => [...offerKeys.all, 'mine', side] as const,
};

/** Query keys of disputes: a workflow's, and the admins' lists. Every payment move refreshes them all. */
export const disputeKeys = {
  all: ['disputes'] as const,
  workflow: (workflowId: string) => [...disputeKeys.all, 'workflow', workflowId] as const,
  admin: (query: AdminDisputesQuery) => [...disputeKeys.all, 'admin', query] as const,
};

/** Query keys of the job queue's lists for the platform admins (ADR 0094). */
export const jobKeys = {
  all: ['jobs'] as const,
  admin: (query: AdminJobsQuery) => [...jobKeys.all, 'admin', query] as const,
};

/** Query keys of single payments (the checkout page); payment lists live under `dashboardKeys.payments`. */
export const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
};

/**
 * Query keys of conversations about products (ADR 0088). A conversation's messages live under its detail
 * key, so `conversationKeys.detail(id)` refreshes the conversation, its offers and its messages.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (id: string) => [...conversationKeys.details(), id] as const,
  messages: (id: string) => [...conversationKeys.detail(id), 'messages'] as const,
};

/** A search of the seller directory, without paging. */
export type SellerSearch = Omit<ListSellersQuery, 'cursor'>;

/** Query keys of the seller directory. */
export const sellerKeys = {
  all: ['sellers'] as const,
  search: (search: SellerSearch) => [...sellerKeys.all, 'search', search] as const,
};

/** Query keys of the notifications area; a change refreshes `notificationKeys.all`'s lists and count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  business: (id: string) => [...notificationKeys.all, 'business', id] as const,
};

/** The filters of the alerts list, without the paging that the list's own query manages. */
export type IotAlertFilters = Omit<ListIotAlertsQuery, 'cursor'>;

/**
 * Query keys of the fleet's maintenance: alert rules and alerts of the acting business. Both sit under
 * `['fleet']`, so refreshing the whole fleet refreshes them too; a move on an alert refreshes
 * `iotAlertKeys.alerts()`, a change of rule `iotAlertKeys.rules()`.
 */
export const iotAlertKeys = {
  all: ['fleet', 'maintenance'] as const,
  rules: () => [...iotAlertKeys.all, 'rules'] as const,
  alerts: () => [...iotAlertKeys.all, 'alerts'] as const,
  alertList: (filters: IotAlertFilters) => [...iotAlertKeys.alerts(), filters] as const,
};

/** The filters of the fleet's device list (`side`, `status`, `limit`), without the cursor its pages manage. */
export type IotDeviceFilters = Omit<ListIotDevicesQuery, 'cursor'>;

/** The filters of a device's raw points (`name`, `from`, `to`, `limit`), without the cursor. */
export type IotMetricFilters = Omit<ListIotMetricsQuery, 'cursor'>;

/**
 * Query keys of the fleet's devices. A device's series and points live under its detail key, so
 * `iotDeviceKeys.detail(id)` refreshes the device and its charts; `iotDeviceKeys.all` refreshes the lists too
 * (a registration, a rename, a new credential).
 */
export const iotDeviceKeys = {
  all: ['fleet', 'devices'] as const,
  lists: () => [...iotDeviceKeys.all, 'list'] as const,
  list: (filters: IotDeviceFilters) => [...iotDeviceKeys.lists(), filters] as const,
  workflow: (workflowId: string) => [...iotDeviceKeys.lists(), 'workflow', workflowId] as const,
  details: () => [...iotDeviceKeys.all, 'detail'] as const,
  detail: (id: string) => [...iotDeviceKeys.details(), id] as const,
  series: (id: string, query: GetIotSeriesQuery) => [...iotDeviceKeys.detail(id), 'series', query] as const,
  metrics: (id: string, filters: IotMetricFilters) =>
    [...iotDeviceKeys.detail(id), 'metrics', filters] as const,
};
