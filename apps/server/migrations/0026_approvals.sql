-- Awards over a limit wait for approval (ADR 0091). A buyer's accept above their spending limit, the
-- business-wide threshold or the parent's budget for the subsidiary moves the proposal (or the countered
-- offer) to PENDING_APPROVAL and stores a request that the business's APPROVERs approve or decline.

ALTER TABLE proposals DROP CONSTRAINT proposals_status_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_status_check
  CHECK (status IN ('PENDING', 'PENDING_APPROVAL', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'));
-- A seller keeps one open proposal per workflow, open meaning PENDING or waiting for approval.
DROP INDEX proposals_pending_seller_key;
CREATE UNIQUE INDEX proposals_pending_seller_key ON proposals (workflow_id, seller_id)
  WHERE status IN ('PENDING', 'PENDING_APPROVAL');

ALTER TABLE offers DROP CONSTRAINT offers_status_check;
ALTER TABLE offers ADD CONSTRAINT offers_status_check
  CHECK (status IN ('PENDING', 'COUNTERED', 'PENDING_APPROVAL', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'));
DROP INDEX offers_open_buyer_product_key;
CREATE UNIQUE INDEX offers_open_buyer_product_key ON offers (product_id, buyer_id)
  WHERE status IN ('PENDING', 'COUNTERED', 'PENDING_APPROVAL');

-- A business's rules, in one currency: every award above `threshold_minor` waits (null: no threshold);
-- `steps` is [{above_minor, approvals}] in increasing amounts; requests expire after `expires_after_days`.
CREATE TABLE approval_rules (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  threshold_minor bigint CHECK (threshold_minor >= 0 AND threshold_minor <= 999999999999999),
  steps jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(steps) = 'array'),
  expires_after_days integer NOT NULL DEFAULT 7 CHECK (expires_after_days BETWEEN 1 AND 90),
  updated_at timestamptz NOT NULL
);

-- A parent's budget for one subsidiary: the subsidiary's awards past it wait for approval.
CREATE TABLE subsidiary_budgets (
  subsidiary_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  parent_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0 AND amount_minor <= 999999999999999),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  updated_at timestamptz NOT NULL
);

CREATE TABLE approval_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  subject_type text NOT NULL CHECK (subject_type IN ('proposal', 'offer')),
  subject_id uuid NOT NULL,
  -- The proposal's workflow; for an offer, the order's once approved.
  workflow_id uuid,
  -- For an offer, the product it is on (the offer's address is /products/{id}/offers/{offerId}).
  product_id uuid,
  title text NOT NULL,
  seller_name text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0 AND amount_minor <= 999999999999999),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reasons text[] NOT NULL CHECK (cardinality(reasons) >= 1),
  required_approvals integer NOT NULL CHECK (required_approvals BETWEEN 1 AND 5),
  -- The status the subject goes back to when declined or expired (PENDING, or COUNTERED for an offer).
  reopen_status text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED', 'CANCELLED')),
  decline_reason text CHECK (length(decline_reason) BETWEEN 1 AND 1000),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((status = 'DECLINED') = (decline_reason IS NOT NULL))
);
-- One waiting request per proposal or offer.
CREATE UNIQUE INDEX approval_requests_pending_subject_key ON approval_requests (subject_type, subject_id)
  WHERE status = 'PENDING';
CREATE INDEX approval_requests_business_id_created_at_idx
  ON approval_requests (business_id, created_at DESC, id DESC);
CREATE INDEX approval_requests_pending_expires_at_idx ON approval_requests (expires_at) WHERE status = 'PENDING';

-- One approval per approver and request.
CREATE TABLE approval_votes (
  request_id uuid NOT NULL REFERENCES approval_requests (id) ON DELETE CASCADE,
  approver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (request_id, approver_id)
);
