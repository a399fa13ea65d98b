// The package's public API, listed by hand: anything not named here is internal.
// src/exports.test.ts snapshots this list, so adding or removing an export is a visible change.

export type { AccountSettingsProps, AccountUser } from './account-settings';
export { AccountSettings } from './account-settings';
export type { BreadcrumbItem, BreadcrumbLink, BreadcrumbsProps } from './breadcrumbs';
export { Breadcrumbs } from './breadcrumbs';
export type {
  BusinessSidebarProps,
  SidebarGroup,
  SidebarIcon,
  SidebarLink,
  SidebarRenderLink,
  SidebarUser,
} from './business-sidebar';
export { BusinessSidebar, SIDEBAR_AUTO_COLLAPSE_PX } from './business-sidebar';
export type { CategoryTilesProps } from './category-tiles';
export { CategoryTiles } from './category-tiles';
export type { ChangePasswordDialogProps, ChangePasswordValues } from './change-password-dialog';
export { ChangePasswordDialog } from './change-password-dialog';
export type { ContactFormProps, ContactValues } from './contact-form';
export { ContactForm } from './contact-form';
export type {
  CookieConsentBannerProps,
  CookieConsentChoices,
  CookieSettingsFormProps,
  CookieSettingsValues,
} from './cookie-consent';
export {
  COOKIE_SAVED_MESSAGE_MS,
  CookieConsentBanner,
  CookieSettingsForm,
  DEFAULT_COOKIE_CHOICES,
} from './cookie-consent';
export type {
  KeyMetricsProps,
  MetricsView,
  PaymentView,
  QuickAction,
  QuickActionsProps,
  RecentTransactionsProps,
} from './dashboard-sections';
export {
  KeyMetrics,
  paymentColor,
  paymentStatusText,
  QuickActions,
  quickActionsFor,
  RECENT_PAYMENTS,
  RecentTransactions,
} from './dashboard-sections';
export type { DeferredTrigger } from './deferred';
export { loadOnce, MENU_OPENING_KEYS, SELECT_OPENING_KEYS, useDeferredTrigger } from './deferred';
export type { FailureDescription, FieldLabels } from './describe-failure';
export { describeFailure, OFFLINE_MESSAGE, SERVER_TROUBLE_MESSAGE } from './describe-failure';
export type { DocumentKind, DocumentListProps, DocumentView } from './document-list';
export { DOCUMENT_EXTENSIONS, DocumentList, documentKind, MAX_DOCUMENT_BYTES } from './document-list';
export type { EditProfileDialogProps, ProfileValues } from './edit-profile-dialog';
export { EditProfileDialog } from './edit-profile-dialog';
export type {
  EscrowActionsProps,
  EscrowFailure,
  EscrowMove,
  EscrowPaymentView,
  EscrowRole,
} from './escrow-actions';
export { EscrowActions } from './escrow-actions';
export type { GuestWelcomeCardProps, GuestWelcomeLink } from './guest-welcome-card';
export { GuestWelcomeCard } from './guest-welcome-card';
export type { HeaderAuthAreaProps, HeaderUser } from './header-auth-area';
export { HeaderAuthArea } from './header-auth-area';
export type { InvitationListProps, InvitationView } from './invitation-list';
export { InvitationList } from './invitation-list';
export type { InviteMemberFormProps, InviteMemberValues } from './invite-member-form';
export { INVITATION_SENT_MESSAGE, InviteMemberForm } from './invite-member-form';
export type { LinkRequestListProps, LinkRequestView } from './link-request-list';
export { LinkRequestList } from './link-request-list';
export type { MakeOfferDialogProps, MakeOfferValues } from './make-offer-dialog';
export { MakeOfferDialog, OFFER_FAILED, QUANTITY_PROBLEM } from './make-offer-dialog';
export type { MemberListProps, MemberView } from './member-list';
export { LAST_ADMIN_MESSAGE, MemberList } from './member-list';
export type { MessageComposerProps } from './message-composer';
export { MAX_MESSAGE_LENGTH, MESSAGE_SEND_FAILED, MessageComposer } from './message-composer';
export type { MessageThreadProps, MessageView } from './message-thread';
export { formatMessageTime, MessageThread } from './message-thread';
export type { MyProductsProps } from './my-products';
export { MyProducts } from './my-products';
export type { MyRfpsProps } from './my-rfps';
export { MyRfps } from './my-rfps';
export type { NewsletterFormProps } from './newsletter-form';
export { NewsletterForm } from './newsletter-form';
export type { OfferLink, OfferListProps, OfferView } from './offer-list';
export { OFFER_UPDATE_FAILED, OfferList, OfferStatusBadge, offerStatusLabel, totalOf } from './offer-list';
export type { OfferStatusPanelProps } from './offer-status-panel';
export { OfferStatusPanel } from './offer-status-panel';
export type { PaymentTableProps } from './payment-table';
export { PaymentTable } from './payment-table';
export type { PolicyBodyProps, PolicySection, PolicyText, PolicyViewerProps } from './policy-viewer';
export { PolicyBody, PolicyViewer } from './policy-viewer';
export type { PriceTextProps } from './price-text';
export { formatPrice, PriceText } from './price-text';
export type { PrimaryNavItem, PrimaryNavLink, PrimaryNavProps } from './primary-nav';
export { PrimaryNav } from './primary-nav';
export type {
  ProductCardProps,
  ProductCategory,
  ProductCondition,
  ProductLink,
  ProductView,
  SalePriceProps,
} from './product-card';
export {
  categoryLabel,
  conditionLabel,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  ProductCard,
  productHref,
  SalePrice,
  saleSaving,
  sellerProductsHref,
} from './product-card';
export type { ProductDisplayBackLink, ProductDisplayProps } from './product-display';
export { ProductDisplay } from './product-display';
export type { ProductFiltersProps, ProductFilterValues } from './product-filters';
export { ProductFilters } from './product-filters';
export type { ProductFormProps, ProductFormValues, ProductImageUploads } from './product-form';
export { ProductForm } from './product-form';
export type { ProductInventoryProps } from './product-inventory';
export { ProductInventory } from './product-inventory';
export type { ProductListProps, ProductListStatus } from './product-list';
export { ProductList } from './product-list';
export type { ProductPricingProps } from './product-pricing';
export { ProductPricing } from './product-pricing';
export type { ProfileMenuItem, ProfileMenuProps } from './profile-menu';
export { PROFILE_MENU_ITEMS, ProfileMenu } from './profile-menu';
export type { ProposalComparisonProps } from './proposal-comparison';
export { ProposalComparison } from './proposal-comparison';
export type { ProposalFormProps, ProposalFormValues, ProposalRfpTerms } from './proposal-form';
export { ProposalForm } from './proposal-form';
export type { ProposalListProps, ProposalStatus, ProposalView, StructuredTermsView } from './proposal-list';
export { ACCEPT_FAILED, ProposalList, proposalStatusLabel } from './proposal-list';
export type { PublishableKeysProps, PublishableKeyView } from './publishable-keys';
export { PublishableKeys } from './publishable-keys';
export type { AccountType, BusinessType, RegisterDialogProps, RegisterValues } from './register-dialog';
export { RegisterDialog } from './register-dialog';
export type {
  MilestoneView,
  RfpDetailsProps,
  RfpDetailsStatus,
  RfpTimelineView,
  RfpView,
} from './rfp-details';
export { RfpDetails } from './rfp-details';
export type { RfpCardProps, RfpMarketplaceFilters, RfpMarketplaceProps } from './rfp-marketplace';
export { RfpCard, RfpMarketplace } from './rfp-marketplace';
export type { RfpStatusBadgeProps } from './rfp-status-badge';
export { RfpStatusBadge, rfpStatusLabel } from './rfp-status-badge';
export type { RfpSummaryProps } from './rfp-summary';
export { RfpSummary } from './rfp-summary';
export type { RfpWizardProps, RfpWizardValues } from './rfp-wizard';
export { DEFAULT_RFP_TITLE, RFP_WIZARD_STEPS, RfpWizard } from './rfp-wizard';
export type { RoboMarketAccentColor, RoboMarketAppearance, RoboMarketThemeProps } from './robomarket-theme';
export { brandTheme, RoboMarketTheme } from './robomarket-theme';
export type { Role, RoleBadgeProps } from './role-badge';
export { ROLES, RoleBadge, roleLabel } from './role-badge';
export type { SandboxCheckoutPayment, SandboxCheckoutProps, SandboxCheckoutStatus } from './sandbox-checkout';
export { SandboxCheckout } from './sandbox-checkout';
export type { SearchBarProps, SearchCategory, SearchQuery } from './search-bar';
export { isSearchCategory, SearchBar, searchCategories, searchPlaceholder } from './search-bar';
export type { SignInDialogProps, SignInValues } from './sign-in-dialog';
export { SignInDialog } from './sign-in-dialog';
export type { StageBadgeProps, WorkflowStage, WorkflowStatus } from './stage-badge';
export {
  detailActionHint,
  nextActionHint,
  StageBadge,
  stageColor,
  WORKFLOW_STAGES,
  workflowStage,
} from './stage-badge';
export type { Toaster, ToastMessage, ToastProviderProps, ToastTone } from './toaster';
export { TOAST_DURATION_MS, ToastProvider, useToast } from './toaster';
export type { TypingIndicatorProps } from './typing-indicator';
export { TypingIndicator, typingText } from './typing-indicator';
export type { UnreadBadgeProps } from './unread-badge';
export { UnreadBadge, unreadLabel } from './unread-badge';
export type { WaitlistFormProps, WaitlistStatus } from './waitlist-form';
export { WaitlistForm } from './waitlist-form';
export type { RequestType, WorkflowCreateFormProps, WorkflowCreateValues } from './workflow-create-form';
export { REQUEST_TYPE_MISSING, RFP_HELP_TEXT, WorkflowCreateForm } from './workflow-create-form';
export type { WorkflowLink, WorkflowListProps, WorkflowListStatus, WorkflowRowView } from './workflow-list';
export { WorkflowList, workflowHref } from './workflow-list';
export type { TimelineStep, TimelineStepState, WorkflowTimelineProps } from './workflow-timeline';
export { timelineSteps, WorkflowTimeline } from './workflow-timeline';
