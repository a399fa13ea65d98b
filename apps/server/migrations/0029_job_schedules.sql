-- Recurring jobs, the dead-letter list and the clean-up of finished jobs (ADR 0094).

-- The operators' list (`GET /v2/admin/jobs?state=dead`, `pnpm --filter @robomarket/server jobs`) reads the
-- jobs of one state newest first; the clean-up deletes finished jobs past their retention.
CREATE INDEX jobs_state_idx ON jobs (state, id DESC);
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE state = 'done';
