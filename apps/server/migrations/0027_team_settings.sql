-- Team and business settings (ADR 0092): a business's account details, invitations an ADMIN withdraws, and
-- an ADMIN signing a member out of every session.

-- The account details an ADMIN keeps on the Account page; null until set.
ALTER TABLE businesses
  ADD COLUMN billing_address text CHECK (length(billing_address) BETWEEN 1 AND 500),
  ADD COLUMN shipping_address text CHECK (length(shipping_address) BETWEEN 1 AND 500),
  ADD COLUMN tax_id text CHECK (length(tax_id) BETWEEN 2 AND 32);

-- A pending invitation an ADMIN withdrew can no longer be accepted; `decided_at` says when.
ALTER TABLE business_invitations DROP CONSTRAINT business_invitations_status_check;
ALTER TABLE business_invitations
  ADD CONSTRAINT business_invitations_status_check
    CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'));

-- An ADMIN of a business the user belongs to ended every session of theirs (Security page).
ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_revoked_reason_check;
ALTER TABLE auth_sessions
  ADD CONSTRAINT auth_sessions_revoked_reason_check
    CHECK (revoked_reason IN ('logout', 'password_change', 'refresh_token_reuse', 'signed_out_by_admin'));

-- The audit log is read newest first per actor as well (the actor filter).
CREATE INDEX audit_events_actor_idx ON audit_events (business_id, actor_id, created_at DESC, id DESC);
