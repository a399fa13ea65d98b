-- Account lifecycle (ADR 0097): e-mail verification, password reset, e-mail change, account deletion and
-- data export.

-- When the user proved they receive mail at their address; accounts that existed before verification
-- count as verified. `deleted_at`: the account was deleted and its personal data erased (the row stays so
-- that the other party of a deal still sees the deal, with "Deleted user").
ALTER TABLE users
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN deleted_at timestamptz;
UPDATE users SET email_verified_at = created_at;

-- Links mailed to a user: only the SHA-256 of the token (hex) is kept; a token is used once and expires.
-- `email`: the address the link was sent to (the new address of an e-mail change).
CREATE TABLE account_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification', 'email_change')),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  email text CHECK (length(email) BETWEEN 3 AND 254),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

-- A user's data export: the archive a job built, downloaded once through the mailed link (only the SHA-256
-- of its token is kept), until `expires_at`.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  ready_at timestamptz,
  archive jsonb,
  token_hash text UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz,
  downloaded_at timestamptz,
  CHECK ((ready_at IS NULL) = (token_hash IS NULL))
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id);

-- Sessions end on a password reset and when the account is deleted.
ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_revoked_reason_check;
ALTER TABLE auth_sessions
  ADD CONSTRAINT auth_sessions_revoked_reason_check
    CHECK (revoked_reason IN ('logout', 'password_change', 'refresh_token_reuse', 'signed_out_by_admin',
                              'password_reset', 'account_deleted'));
