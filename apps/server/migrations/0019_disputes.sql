-- Disputes instead of one-sided refunds once an order has started (DESIGN.md §5): the seller marks the order
-- delivered, which opens the buyer's inspection period; the buyer releases, disputes, or lets the period end
-- in automatic release. A dispute ends in a refund, a release, or a split of the held funds.

-- A payment's delivery and inspection period, and how much of it went back to the buyer once settled.
ALTER TABLE payments
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN inspection_ends_at timestamptz,
  ADD COLUMN refunded_minor bigint CHECK (refunded_minor >= 0 AND refunded_minor <= amount_minor);

-- A dispute may split the held funds between the buyer and the seller.
ALTER TABLE payments DROP CONSTRAINT payments_escrow_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_escrow_status_check
  CHECK (escrow_status IN ('PENDING', 'RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED'));

-- The inspection sweep looks for held payments whose period has ended.
CREATE INDEX payments_inspection_ends_at_idx ON payments (inspection_ends_at)
  WHERE status = 'COMPLETED' AND escrow_status = 'PENDING' AND inspection_ends_at IS NOT NULL;

-- `split`: escrow → part back to the buyer, the rest to the seller less the fee on it. It resolves a hold
-- like `release` and `refund`: one resolution per payment.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('hold', 'release', 'refund', 'split'));
DROP INDEX ledger_transactions_resolution_key;
CREATE UNIQUE INDEX ledger_transactions_resolution_key ON ledger_transactions (payment_id)
  WHERE kind IN ('release', 'refund', 'split');

-- A platform admin decides contested disputes; the timer releases after the inspection period.
ALTER TABLE workflow_steps DROP CONSTRAINT workflow_steps_actor_check;
ALTER TABLE workflow_steps ADD CONSTRAINT workflow_steps_actor_check
  CHECK (actor IN ('buyer', 'seller', 'provider', 'timer', 'admin'));

-- Evidence is shown by the name the file was uploaded with (a new column goes last, so the view keeps its
-- columns).
CREATE OR REPLACE VIEW document_links AS
  SELECT id, workflow_id, name, '/api/documents/' || name AS url, created_at, seller_id, original_name
    FROM documents;

-- A buyer's dispute about a held payment. At most one active (OPEN, OFFERED, CONTESTED) per workflow.
-- `evidence_ids` are documents of the workflow (the documents module's, checked through `document_links`).
CREATE TABLE disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  opened_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'OFFERED', 'CONTESTED', 'RESOLVED', 'WITHDRAWN')),
  reason text NOT NULL
    CHECK (reason IN ('NOT_DELIVERED', 'NOT_AS_DESCRIBED', 'DAMAGED', 'INCOMPLETE', 'OTHER')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  evidence_ids uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(evidence_ids) <= 10),
  offer_minor bigint CHECK (offer_minor > 0),
  outcome text CHECK (outcome IN ('REFUNDED', 'RELEASED', 'SPLIT')),
  refunded_minor bigint CHECK (refunded_minor >= 0),
  released_minor bigint CHECK (released_minor >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  resolved_at timestamptz,
  CHECK ((status = 'RESOLVED') = (outcome IS NOT NULL))
);

CREATE UNIQUE INDEX disputes_active_per_workflow_key ON disputes (workflow_id)
  WHERE status IN ('OPEN', 'OFFERED', 'CONTESTED');
CREATE INDEX disputes_workflow_idx ON disputes (workflow_id, created_at DESC);
CREATE INDEX disputes_status_idx ON disputes (status, created_at DESC, id DESC);

-- Each step of a dispute, in order: both sides' timeline of it.
CREATE TABLE dispute_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dispute_id uuid NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('OPENED', 'REFUND_ACCEPTED', 'PARTIAL_OFFERED', 'CONTESTED',
    'OFFER_ACCEPTED', 'OFFER_REJECTED', 'WITHDRAWN', 'DECIDED')),
  actor text NOT NULL CHECK (actor IN ('BUYER', 'SELLER', 'ADMIN')),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  amount_minor bigint CHECK (amount_minor >= 0),
  message text CHECK (length(message) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);

CREATE INDEX dispute_events_dispute_idx ON dispute_events (dispute_id, id);
