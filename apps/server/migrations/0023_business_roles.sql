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
