-- Accounts: users, businesses and their members, sign-in sessions with rotating refresh tokens, and the
-- server's own secrets. Timestamps are written by the server's clock (tests move it), so most columns
-- have no default.

-- Emails are stored trimmed and lower-cased; the index on lower(email) keeps them unique whatever the case.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  phone_number text CHECK (length(phone_number) <= 32),
  user_type text NOT NULL CHECK (user_type IN ('CUSTOMER', 'BUSINESS')),
  role text NOT NULL CHECK (role IN ('customer', 'dealer', 'admin', 'parent_dealership', 'child_dealership')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  logo_url text CHECK (length(logo_url) <= 2048),
  business_type text NOT NULL CHECK (business_type IN ('parent_company', 'subsidiary')),
  parent_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  -- Only a subsidiary has a parent.
  CHECK (parent_business_id IS NULL OR business_type = 'subsidiary')
);

CREATE INDEX businesses_parent_business_id_idx ON businesses (parent_business_id);

CREATE TABLE business_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('ADMIN', 'MEMBER')),
  created_at timestamptz NOT NULL,
  UNIQUE (business_id, user_id)
);

CREATE INDEX business_members_user_id_idx ON business_members (user_id);

-- One row per sign-in: its id is the access token's `sid` and the family id of its refresh tokens.
-- Revoking it (logout, password change, reuse of a spent refresh token) ends the access tokens too,
-- since every authenticated request checks it.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- Absolute end of the family (30 days after sign-in), whatever the rotations.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'password_change', 'refresh_token_reuse')),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);

CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id);

-- Refresh tokens are never stored: only the SHA-256 of each (hex). A token is spent once used; its
-- child is the token that replaced it.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  parent_id uuid REFERENCES refresh_tokens (id) ON DELETE CASCADE,
  replaced_by uuid REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((used_at IS NULL) = (replaced_by IS NULL))
);

CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

-- Keys the server generates once and keeps (the token signing key when JWT_SECRET is not set), so that
-- tokens survive restarts and every instance on the same database agrees.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
