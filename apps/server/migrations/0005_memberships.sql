-- Memberships by consent: an ADMIN invites an e-mail and its owner accepts or declines; a subsidiary names
-- its parent only through a request that an ADMIN of the parent approves.

-- Invitations are addressed to an e-mail, not a user: an address with an account and one without are
-- stored (and answered) alike, so inviting never tells whether an account exists. The invitee is whoever
-- signs in with that e-mail. One pending invitation per business and address; inviting again renews it.
CREATE TABLE business_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  role text NOT NULL CHECK (role IN ('ADMIN', 'MEMBER')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED')),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- When it was sent or last renewed; counts towards the inviter's hourly limit.
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((status = 'PENDING') = (decided_at IS NULL))
);

CREATE UNIQUE INDEX business_invitations_pending_key
  ON business_invitations (business_id, email) WHERE status = 'PENDING';
CREATE INDEX business_invitations_email_idx ON business_invitations (email, created_at);
CREATE INDEX business_invitations_invited_by_idx ON business_invitations (invited_by, created_at);

-- A subsidiary's request to name a parent. The parent is not a foreign key on purpose: a request naming a
-- business that does not exist is stored like any other (and simply never approved), so asking never
-- tells whether a business exists.
CREATE TABLE business_link_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  parent_business_id uuid NOT NULL,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK (parent_business_id <> business_id)
);

-- One pending request per subsidiary.
CREATE UNIQUE INDEX business_link_requests_pending_key
  ON business_link_requests (business_id) WHERE status = 'PENDING';
CREATE INDEX business_link_requests_parent_idx ON business_link_requests (parent_business_id, status, created_at);

-- Members of a business by role, for the last-ADMIN check.
CREATE INDEX business_members_business_id_idx ON business_members (business_id, role);
