-- Messages between a workflow's parties, each reader's read mark, and the live events of a workflow.

-- `seq` orders messages totally (two messages may share a `created_at`); cursors, `since` and read marks
-- use it. Writers hold the workflow's row lock while inserting, so within one workflow a higher `seq`
-- also commits later. The body is what the sender typed (1-5000 characters, not only white space).
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000 AND body ~ '[^ \t\n\r\f\v]'),
  created_at timestamptz NOT NULL
);
CREATE INDEX messages_workflow_seq_idx ON messages (workflow_id, seq);

-- How far a user has read a workflow's messages: the `seq` of the last message read. It only moves forward.
CREATE TABLE message_reads (
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL,
  PRIMARY KEY (workflow_id, user_id)
);

-- Live events (DESIGN.md §6) leave the database as NOTIFY on one channel per schema, so every server
-- instance on the same database and schema hears them. NOTIFY is transactional: a notification is
-- delivered only when its transaction commits, and never when it rolls back. Payloads stay small (ids
-- and a status); listeners read message and proposal bodies back by id.
CREATE FUNCTION robomarket_notify_event(payload json) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$ SELECT pg_notify('robomarket_events_' || current_schema(), payload::text) $$;

CREATE FUNCTION robomarket_message_event() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM robomarket_notify_event(json_build_object('t', 'message', 'w', NEW.workflow_id, 'id', NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER messages_event AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION robomarket_message_event();

-- Every status change of a workflow, whichever code path makes it (proposals, offers, payments, the
-- expiry timer, cancelling).
CREATE FUNCTION robomarket_workflow_status_event() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM robomarket_notify_event(json_build_object(
    't', 'status', 'w', NEW.id, 's', NEW.status,
    'u', to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  RETURN NULL;
END
$$;
CREATE TRIGGER workflows_status_event AFTER UPDATE OF status ON workflows
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION robomarket_workflow_status_event();

-- A proposal created or moved to another status; the seller's id lets each stream filter before reading.
CREATE FUNCTION robomarket_proposal_event() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  PERFORM robomarket_notify_event(json_build_object(
    't', 'proposal', 'w', NEW.workflow_id, 'id', NEW.id, 's', NEW.seller_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER proposals_event AFTER INSERT OR UPDATE OF status ON proposals
  FOR EACH ROW EXECUTE FUNCTION robomarket_proposal_event();
