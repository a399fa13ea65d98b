-- Procurement: workflows, their invited sellers, RFPs, proposals, documents, idempotency records and
-- payments. Money is integer minor units next to a currency; calendar dates are `date`; times are written
-- by the server's clock.

-- A buyer's procurement workflow. `business_id` is the one business whose members share it: the buyer's
-- oldest membership when it was created (or none). Members of the buyer's other businesses do not see it.
CREATE TABLE workflows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 10000),
  request_type text NOT NULL CHECK (request_type IN ('RFP', 'DIRECT_ORDER', 'CUSTOM_ORDER')),
  status text NOT NULL CHECK (status IN ('REQUEST_CREATED', 'MATCHING_SELLERS', 'NEGOTIATION_IN_PROGRESS',
    'PRICE_AGREED', 'PAYMENT_PENDING', 'PAYMENT_COMPLETED', 'ORDER_IN_PROGRESS', 'ORDER_COMPLETED',
    'ORDER_CANCELLED')),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  budget_min_minor bigint CHECK (budget_min_minor >= 0 AND budget_min_minor <= 999999999999999),
  budget_max_minor bigint CHECK (budget_max_minor >= 0 AND budget_max_minor <= 999999999999999),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 100),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
  -- `json`, not `jsonb`, so the details keep their order.
  details json NOT NULL DEFAULT '{}' CHECK (json_typeof(details) = 'object'),
  seller_id uuid REFERENCES users (id) ON DELETE SET NULL,
  agreed_price_minor bigint CHECK (agreed_price_minor > 0 AND agreed_price_minor <= 999999999999999),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (budget_min_minor IS NULL OR budget_max_minor IS NULL OR budget_min_minor <= budget_max_minor)
);

-- Lists are newest first: the buyer's, a business's, and the cursor's order.
CREATE INDEX workflows_buyer_id_created_at_idx ON workflows (buyer_id, created_at DESC, id DESC);
CREATE INDEX workflows_business_id_created_at_idx ON workflows (business_id, created_at DESC, id DESC);
CREATE INDEX workflows_seller_id_idx ON workflows (seller_id);

-- Sellers invited to a workflow (by the buyer, or by themselves answering a marketplace RFP).
CREATE TABLE workflow_sellers (
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (workflow_id, seller_id)
);

CREATE INDEX workflow_sellers_seller_id_idx ON workflow_sellers (seller_id, workflow_id);

-- One RFP per workflow.
CREATE TABLE rfps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL UNIQUE REFERENCES workflows (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  use_case text NOT NULL CHECK (length(use_case) <= 200),
  description text NOT NULL CHECK (length(description) <= 10000),
  industry text NOT NULL CHECK (length(industry) <= 100),
  status text NOT NULL CHECK (status IN ('DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED')),
  technical_requirements json NOT NULL CHECK (json_typeof(technical_requirements) = 'object'),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  budget_min_minor bigint NOT NULL CHECK (budget_min_minor >= 0 AND budget_min_minor <= 999999999999999),
  budget_max_minor bigint NOT NULL CHECK (budget_max_minor >= 0 AND budget_max_minor <= 999999999999999),
  start_date date NOT NULL,
  end_date date NOT NULL,
  milestones json NOT NULL DEFAULT '[]' CHECK (json_typeof(milestones) = 'array'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (budget_min_minor <= budget_max_minor),
  CHECK (start_date <= end_date)
);

-- The marketplace: open RFPs newest first, and the cursor's order for everything else.
CREATE INDEX rfps_marketplace_idx ON rfps (created_at DESC, id DESC) WHERE status IN ('SUBMITTED', 'UNDER_REVIEW');
CREATE INDEX rfps_created_at_idx ON rfps (created_at DESC, id DESC);
CREATE INDEX rfps_status_created_at_idx ON rfps (status, created_at DESC, id DESC);

CREATE TABLE proposals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  price_minor bigint NOT NULL CHECK (price_minor > 0 AND price_minor <= 999999999999999),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 10000),
  terms text NOT NULL CHECK (length(terms) BETWEEN 1 AND 10000),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN')),
  structured_terms json CHECK (structured_terms IS NULL OR json_typeof(structured_terms) = 'object'),
  timeline json CHECK (timeline IS NULL OR json_typeof(timeline) = 'object'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A seller has at most one PENDING proposal per workflow; a workflow has at most one ACCEPTED proposal.
CREATE UNIQUE INDEX proposals_pending_seller_key ON proposals (workflow_id, seller_id) WHERE status = 'PENDING';
CREATE UNIQUE INDEX proposals_accepted_key ON proposals (workflow_id) WHERE status = 'ACCEPTED';
CREATE INDEX proposals_workflow_id_created_at_idx ON proposals (workflow_id, created_at DESC, id DESC);
CREATE INDEX proposals_seller_id_created_at_idx ON proposals (seller_id, created_at DESC, id DESC);

-- Files attached to a workflow, stored under `name` in the documents folder.
CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$' AND length(name) <= 255),
  original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
  media_type text NOT NULL CHECK (length(media_type) BETWEEN 1 AND 255),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX documents_workflow_id_created_at_idx ON documents (workflow_id, created_at, id);

-- The first answer to a request with an `Idempotency-Key`, per caller, operation and key: the same request
-- again gets it back; another request with the same key is a 422.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operation text NOT NULL CHECK (length(operation) BETWEEN 1 AND 100),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  status_code integer,
  response json,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, operation, key)
);

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);

-- Payments of a workflow (written by the payment flow; read by `listPayments` and the metrics).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0 AND amount_minor <= 999999999999999),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'EXPIRED')),
  escrow_status text CHECK (escrow_status IN ('PENDING', 'RELEASED', 'REFUNDED')),
  payment_type text NOT NULL CHECK (payment_type IN ('ESCROW', 'DIRECT')),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX payments_workflow_id_created_at_idx ON payments (workflow_id, created_at DESC, id DESC);
CREATE INDEX payments_created_at_idx ON payments (created_at DESC, id DESC);
