// Generated from openapi.yaml by `pnpm gen`. Do not edit.

/** An active ISO 4217 currency code (list one, 2026): national currencies and the shared ones (XAF, XCD, XCG, XOF, XPF); withdrawn codes, fund codes, precious metals and testing codes are refused. Amounts in a currency without a minor unit (ISO 4217 exponent 0, such as JPY, KRW, CLP, XOF; and MGA, charged in whole ariary) are whole (`.00`); see Money. */
export const currencyValues = ["AED", "AFN", "ALL", "AMD", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BHD", "BIF", "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHF", "CLP", "CNY", "COP", "CRC", "CUP", "CVE", "CZK", "DJF", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF", "KPW", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB", "RWF", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX", "USD", "UYU", "UZS", "VED", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZAR", "ZMW", "ZWG"] as const;
/** One of {@link currencyValues}. */
export type Currency = (typeof currencyValues)[number];

/** The contract's `UserType`. */
export const userTypeValues = ["CUSTOMER", "BUSINESS"] as const;
/** One of {@link userTypeValues}. */
export type UserType = (typeof userTypeValues)[number];

/** `customer` for customers; `parent_dealership` or `child_dealership` for business sign-ups by business type; `dealer` for other sellers; `admin` for the platform operator. */
export const userRoleValues = ["customer", "dealer", "admin", "parent_dealership", "child_dealership"] as const;
/** One of {@link userRoleValues}. */
export type UserRole = (typeof userRoleValues)[number];

/** The roles that sell. */
export const sellerRoleValues = ["dealer", "parent_dealership", "child_dealership"] as const;
/** One of {@link sellerRoleValues}. */
export type SellerRole = (typeof sellerRoleValues)[number];

/** Whether `value` is one of {@link sellerRoleValues}. */
export const isSellerRole = (value: string): value is SellerRole =>
  (sellerRoleValues as readonly string[]).includes(value);

/** The contract's `BusinessType`. */
export const businessTypeValues = ["parent_company", "subsidiary"] as const;
/** One of {@link businessTypeValues}. */
export type BusinessType = (typeof businessTypeValues)[number];

/** A summary of a member's roles for older clients: ADMIN when `roles` include ADMIN, else MEMBER. */
export const membershipRoleValues = ["ADMIN", "MEMBER"] as const;
/** One of {@link membershipRoleValues}. */
export type MembershipRole = (typeof membershipRoleValues)[number];

/** What a member may do for the business: ADMIN (members, keys, settings), PURCHASER (create workflows, accept within their spending limit, pay), SALES (products, proposals, offers), APPROVER (approve awards over a limit), VIEWER (read only). */
export const businessRoleValues = ["ADMIN", "PURCHASER", "SALES", "APPROVER", "VIEWER"] as const;
/** One of {@link businessRoleValues}. */
export type BusinessRole = (typeof businessRoleValues)[number];

/** What the member who opens a business holds (every role but VIEWER). */
export const founderBusinessRoleValues = ["ADMIN", "PURCHASER", "SALES", "APPROVER"] as const;
/** One of {@link founderBusinessRoleValues}. */
export type FounderBusinessRole = (typeof founderBusinessRoleValues)[number];
/** Whether `value` is one of {@link founderBusinessRoleValues}. */
export const isFounderBusinessRole = (value: string): value is FounderBusinessRole =>
  (founderBusinessRoleValues as readonly string[]).includes(value);

/** What an older client's MEMBER stands for. */
export const memberBusinessRoleValues = ["PURCHASER", "SALES"] as const;
/** One of {@link memberBusinessRoleValues}. */
export type MemberBusinessRole = (typeof memberBusinessRoleValues)[number];
/** Whether `value` is one of {@link memberBusinessRoleValues}. */
export const isMemberBusinessRole = (value: string): value is MemberBusinessRole =>
  (memberBusinessRoleValues as readonly string[]).includes(value);

/** PENDING until the invitee accepts or declines it, or an ADMIN withdraws it. */
export const invitationStatusValues = ["PENDING", "ACCEPTED", "DECLINED", "WITHDRAWN"] as const;
/** One of {@link invitationStatusValues}. */
export type InvitationStatus = (typeof invitationStatusValues)[number];

/** PENDING until an ADMIN of the named parent approves or declines it. */
export const linkRequestStatusValues = ["PENDING", "APPROVED", "DECLINED"] as const;
/** One of {@link linkRequestStatusValues}. */
export type LinkRequestStatus = (typeof linkRequestStatusValues)[number];

/** Where an order's money stands for its seller: `held` (in escrow), `available` (released, not paid out), `paid_out` (sent to the seller's bank), `refunded` (went back to the buyer; nothing to the seller). */
export const payoutStateValues = ["held", "available", "paid_out", "refunded"] as const;
/** One of {@link payoutStateValues}. */
export type PayoutState = (typeof payoutStateValues)[number];

/** The contract's `ProductCategory`. */
export const productCategoryValues = ["ROBOT", "PART", "ACCESSORY", "SOFTWARE", "SERVICE"] as const;
/** One of {@link productCategoryValues}. */
export type ProductCategory = (typeof productCategoryValues)[number];

/** The contract's `ProductCondition`. */
export const productConditionValues = ["NEW", "USED", "REFURBISHED"] as const;
/** One of {@link productConditionValues}. */
export type ProductCondition = (typeof productConditionValues)[number];

/** The order of a product list; see `listProducts`. */
export const productSortValues = ["newest", "price_asc", "price_desc", "relevance", "trending", "saving"] as const;
/** One of {@link productSortValues}. */
export type ProductSort = (typeof productSortValues)[number];

/** PENDING (waiting for the seller), COUNTERED (the seller proposed `counterPrice`; waiting for the buyer), PENDING_APPROVAL (the buyer accepted the counter over a spending limit; waiting for the buyer's approvers), ACCEPTED (an order exists: `workflowId`), REJECTED, WITHDRAWN (by the buyer). */
export const offerStatusValues = ["PENDING", "COUNTERED", "PENDING_APPROVAL", "ACCEPTED", "REJECTED", "WITHDRAWN"] as const;
/** One of {@link offerStatusValues}. */
export type OfferStatus = (typeof offerStatusValues)[number];

/** The contract's `RequestType`. */
export const requestTypeValues = ["RFP", "DIRECT_ORDER", "CUSTOM_ORDER"] as const;
/** One of {@link requestTypeValues}. */
export type RequestType = (typeof requestTypeValues)[number];

/** The contract's `WorkflowStatus`. */
export const workflowStatusValues = ["REQUEST_CREATED", "MATCHING_SELLERS", "NEGOTIATION_IN_PROGRESS", "PRICE_AGREED", "PAYMENT_PENDING", "PAYMENT_COMPLETED", "ORDER_IN_PROGRESS", "ORDER_COMPLETED", "ORDER_CANCELLED"] as const;
/** One of {@link workflowStatusValues}. */
export type WorkflowStatus = (typeof workflowStatusValues)[number];

/** Still under way, before ORDER_COMPLETED or ORDER_CANCELLED: the buyer may cancel it, and it counts as active. */
export const openWorkflowStatusValues = ["REQUEST_CREATED", "MATCHING_SELLERS", "NEGOTIATION_IN_PROGRESS", "PRICE_AGREED", "PAYMENT_PENDING", "PAYMENT_COMPLETED", "ORDER_IN_PROGRESS"] as const;
/** One of {@link openWorkflowStatusValues}. */
export type OpenWorkflowStatus = (typeof openWorkflowStatusValues)[number];
/** Whether `value` is one of {@link openWorkflowStatusValues}. */
export const isOpenWorkflowStatus = (value: string): value is OpenWorkflowStatus =>
  (openWorkflowStatusValues as readonly string[]).includes(value);

/** Before a price is agreed: the workflow takes sellers and proposals. */
export const sourcingWorkflowStatusValues = ["REQUEST_CREATED", "MATCHING_SELLERS", "NEGOTIATION_IN_PROGRESS"] as const;
/** One of {@link sourcingWorkflowStatusValues}. */
export type SourcingWorkflowStatus = (typeof sourcingWorkflowStatusValues)[number];
/** Whether `value` is one of {@link sourcingWorkflowStatusValues}. */
export const isSourcingWorkflowStatus = (value: string): value is SourcingWorkflowStatus =>
  (sourcingWorkflowStatusValues as readonly string[]).includes(value);

/** From PRICE_AGREED on, cancelled included: the workflow may have an agreed price and a payment to show. */
export const pricedWorkflowStatusValues = ["PRICE_AGREED", "PAYMENT_PENDING", "PAYMENT_COMPLETED", "ORDER_IN_PROGRESS", "ORDER_COMPLETED", "ORDER_CANCELLED"] as const;
/** One of {@link pricedWorkflowStatusValues}. */
export type PricedWorkflowStatus = (typeof pricedWorkflowStatusValues)[number];
/** Whether `value` is one of {@link pricedWorkflowStatusValues}. */
export const isPricedWorkflowStatus = (value: string): value is PricedWorkflowStatus =>
  (pricedWorkflowStatusValues as readonly string[]).includes(value);

/** The order is under way or done (ORDER_IN_PROGRESS, ORDER_COMPLETED): its delivered units may be registered as devices (`registerIotDevice`). */
export const orderedWorkflowStatusValues = ["ORDER_IN_PROGRESS", "ORDER_COMPLETED"] as const;
/** One of {@link orderedWorkflowStatusValues}. */
export type OrderedWorkflowStatus = (typeof orderedWorkflowStatusValues)[number];
/** Whether `value` is one of {@link orderedWorkflowStatusValues}. */
export const isOrderedWorkflowStatus = (value: string): value is OrderedWorkflowStatus =>
  (orderedWorkflowStatusValues as readonly string[]).includes(value);

/** Derived from the status: REQUEST_CREATED, MATCHING_SELLERS → DRAFT; NEGOTIATION_IN_PROGRESS → NEGOTIATION; PRICE_AGREED, PAYMENT_PENDING → REVIEW; PAYMENT_COMPLETED, ORDER_IN_PROGRESS → APPROVED; ORDER_COMPLETED, ORDER_CANCELLED → COMPLETED. */
export const workflowStageValues = ["DRAFT", "NEGOTIATION", "REVIEW", "APPROVED", "COMPLETED"] as const;
/** One of {@link workflowStageValues}. */
export type WorkflowStage = (typeof workflowStageValues)[number];

/** The contract's `RfpStatus`. */
export const rfpStatusValues = ["DRAFT", "SUBMITTED", "UNDER_REVIEW", "APPROVED", "REJECTED"] as const;
/** One of {@link rfpStatusValues}. */
export type RfpStatus = (typeof rfpStatusValues)[number];

/** Open to sellers: the marketplace and partner feeds show the RFP to everyone, and sellers answer it. */
export const openRfpStatusValues = ["SUBMITTED", "UNDER_REVIEW"] as const;
/** One of {@link openRfpStatusValues}. */
export type OpenRfpStatus = (typeof openRfpStatusValues)[number];
/** Whether `value` is one of {@link openRfpStatusValues}. */
export const isOpenRfpStatus = (value: string): value is OpenRfpStatus =>
  (openRfpStatusValues as readonly string[]).includes(value);

/** PENDING (waiting for approvers), APPROVED (the award went through), DECLINED (with a reason; the proposal or offer is open again), EXPIRED (nobody decided in time; open again), CANCELLED (the proposal or offer was withdrawn, rejected or its workflow cancelled meanwhile). */
export const approvalStatusValues = ["PENDING", "APPROVED", "DECLINED", "EXPIRED", "CANCELLED"] as const;
/** One of {@link approvalStatusValues}. */
export type ApprovalStatus = (typeof approvalStatusValues)[number];

/** to_decide: PENDING requests the caller may approve; requested: the caller's own; all: every request of the business. */
export const approvalScopeValues = ["to_decide", "requested", "all"] as const;
/** One of {@link approvalScopeValues}. */
export type ApprovalScope = (typeof approvalScopeValues)[number];

/** What waits for approval. */
export const approvalSubjectTypeValues = ["proposal", "offer"] as const;
/** One of {@link approvalSubjectTypeValues}. */
export type ApprovalSubjectType = (typeof approvalSubjectTypeValues)[number];

/** Why the award waits: above the member's spending limit, above the business-wide threshold, or past the budget the parent business set for this subsidiary. */
export const approvalReasonValues = ["member_limit", "business_threshold", "subsidiary_budget"] as const;
/** One of {@link approvalReasonValues}. */
export type ApprovalReason = (typeof approvalReasonValues)[number];

/** PENDING (open to an accept), PENDING_APPROVAL (accepted by a buyer over a spending limit, waiting for the buyer's approvers: no award yet), ACCEPTED, REJECTED, WITHDRAWN (by the seller). */
export const proposalStatusValues = ["PENDING", "PENDING_APPROVAL", "ACCEPTED", "REJECTED", "WITHDRAWN"] as const;
/** One of {@link proposalStatusValues}. */
export type ProposalStatus = (typeof proposalStatusValues)[number];

/** The contract's `PaymentStatus`. */
export const paymentStatusValues = ["PENDING", "COMPLETED", "FAILED", "EXPIRED"] as const;
/** One of {@link paymentStatusValues}. */
export type PaymentStatus = (typeof paymentStatusValues)[number];

/** How a payment ends without the money: declined or left to expire; the buyer may pay again. */
export const unpaidPaymentStatusValues = ["FAILED", "EXPIRED"] as const;
/** One of {@link unpaidPaymentStatusValues}. */
export type UnpaidPaymentStatus = (typeof unpaidPaymentStatusValues)[number];
/** Whether `value` is one of {@link unpaidPaymentStatusValues}. */
export const isUnpaidPaymentStatus = (value: string): value is UnpaidPaymentStatus =>
  (unpaidPaymentStatusValues as readonly string[]).includes(value);

/** PENDING while funds are held; RELEASED to the seller, REFUNDED to the buyer, or PARTIALLY_REFUNDED when a dispute split them (`refundedAmount` to the buyer, the rest to the seller). */
export const escrowStatusValues = ["PENDING", "RELEASED", "REFUNDED", "PARTIALLY_REFUNDED"] as const;
/** One of {@link escrowStatusValues}. */
export type EscrowStatus = (typeof escrowStatusValues)[number];

/** The contract's `PaymentType`. */
export const paymentTypeValues = ["ESCROW", "DIRECT"] as const;
/** One of {@link paymentTypeValues}. */
export type PaymentType = (typeof paymentTypeValues)[number];

/** The contract's `PaymentProvider`. */
export const paymentProviderValues = ["sandbox", "stripe"] as const;
/** One of {@link paymentProviderValues}. */
export type PaymentProvider = (typeof paymentProviderValues)[number];

/** Why the buyer disputes the order. */
export const disputeReasonValues = ["NOT_DELIVERED", "NOT_AS_DESCRIBED", "DAMAGED", "INCOMPLETE", "OTHER"] as const;
/** One of {@link disputeReasonValues}. */
export type DisputeReason = (typeof disputeReasonValues)[number];

/** OPEN waits for the seller's answer; OFFERED for the buyer's answer to a partial refund; CONTESTED for a platform admin's decision; RESOLVED and WITHDRAWN are final. */
export const disputeStatusValues = ["OPEN", "OFFERED", "CONTESTED", "RESOLVED", "WITHDRAWN"] as const;
/** One of {@link disputeStatusValues}. */
export type DisputeStatus = (typeof disputeStatusValues)[number];

/** Not settled yet; while one is active the funds stay held. */
export const activeDisputeStatusValues = ["OPEN", "OFFERED", "CONTESTED"] as const;
/** One of {@link activeDisputeStatusValues}. */
export type ActiveDisputeStatus = (typeof activeDisputeStatusValues)[number];
/** Whether `value` is one of {@link activeDisputeStatusValues}. */
export const isActiveDisputeStatus = (value: string): value is ActiveDisputeStatus =>
  (activeDisputeStatusValues as readonly string[]).includes(value);

/** How a RESOLVED dispute moved the held funds. */
export const disputeOutcomeValues = ["REFUNDED", "RELEASED", "SPLIT"] as const;
/** One of {@link disputeOutcomeValues}. */
export type DisputeOutcome = (typeof disputeOutcomeValues)[number];

/** One step of a dispute, as both sides' timelines show it. */
export const disputeEventKindValues = ["OPENED", "REFUND_ACCEPTED", "PARTIAL_OFFERED", "CONTESTED", "OFFER_ACCEPTED", "OFFER_REJECTED", "WITHDRAWN", "DECIDED"] as const;
/** One of {@link disputeEventKindValues}. */
export type DisputeEventKind = (typeof disputeEventKindValues)[number];

/** Who made a dispute's step (the buyer's side, the chosen seller, or a platform admin). */
export const disputeActorValues = ["BUYER", "SELLER", "ADMIN"] as const;
/** One of {@link disputeActorValues}. */
export type DisputeActor = (typeof disputeActorValues)[number];

/** The seller's answer to an open dispute. */
export const disputeResponseActionValues = ["accept_refund", "offer_partial", "contest"] as const;
/** One of {@link disputeResponseActionValues}. */
export type DisputeResponseAction = (typeof disputeResponseActionValues)[number];

/** queued: waiting for its time (or for a retry); running: claimed by a runner; done: finished; dead: failed every attempt, kept for an operator to see and replay. */
export const jobStateValues = ["queued", "running", "done", "dead"] as const;
/** One of {@link jobStateValues}. */
export type JobState = (typeof jobStateValues)[number];

/** From the last point and the open alerts: NEVER_SEEN (no point yet), OFFLINE (no point for 10 minutes), ALERT (an open or acknowledged alert), ONLINE otherwise. */
export const iotDeviceStatusValues = ["NEVER_SEEN", "ONLINE", "OFFLINE", "ALERT"] as const;
/** One of {@link iotDeviceStatusValues}. */
export type IotDeviceStatus = (typeof iotDeviceStatusValues)[number];

/** OWNED, the devices the acting business bought; SOLD, those it sold. */
export const iotFleetSideValues = ["OWNED", "SOLD"] as const;
/** One of {@link iotFleetSideValues}. */
export type IotFleetSide = (typeof iotFleetSideValues)[number];

/** The contract's `IotCredentialStatus`. */
export const iotCredentialStatusValues = ["ACTIVE", "REVOKED"] as const;
/** One of {@link iotCredentialStatusValues}. */
export type IotCredentialStatus = (typeof iotCredentialStatusValues)[number];

/** The contract's `IotRange`. */
export const iotRangeValues = ["1h", "24h", "7d", "30d"] as const;
/** One of {@link iotRangeValues}. */
export type IotRange = (typeof iotRangeValues)[number];

/** RAW points (1h), per-MINUTE roll-ups (24h), per-HOUR roll-ups (7d, 30d). */
export const iotResolutionValues = ["RAW", "MINUTE", "HOUR"] as const;
/** One of {@link iotResolutionValues}. */
export type IotResolution = (typeof iotResolutionValues)[number];

/** BELOW or ABOVE `threshold` for `forMinutes`; ERROR_CODE, an `error_code` point (with a threshold, only that code); OFFLINE, no point for `forMinutes`. */
export const iotRuleKindValues = ["BELOW", "ABOVE", "ERROR_CODE", "OFFLINE"] as const;
/** One of {@link iotRuleKindValues}. */
export type IotRuleKind = (typeof iotRuleKindValues)[number];

/** The contract's `IotSeverity`. */
export const iotSeverityValues = ["WARNING", "CRITICAL"] as const;
/** One of {@link iotSeverityValues}. */
export type IotSeverity = (typeof iotSeverityValues)[number];

/** The contract's `IotAlertStatus`. */
export const iotAlertStatusValues = ["OPEN", "ACKNOWLEDGED", "RESOLVED"] as const;
/** One of {@link iotAlertStatusValues}. */
export type IotAlertStatus = (typeof iotAlertStatusValues)[number];

/** NONE (the deal has no test), WAITING (units still short, or none registered), PASSED (every unit met it), FAILED (a unit reported a critical error code, or the window ended short). */
export const acceptanceStatusValues = ["NONE", "WAITING", "PASSED", "FAILED"] as const;
/** One of {@link acceptanceStatusValues}. */
export type AcceptanceStatus = (typeof acceptanceStatusValues)[number];

/** What a notification tells about. `business.invitation`: invited to join a business. `rfp.new_matching`: a new RFP in a category the business follows. `rfp.invited`: the buyer invited the seller to bid. `proposal.received|revised|withdrawn`: to the buyer's side. `proposal.accepted`, `proposal.rejected`: to the seller (a losing seller hears only of its own rejection, never of the winner). `offer.received`, `offer.countered`, `offer.accepted`, `offer.rejected`: the other side of an offer. `message.received`: a message in a thread the person reads (mails batched: at most one per thread per 10 minutes). `payment.held`, `order.started`, `payment.released`, `payment.refunded`, `payment.disputed`: the deal's parties. `approval.needed`: the business's approvers. `iot.alert_raised`: an alert rule fired on a device (the owning business's ADMIN and PURCHASER members). `iot.acceptance_passed`: every delivered unit met the deal's acceptance test (the buyer's side). */
export const notificationTypeValues = ["business.invitation", "rfp.new_matching", "rfp.invited", "proposal.received", "proposal.revised", "proposal.withdrawn", "proposal.accepted", "proposal.rejected", "offer.received", "offer.countered", "offer.accepted", "offer.rejected", "message.received", "payment.held", "order.started", "payment.released", "payment.refunded", "payment.disputed", "approval.needed", "iot.alert_raised", "iot.acceptance_passed"] as const;
/** One of {@link notificationTypeValues}. */
export type NotificationType = (typeof notificationTypeValues)[number];
