-- A business, not a person, owns its work (ADR 0089). Members hold one or more roles: ADMIN (members, keys,
-- settings), PURCHASER (workflows, awards within a limit, payments), SALES (products, proposals, offers),
-- APPROVER (over-limit awards) and VIEWER (read only). A user in several businesses acts for one at a time:
-- the membership chosen last.

ALTER TABLE business_members ADD COLUMN roles text[];
UPDATE business_members
   SET roles = CASE WHEN role = 'ADMIN' THEN ARRAY['ADMIN', 'PURCHASER', 'SALES', 'APPROVER']
                    ELSE ARRAY['PURCHASER', 'SALES'] END;
ALTER TABLE business_members
  ALTER COLUMN roles SET NOT NULL,
  ADD CONSTRAINT business_members_roles_check
    CHECK (cardinality(roles) BETWEEN 1 AND 5
           AND roles <@ ARRAY['ADMIN', 'PURCHASER', 'SALES', 'APPROVER', 'VIEWER']::text[]),
  -- The most a member may award without approval, in `spending_limit_currency`; null: no limit of their own.
  ADD COLUMN spending_limit_minor bigint CHECK (spending_limit_minor >= 0),
  ADD COLUMN spending_limit_currency text CHECK (spending_limit_currency ~ '^[A-Z]{3}$'),
  -- When the member last chose to act for this business (the header's switcher); the latest choice wins.
  ADD COLUMN chosen_at timestamptz,
  ADD CONSTRAINT business_members_limit_check
    CHECK ((spending_limit_minor IS NULL) = (spending_limit_currency IS NULL));

ALTER TABLE business_invitations ADD COLUMN roles text[];
UPDATE business_invitations
   SET roles = CASE WHEN role = 'ADMIN' THEN ARRAY['ADMIN', 'PURCHASER', 'SALES', 'APPROVER']
                    ELSE ARRAY['PURCHASER', 'SALES'] END;
ALTER TABLE business_invitations
  ALTER COLUMN roles SET NOT NULL,
  ADD CONSTRAINT business_invitations_roles_check
    CHECK (cardinality(roles) BETWEEN 1 AND 5
           AND roles <@ ARRAY['ADMIN', 'PURCHASER', 'SALES', 'APPROVER', 'VIEWER']::text[]),
  ADD COLUMN spending_limit_minor bigint CHECK (spending_limit_minor >= 0),
  ADD COLUMN spending_limit_currency text CHECK (spending_limit_currency ~ '^[A-Z]{3}$'),
  ADD CONSTRAINT business_invitations_limit_check
    CHECK ((spending_limit_minor IS NULL) = (spending_limit_currency IS NULL));

DROP INDEX business_members_business_id_idx;
CREATE INDEX business_members_business_id_idx ON business_members (business_id);

CREATE OR REPLACE VIEW business_memberships AS
  SELECT id, business_id, user_id,
         CASE WHEN 'ADMIN' = ANY (roles) THEN 'ADMIN' ELSE 'MEMBER' END AS role, created_at, roles
    FROM business_members;

ALTER TABLE business_members DROP COLUMN role;
ALTER TABLE business_invitations DROP COLUMN role;

-- The business each user acts for (users without a business have no row) and their roles in it.
CREATE VIEW acting_memberships AS
  SELECT DISTINCT ON (m.user_id) m.user_id, m.business_id, m.roles, m.id AS member_id
    FROM business_members m
   ORDER BY m.user_id, m.chosen_at DESC NULLS LAST, m.created_at, m.id;

-- Who did what, per business: role changes, awards, approvals, payments, keys. Written in the transaction of
-- the change it records; never updated.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z_]+)+$'),
  subject_type text NOT NULL CHECK (length(subject_type) BETWEEN 1 AND 40),
  subject_id uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);

CREATE INDEX audit_events_business_idx ON audit_events (business_id, created_at DESC, id DESC);

-- The businesses on each side of a deal, beside the user columns that say who acted. Existing rows move to
-- the business their user is ADMIN of (the one joined first), else the first they joined; a user without
-- one (a customer) keeps acting for themselves (null).
CREATE FUNCTION pg_temp.home_business(person uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT m.business_id FROM business_members m WHERE m.user_id = person
   ORDER BY ('ADMIN' = ANY (m.roles)) DESC, m.created_at, m.id LIMIT 1
$$;

ALTER TABLE workflows ADD COLUMN seller_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;
UPDATE workflows SET seller_business_id = pg_temp.home_business(seller_id) WHERE seller_id IS NOT NULL;
UPDATE workflows SET business_id = pg_temp.home_business(buyer_id) WHERE business_id IS NULL;

ALTER TABLE workflow_sellers ADD COLUMN business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;
UPDATE workflow_sellers SET business_id = pg_temp.home_business(seller_id);
CREATE INDEX workflow_sellers_business_idx ON workflow_sellers (business_id, workflow_id);

ALTER TABLE proposals ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL;
UPDATE proposals SET created_by = seller_id;

ALTER TABLE offers
  ADD COLUMN buyer_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  ADD COLUMN seller_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;
UPDATE offers o
   SET buyer_business_id = pg_temp.home_business(o.buyer_id),
       seller_business_id = COALESCE((SELECT p.business_id FROM products p WHERE p.id = o.product_id),
                                     pg_temp.home_business(o.seller_id));
CREATE INDEX offers_buyer_business_idx ON offers (buyer_business_id, created_at DESC);
CREATE INDEX offers_seller_business_idx ON offers (seller_business_id, created_at DESC);

ALTER TABLE conversations
  ADD COLUMN buyer_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  ADD COLUMN seller_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;
UPDATE conversations c
   SET buyer_business_id = pg_temp.home_business(c.buyer_id),
       seller_business_id = COALESCE((SELECT p.business_id FROM products p WHERE p.id = c.product_id),
                                     pg_temp.home_business(c.seller_id));

UPDATE products p SET business_id = pg_temp.home_business(p.seller_id) WHERE p.business_id IS NULL;

CREATE OR REPLACE VIEW workflow_summaries AS
  SELECT id, buyer_id, business_id, seller_id, title, request_type, status, currency, agreed_price_minor,
         created_at, updated_at, seller_business_id
    FROM workflows;
