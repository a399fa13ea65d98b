// The package's public API, listed by hand: anything not named here is internal.
// test/exports.test.ts snapshots this list, so adding or removing an export is a visible change.
// Nothing here imports React: the hooks live in '@robomarket/api-client/react'.

export type {
  ApiVersion,
  ApiVersionSettings,
  CreateVersionedClientOptions,
  VersionedClient,
} from './api-versions';
export { apiVersions, createVersionedClient, defaultApiVersion, isApiVersion } from './api-versions';
export type { ApiClient, CreateClientOptions } from './client';
export { createClient, MAX_ATTEMPTS } from './client';
export {
  hasSessionHintCookie,
  REFRESH_TOKEN_COOKIE,
  readDocumentCookie,
  SESSION_HINT_COOKIE,
  TOKEN_DELIVERY_HEADER,
} from './cookies';
export type { ApiErrorInit, FieldProblem } from './errors';
export { ApiError, SESSION_MESSAGES, unwrap } from './errors';
export { acceptDisputeOffer } from './operations/accept-dispute-offer';
export type { AcceptInvitationData } from './operations/accept-invitation';
// One fetcher per operation (src/operations/<kebab-operation-id>.ts): data, or a rejection with ApiError.
export { acceptInvitation } from './operations/accept-invitation';
export type { AcceptProposalData } from './operations/accept-proposal';
export { acceptProposal } from './operations/accept-proposal';
export type { AcknowledgeIotAlertData } from './operations/acknowledge-iot-alert';
export { acknowledgeIotAlert } from './operations/acknowledge-iot-alert';
export type { AddBusinessMemberBody, AddBusinessMemberData } from './operations/add-business-member';
export { addBusinessMember } from './operations/add-business-member';
export type { ApproveAwardData } from './operations/approve-award';
export { approveAward } from './operations/approve-award';
export type { ApproveBusinessLinkRequestData } from './operations/approve-business-link-request';
export { approveBusinessLinkRequest } from './operations/approve-business-link-request';
export type { ChangePasswordBody } from './operations/change-password';
export { changePassword } from './operations/change-password';
export type {
  ChooseActingBusinessBody,
  ChooseActingBusinessData,
} from './operations/choose-acting-business';
export { chooseActingBusiness } from './operations/choose-acting-business';
export type { ConfirmEmailChangeBody } from './operations/confirm-email-change';
export { confirmEmailChange } from './operations/confirm-email-change';
export type { ConfirmPasswordResetBody } from './operations/confirm-password-reset';
export { confirmPasswordReset } from './operations/confirm-password-reset';
export { confirmSandboxPayment } from './operations/confirm-sandbox-payment';
export type { CreateConversationMessageData } from './operations/create-conversation-message';
export { createConversationMessage } from './operations/create-conversation-message';
export type { CreateIotAlertRuleBody, CreateIotAlertRuleData } from './operations/create-iot-alert-rule';
export { createIotAlertRule } from './operations/create-iot-alert-rule';
export type { CreateMessageBody, MessageData } from './operations/create-message';
export { createMessage } from './operations/create-message';
export type { CreateOfferBody, CreateOfferData } from './operations/create-offer';
export { createOffer } from './operations/create-offer';
export type { CreatePaymentSessionBody, PaymentSessionData } from './operations/create-payment-session';
export { createPaymentSession } from './operations/create-payment-session';
export { createPayout } from './operations/create-payout';
export type { CreateProductBody, CreateProductData } from './operations/create-product';
export { createProduct } from './operations/create-product';
export type { CreateProposalBody, CreateProposalData } from './operations/create-proposal';
export { createProposal } from './operations/create-proposal';
export type {
  CreatePublishableKeyBody,
  CreatePublishableKeyData,
} from './operations/create-publishable-key';
export { createPublishableKey } from './operations/create-publishable-key';
export type { CreateRfpBody, CreateRfpData } from './operations/create-rfp';
export { createRfp } from './operations/create-rfp';
export type { CreateWorkflowBody, CreateWorkflowData } from './operations/create-workflow';
export { createWorkflow } from './operations/create-workflow';
export type { DisputeDecisionBody } from './operations/decide-dispute';
export { decideDispute } from './operations/decide-dispute';
export type { DeclareIntentToBidData } from './operations/declare-intent-to-bid';
export { declareIntentToBid } from './operations/declare-intent-to-bid';
export type { DeclineAwardData } from './operations/decline-award';
export { declineAward } from './operations/decline-award';
export type { DeclineBusinessLinkRequestData } from './operations/decline-business-link-request';
export { declineBusinessLinkRequest } from './operations/decline-business-link-request';
export { declineInvitation } from './operations/decline-invitation';
export { declineOrderInvitation } from './operations/decline-order-invitation';
export { deleteIotAlertRule } from './operations/delete-iot-alert-rule';
export type { DeleteMeBody } from './operations/delete-me';
export { deleteMe } from './operations/delete-me';
export { deleteProduct } from './operations/delete-product';
export { deleteWorkflow } from './operations/delete-workflow';
export type { ExportAuditEventsQuery } from './operations/export-audit-events';
export { exportAuditEvents } from './operations/export-audit-events';
export type { GetApprovalRulesData } from './operations/get-approval-rules';
export { getApprovalRules } from './operations/get-approval-rules';
export type { GetBusinessMetricsData, GetBusinessMetricsQuery } from './operations/get-business-metrics';
export { getBusinessMetrics } from './operations/get-business-metrics';
export type { BusinessNotificationSettingsData } from './operations/get-business-notification-settings';
export { getBusinessNotificationSettings } from './operations/get-business-notification-settings';
export type { GetConversationData } from './operations/get-conversation';
export { getConversation } from './operations/get-conversation';
export { getIotDevice } from './operations/get-iot-device';
export type { GetIotSeriesQuery, IotSeriesSetData } from './operations/get-iot-series';
export { getIotSeries } from './operations/get-iot-series';
export type { GetMeData } from './operations/get-me';
export { getMe } from './operations/get-me';
export type { NotificationPreferencesData } from './operations/get-notification-preferences';
export { getNotificationPreferences } from './operations/get-notification-preferences';
export type { PaymentData } from './operations/get-payment';
export { getPayment } from './operations/get-payment';
export type { GetPayoutsData, GetPayoutsQuery } from './operations/get-payouts';
export { getPayouts } from './operations/get-payouts';
export type { GetProductData } from './operations/get-product';
export { getProduct } from './operations/get-product';
export type { GetRfpData } from './operations/get-rfp';
export { getRfp } from './operations/get-rfp';
export type { GetSellerMetricsData, GetSellerMetricsQuery } from './operations/get-seller-metrics';
export { getSellerMetrics } from './operations/get-seller-metrics';
export type { UnreadNotificationCountData } from './operations/get-unread-notification-count';
export { getUnreadNotificationCount } from './operations/get-unread-notification-count';
export type { GetWorkflowData } from './operations/get-workflow';
export { getWorkflow } from './operations/get-workflow';
export type { GetWorkflowAcceptanceData } from './operations/get-workflow-acceptance';
export { getWorkflowAcceptance } from './operations/get-workflow-acceptance';
export type { InviteSellersBody, InviteSellersData } from './operations/invite-sellers';
export { inviteSellers } from './operations/invite-sellers';
export type { JoinWaitlistBody, JoinWaitlistData } from './operations/join-waitlist';
export { joinWaitlist } from './operations/join-waitlist';
export type { AdminDisputesData, AdminDisputesQuery } from './operations/list-admin-disputes';
export { listAdminDisputes } from './operations/list-admin-disputes';
export type { AdminJobsData, AdminJobsQuery, JobData } from './operations/list-admin-jobs';
export { listAdminJobs } from './operations/list-admin-jobs';
export type { ListApprovalsData, ListApprovalsQuery } from './operations/list-approvals';
export { listApprovals } from './operations/list-approvals';
export type { ListAuditEventsData, ListAuditEventsQuery } from './operations/list-audit-events';
export { listAuditEvents } from './operations/list-audit-events';
export type {
  ListBusinessInvitationsData,
  ListBusinessInvitationsQuery,
} from './operations/list-business-invitations';
export { listBusinessInvitations } from './operations/list-business-invitations';
export type {
  ListBusinessLinkRequestsData,
  ListBusinessLinkRequestsQuery,
} from './operations/list-business-link-requests';
export { listBusinessLinkRequests } from './operations/list-business-link-requests';
export type { ListBusinessMembersData, ListBusinessMembersQuery } from './operations/list-business-members';
export { listBusinessMembers } from './operations/list-business-members';
export type { ListBusinessesData, ListBusinessesQuery } from './operations/list-businesses';
export { listBusinesses } from './operations/list-businesses';
export type {
  ListConversationMessagesData,
  ListConversationMessagesQuery,
} from './operations/list-conversation-messages';
export { listConversationMessages } from './operations/list-conversation-messages';
export type { ListConversationsData, ListConversationsQuery } from './operations/list-conversations';
export { listConversations } from './operations/list-conversations';
export type { ListDocumentsData, ListDocumentsQuery } from './operations/list-documents';
export { listDocuments } from './operations/list-documents';
export type { ListIotAlertRulesData } from './operations/list-iot-alert-rules';
export { listIotAlertRules } from './operations/list-iot-alert-rules';
export type { ListIotAlertsData, ListIotAlertsQuery } from './operations/list-iot-alerts';
export { listIotAlerts } from './operations/list-iot-alerts';
export type { ListIotDevicesData, ListIotDevicesQuery } from './operations/list-iot-devices';
export { listIotDevices } from './operations/list-iot-devices';
export type { ListIotMetricsData, ListIotMetricsQuery } from './operations/list-iot-metrics';
export { listIotMetrics } from './operations/list-iot-metrics';
export type { ListMessagesData, ListMessagesQuery } from './operations/list-messages';
export { listMessages } from './operations/list-messages';
export type { ListMyInvitationsData, ListMyInvitationsQuery } from './operations/list-my-invitations';
export { listMyInvitations } from './operations/list-my-invitations';
export type { ListMyOffersData, ListMyOffersQuery } from './operations/list-my-offers';
export { listMyOffers } from './operations/list-my-offers';
// Notifications (ADR 0096).
export type { ListNotificationsData, ListNotificationsQuery } from './operations/list-notifications';
export { listNotifications } from './operations/list-notifications';
export type { ListOffersData, ListOffersQuery } from './operations/list-offers';
export { listOffers } from './operations/list-offers';
export type { ListPaymentsData, ListPaymentsQuery } from './operations/list-payments';
export { listPayments } from './operations/list-payments';
export type { ListProductsData, ListProductsQuery } from './operations/list-products';
export { listProducts } from './operations/list-products';
export type { ListProposalsData, ListProposalsQuery } from './operations/list-proposals';
export { listProposals } from './operations/list-proposals';
export type {
  ListPublishableKeysData,
  ListPublishableKeysQuery,
} from './operations/list-publishable-keys';
export { listPublishableKeys } from './operations/list-publishable-keys';
export type { ListRfpsData, ListRfpsQuery } from './operations/list-rfps';
export { listRfps } from './operations/list-rfps';
export type { ListSellersData, ListSellersQuery } from './operations/list-sellers';
export { listSellers } from './operations/list-sellers';
export type { ListSubsidiariesData, ListSubsidiariesQuery } from './operations/list-subsidiaries';
export { listSubsidiaries } from './operations/list-subsidiaries';
export type { ListThreadsData } from './operations/list-threads';
export { listThreads } from './operations/list-threads';
export type { DisputeData, WorkflowDisputesData } from './operations/list-workflow-disputes';
export { listWorkflowDisputes } from './operations/list-workflow-disputes';
export type { IotDeviceData, IotDeviceListData } from './operations/list-workflow-iot-devices';
export { listWorkflowIotDevices } from './operations/list-workflow-iot-devices';
export type { ListWorkflowsData, ListWorkflowsQuery } from './operations/list-workflows';
export { listWorkflows } from './operations/list-workflows';
export type { LoginBody, LoginData } from './operations/login';
export { login } from './operations/login';
export { markAllNotificationsRead } from './operations/mark-all-notifications-read';
export { markConversationRead } from './operations/mark-conversation-read';
export { markMessagesRead } from './operations/mark-messages-read';
export type { MarkNotificationReadData } from './operations/mark-notification-read';
export { markNotificationRead } from './operations/mark-notification-read';
export type { MarkOrderDeliveredData } from './operations/mark-order-delivered';
export { markOrderDelivered } from './operations/mark-order-delivered';
export type { OpenDisputeBody } from './operations/open-dispute';
export { openDispute } from './operations/open-dispute';
export type { ConversationData, OpenProductConversationBody } from './operations/open-product-conversation';
export { openProductConversation } from './operations/open-product-conversation';
export type { RecordPageViewBody } from './operations/record-page-view';
export { recordPageView } from './operations/record-page-view';
export type { RefundEscrowBody } from './operations/refund-escrow';
export { refundEscrow } from './operations/refund-escrow';
export type { IotDeviceCredentialData, RegisterIotDeviceBody } from './operations/register-iot-device';
export { registerIotDevice } from './operations/register-iot-device';
export type { RegisterUserBody, RegisterUserData } from './operations/register-user';
export { registerUser } from './operations/register-user';
export { rejectDisputeOffer } from './operations/reject-dispute-offer';
export { releaseEscrow } from './operations/release-escrow';
export { removeBusinessMember } from './operations/remove-business-member';
export { replayJob } from './operations/replay-job';
export { requestDataExport } from './operations/request-data-export';
export type { RequestEmailChangeBody } from './operations/request-email-change';
export { requestEmailChange } from './operations/request-email-change';
// Account lifecycle (ADR 0097).
export type { RequestPasswordResetBody } from './operations/request-password-reset';
export { requestPasswordReset } from './operations/request-password-reset';
export { resendVerificationEmail } from './operations/resend-verification-email';
export type { ResolveIotAlertData } from './operations/resolve-iot-alert';
export { resolveIotAlert } from './operations/resolve-iot-alert';
export type { DisputeResponseBody } from './operations/respond-to-dispute';
export { respondToDispute } from './operations/respond-to-dispute';
export type { ReviseProposalData } from './operations/revise-proposal';
export { reviseProposal } from './operations/revise-proposal';
export { revokeIotDeviceCredential } from './operations/revoke-iot-device-credential';
export { revokePublishableKey } from './operations/revoke-publishable-key';
export { rotateIotDeviceCredential } from './operations/rotate-iot-device-credential';
export type { SearchBusinessesData, SearchBusinessesQuery } from './operations/search-businesses';
export { searchBusinesses } from './operations/search-businesses';
export type { SendContactMessageBody, SendContactMessageData } from './operations/send-contact-message';
export { sendContactMessage } from './operations/send-contact-message';
export { sendTyping } from './operations/send-typing';
export type { SetSubsidiaryBudgetBody, SetSubsidiaryBudgetData } from './operations/set-subsidiary-budget';
export { setSubsidiaryBudget } from './operations/set-subsidiary-budget';
export type { SignOutBusinessMemberData } from './operations/sign-out-business-member';
export { signOutBusinessMember } from './operations/sign-out-business-member';
export type { StartOrderData } from './operations/start-order';
export { startOrder } from './operations/start-order';
export type { SubscribeNewsletterBody, SubscribeNewsletterData } from './operations/subscribe-newsletter';
export { subscribeNewsletter } from './operations/subscribe-newsletter';
export type { OperationBody, OperationData, OperationId, OperationQuery } from './operations/types';
export type { UnsubscribeData } from './operations/unsubscribe-from-notifications';
export { unsubscribeFromNotifications } from './operations/unsubscribe-from-notifications';
export type { UpdateApprovalRulesBody, UpdateApprovalRulesData } from './operations/update-approval-rules';
export { updateApprovalRules } from './operations/update-approval-rules';
export type { UpdateBusinessBody, UpdateBusinessData } from './operations/update-business';
export { updateBusiness } from './operations/update-business';
export type { UpdateBusinessMemberBody, UpdateBusinessMemberData } from './operations/update-business-member';
export { updateBusinessMember } from './operations/update-business-member';
export { updateBusinessNotificationSettings } from './operations/update-business-notification-settings';
export type { UpdateIotAlertRuleBody, UpdateIotAlertRuleData } from './operations/update-iot-alert-rule';
export { updateIotAlertRule } from './operations/update-iot-alert-rule';
export type { UpdateIotDeviceBody } from './operations/update-iot-device';
export { updateIotDevice } from './operations/update-iot-device';
export type { UpdateMeBody, UpdateMeData } from './operations/update-me';
export { updateMe } from './operations/update-me';
export type { UpdateNotificationPreferencesBody } from './operations/update-notification-preferences';
export { updateNotificationPreferences } from './operations/update-notification-preferences';
export type { UpdateOfferStatusBody, UpdateOfferStatusData } from './operations/update-offer-status';
export { updateOfferStatus } from './operations/update-offer-status';
export type { UpdateProductBody, UpdateProductData } from './operations/update-product';
export { updateProduct } from './operations/update-product';
export type { UpdateRfpBody, UpdateRfpData } from './operations/update-rfp';
export { updateRfp } from './operations/update-rfp';
export type { UploadDocumentData, UploadDocumentOptions } from './operations/upload-document';
export { uploadDocument } from './operations/upload-document';
export type { UploadProductImageData } from './operations/upload-product-image';
export { uploadProductImage } from './operations/upload-product-image';
export type { VerifyEmailBody } from './operations/verify-email';
export { verifyEmail } from './operations/verify-email';
export { withdrawBusinessInvitation } from './operations/withdraw-business-invitation';
export { withdrawDispute } from './operations/withdraw-dispute';
export type { WithdrawProposalData } from './operations/withdraw-proposal';
export { withdrawProposal } from './operations/withdraw-proposal';
export type { components, operations, paths } from './schema.gen';
export type { AuthTokens, ClientSession, SessionOptions, TokenClaims, TokenDelivery } from './session';
export { decodeToken, REFRESH_THRESHOLD_SECONDS } from './session';
export type {
  IotDeviceEvent,
  IotDeviceEventHandlers,
  IotDeviceStreamEvent,
  SubscribeIotDeviceEventsOptions,
} from './subscribe-iot-device-events';
export {
  iotDeviceEventsUrl,
  parseIotDeviceEvent,
  subscribeIotDeviceEvents,
} from './subscribe-iot-device-events';
export type {
  NotificationEventHandlers,
  SubscribeNotificationEventsOptions,
} from './subscribe-notification-events';
export {
  notificationEventsUrl,
  parseUnreadEvent,
  subscribeNotificationEvents,
} from './subscribe-notification-events';
export type {
  CreateEventSource,
  EventSourceLike,
  StreamEnd,
  StreamEvent,
  SubscribeWorkflowEventsOptions,
  Unsubscribe,
  WorkflowEvent,
  WorkflowEventHandlers,
  WorkflowEventName,
} from './subscribe-workflow-events';
export {
  parseWorkflowEvent,
  reconnectDelay,
  subscribeWorkflowEvents,
  workflowEventsUrl,
} from './subscribe-workflow-events';
