-- Rate limits shared by every server instance on this database. One row per counted key (a purpose and
-- an address, an account, a device); a hit is one INSERT ... ON CONFLICT DO UPDATE, so concurrent requests
-- on any instance never both slip under a limit. Rows past `expires_at` are deleted by the server.

CREATE TABLE rate_limits (
  key text PRIMARY KEY CHECK (length(key) <= 512),
  -- Hits counted in the current window (attempts are counted before they are judged).
  hits integer NOT NULL CHECK (hits >= 0),
  -- Windows in a row that ended over the limit: each doubles the next window (exponential back-off).
  strikes integer NOT NULL DEFAULT 0 CHECK (strikes >= 0),
  window_ends timestamptz NOT NULL,
  -- When the row may be forgotten: the end of the window plus as long again, so back-off is remembered.
  expires_at timestamptz NOT NULL
);

CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);
