-- Escrow payments: the payment flow's columns, one open payment and one held escrow per workflow, a
-- double-entry ledger of every movement, and the Stripe events already applied. Money is integer minor
-- units; times are written by the server's clock.

-- Who pays whom, when an unpaid session expires, the provider's session, the fee taken on release, and why
-- a refund happened. Payments written before this migration keep nulls.
ALTER TABLE payments
  ADD COLUMN buyer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN seller_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN provider_session_id text UNIQUE CHECK (length(provider_session_id) BETWEEN 1 AND 255),
  ADD COLUMN checkout_url text CHECK (length(checkout_url) BETWEEN 1 AND 2000),
  ADD COLUMN fee_minor bigint CHECK (fee_minor >= 0 AND fee_minor <= amount_minor),
  ADD COLUMN refund_reason text CHECK (length(refund_reason) <= 500),
  ADD COLUMN decline_code text CHECK (decline_code IN ('card_declined', 'insufficient_funds'));

-- At most one open (PENDING) payment per workflow, and at most one completed payment whose funds are held.
CREATE UNIQUE INDEX payments_open_per_workflow_key ON payments (workflow_id) WHERE status = 'PENDING';
CREATE UNIQUE INDEX payments_held_per_workflow_key ON payments (workflow_id)
  WHERE status = 'COMPLETED' AND escrow_status = 'PENDING';
-- The expiry sweep looks for open sessions by age.
CREATE INDEX payments_open_expires_at_idx ON payments (expires_at) WHERE status = 'PENDING';
CREATE INDEX payments_seller_id_idx ON payments (seller_id);

-- One ledger transaction per movement of a payment: `hold` (buyer's card → escrow), then at most one of
-- `release` (escrow → seller payable and platform revenue) or `refund` (escrow → buyer). Its postings sum to
-- zero (checked by the writer and by the tests).
CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('hold', 'release', 'refund')),
  created_at timestamptz NOT NULL,
  UNIQUE (payment_id, kind)
);

-- A hold resolves at most once: one release or one refund per payment, never both.
CREATE UNIQUE INDEX ledger_transactions_resolution_key ON ledger_transactions (payment_id)
  WHERE kind IN ('release', 'refund');

-- A posting moves `amount_minor` (positive: into the account; negative: out of it). Accounts:
-- `buyer_funding` (the buyer's card, a contra account that only goes down), `escrow` (per payment),
-- `seller_payable` (owed to the seller), `platform_revenue` (fees). `owner_id` is the buyer or seller.
CREATE TABLE ledger_postings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL REFERENCES ledger_transactions (id) ON DELETE CASCADE,
  account text NOT NULL CHECK (account IN ('buyer_funding', 'escrow', 'seller_payable', 'platform_revenue')),
  owner_id uuid,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0 AND abs(amount_minor) <= 999999999999999),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$')
);

CREATE INDEX ledger_postings_transaction_id_idx ON ledger_postings (transaction_id);
CREATE INDEX ledger_postings_account_owner_idx ON ledger_postings (account, owner_id);

-- Stripe events already applied, by event id: a duplicate delivery changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 255),
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 255),
  received_at timestamptz NOT NULL
);
