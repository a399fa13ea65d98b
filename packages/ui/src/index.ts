// The package's public API, listed by hand: anything not named here is internal.
// src/exports.test.ts snapshots this list, so adding or removing an export is a visible change.

export type { AccountSettingsProps, AccountUser } from './business/account-settings';
export { AccountSettings } from './business/account-settings';
export type { ApprovalCardProps, ApprovalView } from './business/approval-card';
export { ApprovalCard, DECLINE_REASON_MAX } from './business/approval-card';
export type { ApprovalRulesEditorProps, ApprovalRulesValues } from './business/approval-rules-editor';
export { ApprovalRulesEditor } from './business/approval-rules-editor';
export type { ApprovalsInboxProps } from './business/approvals-inbox';
export { ApprovalsInbox } from './business/approvals-inbox';
export type { AuditEventView, AuditFilters, AuditTableProps } from './business/audit-table';
export {
  AUDIT_ACTION_OPTIONS,
  AuditTable,
  auditActionLabel,
  describeAuditDetails,
  NO_AUDIT_FILTERS,
} from './business/audit-table';
export type {
  BusinessAccountChanges,
  BusinessAccountFormProps,
  BusinessAccountValues,
} from './business/business-account-form';
export { ACCOUNT_SAVED_MESSAGE, BusinessAccountForm } from './business/business-account-form';
// Notifications (ADR 0096): the header's bell and list, preferences, a business's RFP news settings.
export type {
  BusinessNotificationSettingsFormProps,
  BusinessNotificationSettingsValues,
} from './business/business-notification-settings-form';
export {
  BusinessNotificationSettingsForm,
  NOTIFICATION_SETTINGS_SAVED,
  parseCategories,
} from './business/business-notification-settings-form';
export type {
  BusinessSidebarProps,
  SidebarGroup,
  SidebarIcon,
  SidebarLink,
  SidebarRenderLink,
  SidebarUser,
} from './business/business-sidebar';
export { BusinessSidebar, SIDEBAR_AUTO_COLLAPSE_PX } from './business/business-sidebar';
export type { ChangePasswordDialogProps, ChangePasswordValues } from './business/change-password-dialog';
export { ChangePasswordDialog } from './business/change-password-dialog';
export type {
  KeyMetricsProps,
  MetricsView,
  QuickAction,
  QuickActionsProps,
  RecentTransactionsProps,
  SellerMetricsProps,
  SellerMetricsView,
} from './business/dashboard-sections';
export {
  KeyMetrics,
  QuickActions,
  quickActionsFor,
  RECENT_PAYMENTS,
  RecentTransactions,
  SellerMetrics,
} from './business/dashboard-sections';
export type { EditProfileDialogProps, ProfileValues } from './business/edit-profile-dialog';
export { EditProfileDialog } from './business/edit-profile-dialog';
export type { InvitationListProps, InvitationView } from './business/invitation-list';
export { InvitationList } from './business/invitation-list';
export type { InviteMemberFormProps, InviteMemberValues } from './business/invite-member-form';
export { INVITATION_SENT_MESSAGE, InviteMemberForm } from './business/invite-member-form';
export type { LinkRequestListProps, LinkRequestView } from './business/link-request-list';
export { LinkRequestList } from './business/link-request-list';
export type { MemberGrantValues, MemberListProps, MemberView } from './business/member-list';
export { LAST_ADMIN_MESSAGE, LAST_ADMIN_ROLE_MESSAGE, MemberList } from './business/member-list';
export type {
  NotificationPreferencesTableProps,
  NotificationPreferenceView,
} from './business/notification-preferences-table';
export {
  NOTIFICATION_TYPE_LABELS,
  NotificationPreferencesTable,
} from './business/notification-preferences-table';
export type {
  ParentBusinessFieldProps,
  ParentOption,
  ParentSearch,
} from './business/parent-business-field';
export { PARENT_SEARCH_MIN, ParentBusinessField } from './business/parent-business-field';
export type { PublishableKeysProps, PublishableKeyView } from './business/publishable-keys';
export { PublishableKeys } from './business/publishable-keys';
export type { RolePickerProps } from './business/role-picker';
export { NO_ROLE_PROBLEM, ROLE_DETAILS, RoleBadges, RolePicker } from './business/role-picker';
export type { RollUpTableProps, RollUpTotal, SubsidiaryView } from './business/roll-up-table';
export { RollUpTable } from './business/roll-up-table';
export type { SentInvitationListProps, SentInvitationView } from './business/sent-invitation-list';
export { SentInvitationList } from './business/sent-invitation-list';
export type { SpendingLimitEditorProps, SpendingLimitValue } from './business/spending-limit-editor';
export {
  describeSpendingLimit,
  LIMIT_PROBLEM,
  normaliseSpendingLimit,
  SpendingLimitEditor,
} from './business/spending-limit-editor';
export type { SubsidiaryBudgetDialogProps } from './business/subsidiary-budget-dialog';
export { BUDGET_PROBLEM, SubsidiaryBudgetDialog } from './business/subsidiary-budget-dialog';
export type { CategoryTilesProps } from './catalogue/category-tiles';
export { CategoryTiles } from './catalogue/category-tiles';
export type { MyProductsProps } from './catalogue/my-products';
export { MyProducts } from './catalogue/my-products';
export type { ProductCardProps, SalePriceProps } from './catalogue/product-card';
export { ProductCard, SalePrice, saleSaving } from './catalogue/product-card';
export type { ProductDisplayBackLink, ProductDisplayProps } from './catalogue/product-display';
export { ProductDisplay } from './catalogue/product-display';
export type { ProductFiltersProps, ProductFilterValues } from './catalogue/product-filters';
export { ProductFilters } from './catalogue/product-filters';
export type { ProductFormProps, ProductFormValues, ProductImageUploads } from './catalogue/product-form';
export { ProductForm } from './catalogue/product-form';
export type { ProductInventoryProps } from './catalogue/product-inventory';
export { ProductInventory } from './catalogue/product-inventory';
export type { ProductListProps, ProductListStatus } from './catalogue/product-list';
export { ProductList } from './catalogue/product-list';
export type { ProductPricingProps } from './catalogue/product-pricing';
export { ProductPricing } from './catalogue/product-pricing';
// The fleet (ADR 0100): alerts, alert rules and the acceptance test of a deal.
export type { AcceptanceTestCardProps } from './fleet/acceptance-test-card';
export { AcceptanceTestCard } from './fleet/acceptance-test-card';
export type {
  AcceptanceTestDraft,
  AcceptanceTestFieldsProps,
  AcceptanceTestProblems,
} from './fleet/acceptance-test-fields';
export {
  AcceptanceTestFields,
  acceptanceTestDraftOf,
  checkAcceptanceTest,
  emptyAcceptanceTestDraft,
} from './fleet/acceptance-test-fields';
export type { AlertListProps } from './fleet/alert-list';
export { AlertList } from './fleet/alert-list';
export type { AlertRuleEditorProps, AlertRuleInput, RuleDeviceOption } from './fleet/alert-rule-editor';
export { AlertRuleEditor, ruleCondition } from './fleet/alert-rule-editor';
export type { DeviceCredentialDialogProps } from './fleet/device-credential-dialog';
export { DeviceCredentialDialog } from './fleet/device-credential-dialog';
export type { DeviceSharingFormProps } from './fleet/device-sharing-form';
export { DeviceSharingForm } from './fleet/device-sharing-form';
export type { DeviceStatusBadgeProps } from './fleet/device-status-badge';
export { DeviceStatusBadge, deviceStatusText } from './fleet/device-status-badge';
export type { DeviceStatusFilter, DeviceTableProps } from './fleet/device-table';
export { DeviceTable } from './fleet/device-table';
export type { MetricChartPanelProps, SeriesSetView } from './fleet/metric-chart-panel';
export { MAX_CHART_METRICS, MetricChartPanel } from './fleet/metric-chart-panel';
export type {
  RegisterDeviceDialogProps,
  RegisterDeviceValues,
  RegisteredDevice,
} from './fleet/register-device-dialog';
export { RegisterDeviceDialog } from './fleet/register-device-dialog';
export type { ConversationListProps } from './messaging/conversation-list';
export { ConversationList } from './messaging/conversation-list';
export type { MessageComposerProps, MessageSendOptions } from './messaging/message-composer';
export { MAX_MESSAGE_LENGTH, MESSAGE_SEND_FAILED, MessageComposer } from './messaging/message-composer';
export type { MessageThreadProps, MessageView } from './messaging/message-thread';
export { formatMessageTime, MessageThread } from './messaging/message-thread';
export type { NotificationBellProps } from './messaging/notification-bell';
export { bellLabel, NotificationBell } from './messaging/notification-bell';
export type { NotificationListProps, NotificationView } from './messaging/notification-list';
export { NotificationList } from './messaging/notification-list';
export type { ProductConversationProps } from './messaging/product-conversation';
export { CONVERSATION_NOT_FOUND_TEXT, ProductConversation } from './messaging/product-conversation';
export { THREAD_CLOSED_TEXT, ThreadClosedNotice } from './messaging/thread-closed-notice';
export type { ThreadListProps, ThreadView } from './messaging/thread-list';
export { ThreadList } from './messaging/thread-list';
export type { TypingIndicatorProps } from './messaging/typing-indicator';
export { TypingIndicator, typingText } from './messaging/typing-indicator';
export type { UnreadBadgeProps } from './messaging/unread-badge';
export { UnreadBadge, unreadLabel } from './messaging/unread-badge';
export type { AdminDisputeDecisionProps, DisputeDecisionValues } from './payments/admin-dispute-decision';
export { AdminDisputeDecision, DECISION_FAILED } from './payments/admin-dispute-decision';
export type { DisputeFormProps, DisputeFormValues, EvidenceDocument } from './payments/dispute-form';
export { DISPUTE_FAILED, DisputeForm } from './payments/dispute-form';
export type { DisputeResponseFormProps, DisputeResponseValues } from './payments/dispute-response-form';
export { DisputeResponseForm, RESPONSE_FAILED } from './payments/dispute-response-form';
export type { DisputeTimelineProps } from './payments/dispute-timeline';
export { DisputeTimeline } from './payments/dispute-timeline';
export type {
  EscrowActionsProps,
  EscrowFailure,
  EscrowMove,
  EscrowPaymentView,
  EscrowRole,
} from './payments/escrow-actions';
export { EscrowActions } from './payments/escrow-actions';
export type { InspectionNoticeProps } from './payments/inspection-notice';
export { InspectionNotice } from './payments/inspection-notice';
export type { PartialRefundOfferCalloutProps } from './payments/partial-refund-offer-callout';
export { OFFER_ANSWER_FAILED, PartialRefundOfferCallout } from './payments/partial-refund-offer-callout';
export type { PaymentTableProps } from './payments/payment-table';
export { PaymentTable } from './payments/payment-table';
export type { PayoutBalanceView, PayoutsSummaryProps } from './payments/payouts-summary';
export { PayoutsSummary } from './payments/payouts-summary';
export type { PayoutOrderView, PayoutsTableProps } from './payments/payouts-table';
export { PayoutsTable } from './payments/payouts-table';
export type {
  SandboxCheckoutPayment,
  SandboxCheckoutProps,
  SandboxCheckoutStatus,
} from './payments/sandbox-checkout';
export { SandboxCheckout } from './payments/sandbox-checkout';
export type { BreadcrumbItem, BreadcrumbLink, BreadcrumbsProps } from './primitives/breadcrumbs';
export { Breadcrumbs } from './primitives/breadcrumbs';
export type { DeferredTrigger } from './primitives/deferred';
export { loadOnce, MENU_OPENING_KEYS, SELECT_OPENING_KEYS, useDeferredTrigger } from './primitives/deferred';
export type { FailureDescription, FieldLabels } from './primitives/describe-failure';
export { describeFailure, OFFLINE_MESSAGE, SERVER_TROUBLE_MESSAGE } from './primitives/describe-failure';
export type { PageMessageProps } from './primitives/page-message';
export { PageMessage } from './primitives/page-message';
export type { PriceTextProps } from './primitives/price-text';
export { formatPrice, PriceText } from './primitives/price-text';
export type {
  RoboMarketAccentColor,
  RoboMarketAppearance,
  RoboMarketThemeProps,
} from './primitives/robomarket-theme';
export { brandTheme, RoboMarketTheme } from './primitives/robomarket-theme';
export type { Role, RoleBadgeProps } from './primitives/role-badge';
export { ROLES, RoleBadge, roleLabel } from './primitives/role-badge';
export type { SearchBarProps, SearchCategory, SearchQuery } from './primitives/search-bar';
export { isSearchCategory, SearchBar, searchCategories, searchPlaceholder } from './primitives/search-bar';
export type { SkipLinkProps } from './primitives/skip-link';
export { SkipLink } from './primitives/skip-link';
export type { Toaster, ToastMessage, ToastProviderProps, ToastTone } from './primitives/toaster';
export { TOAST_DURATION_MS, ToastProvider, useToast } from './primitives/toaster';
export type { DocumentKind, DocumentListProps, DocumentView } from './procurement/document-list';
export {
  DOCUMENT_EXTENSIONS,
  DocumentList,
  documentKind,
  MAX_DOCUMENT_BYTES,
} from './procurement/document-list';
export type { MakeOfferDialogProps, MakeOfferValues } from './procurement/make-offer-dialog';
export { MakeOfferDialog, OFFER_FAILED, QUANTITY_PROBLEM } from './procurement/make-offer-dialog';
export type { MyRfpsProps } from './procurement/my-rfps';
export { MyRfps } from './procurement/my-rfps';
export type { OfferListProps } from './procurement/offer-list';
export { OFFER_UPDATE_FAILED, OfferList, OfferStatusBadge } from './procurement/offer-list';
export type { OfferStatusPanelProps } from './procurement/offer-status-panel';
export { OfferStatusPanel } from './procurement/offer-status-panel';
export type { OrderInvitationListProps, OrderInvitationView } from './procurement/order-invitation-list';
export { OrderInvitationList } from './procurement/order-invitation-list';
export type { ProposalComparisonProps } from './procurement/proposal-comparison';
export { ProposalComparison } from './procurement/proposal-comparison';
export type { ProposalFormProps, ProposalFormValues, ProposalRfpTerms } from './procurement/proposal-form';
export { ProposalForm } from './procurement/proposal-form';
export type { ProposalListProps } from './procurement/proposal-list';
export {
  ACCEPT_FAILED,
  ProposalList,
  proposalStatusLabel,
  WITHDRAW_FAILED,
} from './procurement/proposal-list';
export type { ReadOnlyWorkflowNoticeProps } from './procurement/read-only-workflow-notice';
export {
  PARENT_READER_TEXT,
  ReadOnlyWorkflowNotice,
  roleReaderText,
} from './procurement/read-only-workflow-notice';
export type { RfpDetailsProps, RfpDetailsStatus } from './procurement/rfp-details';
export { RfpDetails } from './procurement/rfp-details';
export type { RfpCardProps, RfpMarketplaceFilters, RfpMarketplaceProps } from './procurement/rfp-marketplace';
export { RfpCard, RfpMarketplace } from './procurement/rfp-marketplace';
export type { RfpStatusBadgeProps } from './procurement/rfp-status-badge';
export { RfpStatusBadge, rfpStatusLabel } from './procurement/rfp-status-badge';
export type { RfpSummaryProps } from './procurement/rfp-summary';
export { RfpSummary } from './procurement/rfp-summary';
export type { RfpWizardProps, RfpWizardValues } from './procurement/rfp-wizard';
export { DEFAULT_RFP_TITLE, RFP_WIZARD_STEPS, RfpWizard } from './procurement/rfp-wizard';
export type { SellerChooserProps, SellerChooserStatus, SellerOption } from './procurement/seller-chooser';
export { SellerChooser } from './procurement/seller-chooser';
export type { StageBadgeProps } from './procurement/stage-badge';
export { StageBadge, stageColor } from './procurement/stage-badge';
export type {
  OrderedProduct,
  RequestType,
  SellerChoice,
  WorkflowCreateFormProps,
  WorkflowCreateValues,
} from './procurement/workflow-create-form';
export {
  REQUEST_TYPE_MISSING,
  RFP_HELP_TEXT,
  SELLER_MISSING,
  WorkflowCreateForm,
} from './procurement/workflow-create-form';
export type { WorkflowListProps, WorkflowListStatus, WorkflowRowView } from './procurement/workflow-list';
export { WorkflowList } from './procurement/workflow-list';
export type {
  WorkflowFiltersProps,
  WorkflowFilterValues,
  WorkflowTableProps,
  WorkflowTableRow,
} from './procurement/workflow-table';
export { hasWorkflowFilters, WorkflowFilters, WorkflowTable } from './procurement/workflow-table';
export type { TimelineStep, TimelineStepState, WorkflowTimelineProps } from './procurement/workflow-timeline';
export { timelineSteps, WorkflowTimeline } from './procurement/workflow-timeline';
export type {
  DeleteAccountDialogProps,
  ForgotPasswordDialogProps,
  ResetPasswordDialogProps,
  UnverifiedEmailNoticeProps,
  VerifyEmailState,
  VerifyEmailStatusProps,
} from './site/account-recovery';
export {
  DeleteAccountDialog,
  ForgotPasswordDialog,
  RESET_MAIL_SENT,
  ResetPasswordDialog,
  UnverifiedEmailNotice,
  VerifyEmailStatus,
} from './site/account-recovery';
export type { BusinessSwitcherProps, SwitcherBusiness } from './site/business-switcher';
export { BusinessSwitcher } from './site/business-switcher';
export type { ContactFormProps, ContactValues } from './site/contact-form';
export { ContactForm } from './site/contact-form';
export type {
  CookieConsentBannerProps,
  CookieConsentChoices,
  CookieSettingsFormProps,
  CookieSettingsValues,
} from './site/cookie-consent';
export {
  COOKIE_SAVED_MESSAGE_MS,
  CookieConsentBanner,
  CookieSettingsForm,
  DEFAULT_COOKIE_CHOICES,
} from './site/cookie-consent';
export type { DeadJobsTableProps, JobCountsView, JobView } from './site/dead-jobs-table';
export { DeadJobsTable } from './site/dead-jobs-table';
export type { GuestWelcomeCardProps, GuestWelcomeLink } from './site/guest-welcome-card';
export { GuestWelcomeCard } from './site/guest-welcome-card';
export type { HeaderAuthAreaProps, HeaderUser } from './site/header-auth-area';
export { HeaderAuthArea } from './site/header-auth-area';
export type { NewsletterFormProps } from './site/newsletter-form';
export { NewsletterForm } from './site/newsletter-form';
export type { PolicyBodyProps, PolicySection, PolicyText, PolicyViewerProps } from './site/policy-viewer';
export { PolicyBody, PolicyViewer } from './site/policy-viewer';
export type { PrimaryNavItem, PrimaryNavLink, PrimaryNavProps } from './site/primary-nav';
export { PrimaryNav } from './site/primary-nav';
export type { ProfileMenuItem, ProfileMenuProps } from './site/profile-menu';
export { PROFILE_MENU_ITEMS, ProfileMenu } from './site/profile-menu';
export type { AccountType, BusinessType, RegisterDialogProps, RegisterValues } from './site/register-dialog';
export { RegisterDialog } from './site/register-dialog';
export type { SignInDialogProps, SignInValues } from './site/sign-in-dialog';
export { SignInDialog } from './site/sign-in-dialog';
export type { WaitlistFormProps, WaitlistStatus } from './site/waitlist-form';
export { WaitlistForm } from './site/waitlist-form';
export type { AcceptanceTestView, WorkflowAcceptanceView } from './views/acceptance-view';
export { acceptanceTestSentence } from './views/acceptance-view';
export type { AlertRuleView, AlertView } from './views/alert-view';
export type { ConversationLink, ConversationView } from './views/conversation-view';
export { conversationHref, counterpartName } from './views/conversation-view';
export type { DeviceLink, DeviceStatus, DeviceView } from './views/device-view';
export { deviceHref, metricLabel, metricUnit, WELL_KNOWN_METRICS } from './views/device-view';
export type { DisputeEventView, DisputeView } from './views/dispute-view';
export type { OfferLink, OfferView } from './views/offer-view';
export { offerStatusLabel, totalOf } from './views/offer-view';
export type { PaymentView } from './views/payment-view';
export { paymentColor, paymentStatusText } from './views/payment-view';
export type { ProductCategory, ProductCondition, ProductLink, ProductView } from './views/product-view';
export {
  categoryLabel,
  conditionLabel,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  productHref,
  sellerProductsHref,
} from './views/product-view';
export type { ProposalStatus, ProposalView, StructuredTermsView } from './views/proposal-view';
export type { MilestoneView, RfpTimelineView, RfpView } from './views/rfp-view';
export type { SentByView } from './views/sent-by';
export { sentByText } from './views/sent-by';
export { formatExactTime, formatTimeAgo } from './views/time-ago';
export type { WorkflowLink, WorkflowStage, WorkflowStatus } from './views/workflow-view';
export {
  detailActionHint,
  nextActionHint,
  WORKFLOW_STAGES,
  workflowHref,
  workflowStage,
} from './views/workflow-view';
