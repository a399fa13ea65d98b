// '@robomarket/api-client/react': the React bindings, kept apart so non-React users pay nothing.
// Listed by hand; test/exports.test.ts snapshots this list too.

export type { ApiClientProviderProps } from './api-client-context';
export { ApiClientProvider, useApiClient } from './api-client-context';
export type { MessagePages } from './message-cache';
export { appendMessage, applyStatus, catchUpMessages, upsertProposal } from './message-cache';
export { useAcceptDisputeOffer } from './operations/accept-dispute-offer';
// One file per operation that React uses (react/operations/<kebab-operation-id>.ts): query options and
// hook, or mutation hook, over the operation's fetcher. Query keys per area live in one module.
export type { UseAcceptInvitationOptions } from './operations/accept-invitation';
export { useAcceptInvitation } from './operations/accept-invitation';
export type { AcceptProposalVariables, UseAcceptProposalOptions } from './operations/accept-proposal';
export { useAcceptProposal } from './operations/accept-proposal';
export type {
  AcknowledgeIotAlertVariables,
  UseAcknowledgeIotAlertOptions,
} from './operations/acknowledge-iot-alert';
export { useAcknowledgeIotAlert } from './operations/acknowledge-iot-alert';
export type { UseAddBusinessMemberOptions } from './operations/add-business-member';
export { useAddBusinessMember } from './operations/add-business-member';
export type { ApproveAwardVariables, UseApproveAwardOptions } from './operations/approve-award';
export { useApproveAward } from './operations/approve-award';
export type {
  ApproveBusinessLinkRequestVariables,
  UseApproveBusinessLinkRequestOptions,
} from './operations/approve-business-link-request';
export { useApproveBusinessLinkRequest } from './operations/approve-business-link-request';
export type { ConfirmSandboxPaymentVariables } from './operations/confirm-sandbox-payment';
export { useConfirmSandboxPayment } from './operations/confirm-sandbox-payment';
export type { CreateConversationMessageVariables } from './operations/create-conversation-message';
export { useCreateConversationMessage } from './operations/create-conversation-message';
export type { UseCreateIotAlertRuleOptions } from './operations/create-iot-alert-rule';
export { useCreateIotAlertRule } from './operations/create-iot-alert-rule';
export type { CreateMessageVariables } from './operations/create-message';
export { useCreateMessage } from './operations/create-message';
export type { CreateOfferVariables, UseCreateOfferOptions } from './operations/create-offer';
export { useCreateOffer } from './operations/create-offer';
export type { CreatePaymentSessionVariables } from './operations/create-payment-session';
export { useCreatePaymentSession } from './operations/create-payment-session';
export type { PayoutVariables } from './operations/create-payout';
export { useCreatePayout } from './operations/create-payout';
export type { UseCreateProductOptions } from './operations/create-product';
export { useCreateProduct } from './operations/create-product';
export type { CreateProposalVariables, UseCreateProposalOptions } from './operations/create-proposal';
export { useCreateProposal } from './operations/create-proposal';
export type { UseCreatePublishableKeyOptions } from './operations/create-publishable-key';
export { useCreatePublishableKey } from './operations/create-publishable-key';
export type { UseCreateRfpOptions } from './operations/create-rfp';
export { useCreateRfp } from './operations/create-rfp';
export type { UseCreateWorkflowOptions } from './operations/create-workflow';
export { useCreateWorkflow } from './operations/create-workflow';
export type { DecideDisputeVariables } from './operations/decide-dispute';
export { useDecideDispute } from './operations/decide-dispute';
export type {
  DeclareIntentToBidVariables,
  UseDeclareIntentToBidOptions,
} from './operations/declare-intent-to-bid';
export { useDeclareIntentToBid } from './operations/declare-intent-to-bid';
export type { DeclineAwardVariables, UseDeclineAwardOptions } from './operations/decline-award';
export { useDeclineAward } from './operations/decline-award';
export type {
  DeclineBusinessLinkRequestVariables,
  UseDeclineBusinessLinkRequestOptions,
} from './operations/decline-business-link-request';
export { useDeclineBusinessLinkRequest } from './operations/decline-business-link-request';
export type { UseDeclineInvitationOptions } from './operations/decline-invitation';
export { useDeclineInvitation } from './operations/decline-invitation';
export { useDeclineOrderInvitation } from './operations/decline-order-invitation';
export type {
  DeleteIotAlertRuleVariables,
  UseDeleteIotAlertRuleOptions,
} from './operations/delete-iot-alert-rule';
export { useDeleteIotAlertRule } from './operations/delete-iot-alert-rule';
export type { UseDeleteProductOptions } from './operations/delete-product';
export { useDeleteProduct } from './operations/delete-product';
export type { UseDeleteWorkflowOptions } from './operations/delete-workflow';
export { useDeleteWorkflow } from './operations/delete-workflow';
export type {
  ExportAuditEventsVariables,
  UseExportAuditEventsOptions,
} from './operations/export-audit-events';
export { useExportAuditEvents } from './operations/export-audit-events';
export { getApprovalRulesQueryOptions, useGetApprovalRules } from './operations/get-approval-rules';
export { getBusinessMetricsQueryOptions, useGetBusinessMetrics } from './operations/get-business-metrics';
export { useBusinessNotificationSettings } from './operations/get-business-notification-settings';
export { getConversationQueryOptions, useGetConversation } from './operations/get-conversation';
export type { UseGetIotDeviceOptions } from './operations/get-iot-device';
export { getIotDeviceQueryOptions, useGetIotDevice } from './operations/get-iot-device';
export type { UseGetIotSeriesOptions } from './operations/get-iot-series';
export { getIotSeriesQueryOptions, useGetIotSeries } from './operations/get-iot-series';
export { useNotificationPreferences } from './operations/get-notification-preferences';
export { getPaymentQueryOptions, useGetPayment } from './operations/get-payment';
export type { PayoutFilters } from './operations/get-payouts';
export { getPayoutPagesQueryOptions, useGetPayoutPages } from './operations/get-payouts';
export { getProductQueryOptions, useGetProduct } from './operations/get-product';
export { getRfpQueryOptions, useGetRfp } from './operations/get-rfp';
export { getSellerMetricsQueryOptions, useGetSellerMetrics } from './operations/get-seller-metrics';
// Notifications (ADR 0096).
export type { UseUnreadNotificationCountOptions } from './operations/get-unread-notification-count';
export { unreadCountRefreshMs, useUnreadNotificationCount } from './operations/get-unread-notification-count';
export { getWorkflowQueryOptions, useGetWorkflow } from './operations/get-workflow';
export {
  getWorkflowAcceptanceQueryOptions,
  useGetWorkflowAcceptance,
} from './operations/get-workflow-acceptance';
export type { InviteSellersVariables, UseInviteSellersOptions } from './operations/invite-sellers';
export { useInviteSellers } from './operations/invite-sellers';
export type {
  JoinWaitlistVariables,
  UseJoinWaitlistOptions,
} from './operations/join-waitlist';
export { useJoinWaitlist } from './operations/join-waitlist';
export { adminDisputesQueryOptions, useAdminDisputes } from './operations/list-admin-disputes';
export { adminJobsQueryOptions, useAdminJobs } from './operations/list-admin-jobs';
export { listApprovalsQueryOptions, useListApprovals } from './operations/list-approvals';
export {
  AUDIT_EVENTS_PAGE_SIZE,
  listAuditEventsQueryOptions,
  useListAuditEvents,
} from './operations/list-audit-events';
export {
  listBusinessInvitationsQueryOptions,
  useListBusinessInvitations,
} from './operations/list-business-invitations';
export {
  listBusinessLinkRequestsQueryOptions,
  useListBusinessLinkRequests,
} from './operations/list-business-link-requests';
export { listBusinessMembersQueryOptions, useListBusinessMembers } from './operations/list-business-members';
export { listBusinessesQueryOptions, useListBusinesses } from './operations/list-businesses';
export {
  CONVERSATION_MESSAGES_PAGE_SIZE,
  listConversationMessagesQueryOptions,
  useListConversationMessages,
} from './operations/list-conversation-messages';
export {
  CONVERSATIONS_PAGE_SIZE,
  listConversationsQueryOptions,
  useListConversations,
} from './operations/list-conversations';
export { listDocumentsQueryOptions, useListDocuments } from './operations/list-documents';
export { listIotAlertRulesQueryOptions, useListIotAlertRules } from './operations/list-iot-alert-rules';
export { listIotAlertsQueryOptions, useListIotAlerts } from './operations/list-iot-alerts';
export { listIotDevicesQueryOptions, useListIotDevices } from './operations/list-iot-devices';
export { listIotMetricsQueryOptions, useListIotMetrics } from './operations/list-iot-metrics';
export {
  listMessagesQueryOptions,
  MESSAGES_PAGE_SIZE,
  useListMessages,
} from './operations/list-messages';
export { listMyInvitationsQueryOptions, useListMyInvitations } from './operations/list-my-invitations';
export { listMyOffersQueryOptions, useListMyOffers } from './operations/list-my-offers';
export { useListNotifications } from './operations/list-notifications';
export { listOffersQueryOptions, useListOffers } from './operations/list-offers';
export type { PaymentFilters } from './operations/list-payments';
export {
  listPaymentPagesQueryOptions,
  listPaymentsQueryOptions,
  paymentPagesKey,
  useListPaymentPages,
  useListPayments,
} from './operations/list-payments';
export { listProductsQueryOptions, useListProducts } from './operations/list-products';
export { listProposalsQueryOptions, useListProposals } from './operations/list-proposals';
export {
  listPublishableKeysQueryOptions,
  useListPublishableKeys,
} from './operations/list-publishable-keys';
export { listRfpsQueryOptions, useListRfps } from './operations/list-rfps';
export { listSellersQueryOptions, useListSellers } from './operations/list-sellers';
export { listSubsidiariesQueryOptions, useListSubsidiaries } from './operations/list-subsidiaries';
export { listThreadsQueryOptions, useListThreads } from './operations/list-threads';
export { useWorkflowDisputes, workflowDisputesQueryOptions } from './operations/list-workflow-disputes';
export {
  listWorkflowIotDevicesQueryOptions,
  useListWorkflowIotDevices,
} from './operations/list-workflow-iot-devices';
export { listWorkflowsQueryOptions, useListWorkflows } from './operations/list-workflows';
export { useMarkAllNotificationsRead } from './operations/mark-all-notifications-read';
export type { MarkConversationReadVariables } from './operations/mark-conversation-read';
export { useMarkConversationRead } from './operations/mark-conversation-read';
export type { MarkMessagesReadVariables } from './operations/mark-messages-read';
export { useMarkMessagesRead } from './operations/mark-messages-read';
export { useMarkNotificationRead } from './operations/mark-notification-read';
export { useMarkOrderDelivered } from './operations/mark-order-delivered';
export type { OpenDisputeVariables } from './operations/open-dispute';
export { useOpenDispute } from './operations/open-dispute';
export type { OpenProductConversationVariables } from './operations/open-product-conversation';
export { useOpenProductConversation } from './operations/open-product-conversation';
export type {
  AuditEventFilters,
  IotAlertFilters,
  IotDeviceFilters,
  IotMetricFilters,
  ProductFilters,
  RfpFilters,
  SellerSearch,
  WorkflowFilters,
} from './operations/query-keys';
export {
  approvalKeys,
  businessKeys,
  conversationKeys,
  dashboardKeys,
  disputeKeys,
  iotAlertKeys,
  iotDeviceKeys,
  jobKeys,
  notificationKeys,
  offerKeys,
  paymentKeys,
  productKeys,
  rfpKeys,
  sellerKeys,
  workflowKeys,
} from './operations/query-keys';
export type { RefundEscrowVariables } from './operations/refund-escrow';
export { useRefundEscrow } from './operations/refund-escrow';
export type {
  RegisterIotDeviceVariables,
  UseRegisterIotDeviceOptions,
} from './operations/register-iot-device';
export { useRegisterIotDevice } from './operations/register-iot-device';
export { useRejectDisputeOffer } from './operations/reject-dispute-offer';
export type { EscrowVariables } from './operations/release-escrow';
export { useReleaseEscrow } from './operations/release-escrow';
export type {
  RemoveBusinessMemberVariables,
  UseRemoveBusinessMemberOptions,
} from './operations/remove-business-member';
export { useRemoveBusinessMember } from './operations/remove-business-member';
export type { ReplayJobVariables } from './operations/replay-job';
export { useReplayJob } from './operations/replay-job';
export type { ResolveIotAlertVariables, UseResolveIotAlertOptions } from './operations/resolve-iot-alert';
export { useResolveIotAlert } from './operations/resolve-iot-alert';
export type { RespondToDisputeVariables } from './operations/respond-to-dispute';
export { useRespondToDispute } from './operations/respond-to-dispute';
export type { ReviseProposalVariables, UseReviseProposalOptions } from './operations/revise-proposal';
export { useReviseProposal } from './operations/revise-proposal';
export type { UseRevokeIotDeviceCredentialOptions } from './operations/revoke-iot-device-credential';
export { useRevokeIotDeviceCredential } from './operations/revoke-iot-device-credential';
export type {
  RevokePublishableKeyVariables,
  UseRevokePublishableKeyOptions,
} from './operations/revoke-publishable-key';
export { useRevokePublishableKey } from './operations/revoke-publishable-key';
export type { UseRotateIotDeviceCredentialOptions } from './operations/rotate-iot-device-credential';
export { useRotateIotDeviceCredential } from './operations/rotate-iot-device-credential';
export { searchBusinessesQueryOptions, useSearchBusinesses } from './operations/search-businesses';
export type {
  SendContactMessageVariables,
  UseSendContactMessageOptions,
} from './operations/send-contact-message';
export { useSendContactMessage } from './operations/send-contact-message';
export type { SendTypingVariables } from './operations/send-typing';
export { useSendTyping } from './operations/send-typing';
export type {
  SetSubsidiaryBudgetVariables,
  UseSetSubsidiaryBudgetOptions,
} from './operations/set-subsidiary-budget';
export { useSetSubsidiaryBudget } from './operations/set-subsidiary-budget';
export type {
  SignOutBusinessMemberVariables,
  UseSignOutBusinessMemberOptions,
} from './operations/sign-out-business-member';
export { useSignOutBusinessMember } from './operations/sign-out-business-member';
export { useStartOrder } from './operations/start-order';
export type {
  SubscribeNewsletterVariables,
  UseSubscribeNewsletterOptions,
} from './operations/subscribe-newsletter';
export { useSubscribeNewsletter } from './operations/subscribe-newsletter';
export type { OperationMutationOptions } from './operations/types';
export { useUnsubscribeFromNotifications } from './operations/unsubscribe-from-notifications';
export type {
  UpdateApprovalRulesVariables,
  UseUpdateApprovalRulesOptions,
} from './operations/update-approval-rules';
export { useUpdateApprovalRules } from './operations/update-approval-rules';
export type { UpdateBusinessVariables, UseUpdateBusinessOptions } from './operations/update-business';
export { useUpdateBusiness } from './operations/update-business';
export type {
  UpdateBusinessMemberVariables,
  UseUpdateBusinessMemberOptions,
} from './operations/update-business-member';
export { useUpdateBusinessMember } from './operations/update-business-member';
export { useUpdateBusinessNotificationSettings } from './operations/update-business-notification-settings';
export type {
  UpdateIotAlertRuleVariables,
  UseUpdateIotAlertRuleOptions,
} from './operations/update-iot-alert-rule';
export { useUpdateIotAlertRule } from './operations/update-iot-alert-rule';
export type { UpdateIotDeviceVariables, UseUpdateIotDeviceOptions } from './operations/update-iot-device';
export { useUpdateIotDevice } from './operations/update-iot-device';
export { useUpdateNotificationPreferences } from './operations/update-notification-preferences';
export type {
  UpdateOfferStatusVariables,
  UseUpdateOfferStatusOptions,
} from './operations/update-offer-status';
export { useUpdateOfferStatus } from './operations/update-offer-status';
export type { UpdateProductVariables, UseUpdateProductOptions } from './operations/update-product';
export { useUpdateProduct } from './operations/update-product';
export type { UpdateRfpVariables, UseUpdateRfpOptions } from './operations/update-rfp';
export { useUpdateRfp } from './operations/update-rfp';
export type { UploadDocumentVariables, UseUploadDocumentOptions } from './operations/upload-document';
export { useUploadDocument } from './operations/upload-document';
export type {
  UploadProductImageVariables,
  UseUploadProductImageOptions,
} from './operations/upload-product-image';
export { useUploadProductImage } from './operations/upload-product-image';
export type {
  UseWithdrawBusinessInvitationOptions,
  WithdrawBusinessInvitationVariables,
} from './operations/withdraw-business-invitation';
export { useWithdrawBusinessInvitation } from './operations/withdraw-business-invitation';
export { useWithdrawDispute } from './operations/withdraw-dispute';
export type { UseWithdrawProposalOptions, WithdrawProposalVariables } from './operations/withdraw-proposal';
export { useWithdrawProposal } from './operations/withdraw-proposal';
export { idempotencyKeyOf } from './payment-moves';
export type { QueryHooks } from './query-hooks';
export { createQueryHooks, useQueryHooks } from './query-hooks';
export type { IotDeviceEventsState, UseIotDeviceEventsOptions } from './use-iot-device-events';
export { useIotDeviceEvents } from './use-iot-device-events';
export type { TypingUser, UseWorkflowEventsOptions, WorkflowEventsState } from './use-workflow-events';
export { TYPING_TIMEOUT_MS, useWorkflowEvents } from './use-workflow-events';
