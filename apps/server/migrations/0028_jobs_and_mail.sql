-- The durable job queue (ADR 0094) and the mail outbox (ADR 0095).

-- Every deferred or repeated piece of work: a job runs once its `run_at` is due, claimed by one runner at a
-- time (`FOR UPDATE SKIP LOCKED`); a failure is retried later until `max_attempts`, then the job is `dead`.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- At most one waiting job per name and key: enqueueing the same key again while one waits does nothing.
  key text CHECK (length(key) BETWEEN 1 AND 300),
  run_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'dead')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 100),
  -- While running: the claim lapses at this time (a runner that died), and the job is due again.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state IN ('queued', 'running');
CREATE UNIQUE INDEX jobs_waiting_key_idx ON jobs (name, key)
  WHERE key IS NOT NULL AND state IN ('queued', 'running');

-- Every mail the server sent or would have sent: with no SMTP server configured it is only kept here, for
-- the local inbox (`/dev/mail`).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 320),
  template text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at DESC);
