-- Private threads (DESIGN.md §4 and §6): a workflow's conversation is one thread between the buyer's side and
-- each of its sellers. A message, a read mark and a document belong to the thread of `seller_id`; a message
-- or document without one is a broadcast of the buyer's side to every seller's thread.

ALTER TABLE messages ADD COLUMN seller_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE documents ADD COLUMN seller_id uuid REFERENCES users (id) ON DELETE CASCADE;

-- The workflows module publishes its threads: each invited seller's, and the chosen seller's of a direct
-- order (which invites nobody). A thread is read-only once the workflow went to another seller.
CREATE VIEW workflow_threads AS
  SELECT s.workflow_id, s.seller_id, s.created_at AS joined_at,
         (w.seller_id IS NOT NULL AND w.seller_id <> s.seller_id) AS read_only
    FROM workflow_sellers s JOIN workflows w ON w.id = s.workflow_id
  UNION ALL
  SELECT w.id, w.seller_id, w.created_at, false FROM workflows w
   WHERE w.seller_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM workflow_sellers s WHERE s.workflow_id = w.id AND s.seller_id = w.seller_id);

-- Existing conversations keep who saw what: a seller's message and upload are its thread's; the buyer
-- side's are its one seller's thread, or a broadcast where the workflow had several sellers (as before).
UPDATE messages m SET seller_id = m.sender_id
 WHERE EXISTS (SELECT 1 FROM workflow_threads t WHERE t.workflow_id = m.workflow_id AND t.seller_id = m.sender_id);
UPDATE messages m SET seller_id = (SELECT t.seller_id FROM workflow_threads t WHERE t.workflow_id = m.workflow_id)
 WHERE m.seller_id IS NULL
   AND (SELECT count(*) FROM workflow_threads t WHERE t.workflow_id = m.workflow_id) = 1;
UPDATE documents d SET seller_id = d.uploaded_by
 WHERE EXISTS (SELECT 1 FROM workflow_threads t WHERE t.workflow_id = d.workflow_id AND t.seller_id = d.uploaded_by);
UPDATE documents d SET seller_id = (SELECT t.seller_id FROM workflow_threads t WHERE t.workflow_id = d.workflow_id)
 WHERE d.seller_id IS NULL
   AND (SELECT count(*) FROM workflow_threads t WHERE t.workflow_id = d.workflow_id) = 1;

CREATE INDEX messages_workflow_seller_seq_idx ON messages (workflow_id, seller_id, seq);
CREATE INDEX documents_workflow_seller_idx ON documents (workflow_id, seller_id);

-- A read mark per user and thread: a seller has one (its own thread, broadcasts included), the buyer's side
-- one per seller. Existing marks become the mark of every thread the user reads.
ALTER TABLE message_reads ADD COLUMN seller_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE message_reads DROP CONSTRAINT message_reads_pkey;
INSERT INTO message_reads (workflow_id, user_id, last_read_seq, seller_id)
  SELECT r.workflow_id, r.user_id, r.last_read_seq, t.seller_id
    FROM message_reads r JOIN workflow_threads t ON t.workflow_id = r.workflow_id
   WHERE r.seller_id IS NULL AND t.seller_id <> r.user_id
     AND NOT EXISTS (SELECT 1 FROM workflow_threads own
                      WHERE own.workflow_id = r.workflow_id AND own.seller_id = r.user_id);
UPDATE message_reads r SET seller_id = r.user_id
 WHERE r.seller_id IS NULL
   AND EXISTS (SELECT 1 FROM workflow_threads t WHERE t.workflow_id = r.workflow_id AND t.seller_id = r.user_id);
DELETE FROM message_reads WHERE seller_id IS NULL;
ALTER TABLE message_reads ALTER COLUMN seller_id SET NOT NULL;
ALTER TABLE message_reads ADD PRIMARY KEY (workflow_id, user_id, seller_id);

-- A message event names its thread, so each stream filters without reading the message.
CREATE OR REPLACE FUNCTION robomarket_message_event() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM robomarket_notify_event(json_build_object(
    't', 'message', 'w', NEW.workflow_id, 'id', NEW.id, 's', NEW.seller_id));
  RETURN NULL;
END
$$;

-- The published views gain the thread (new columns go last, so the views keep their columns).
CREATE OR REPLACE VIEW message_log AS
  SELECT id, seq, workflow_id, sender_id, created_at, seller_id FROM messages;

CREATE OR REPLACE VIEW message_read_marks AS
  SELECT workflow_id, user_id, last_read_seq, seller_id FROM message_reads;

CREATE OR REPLACE VIEW document_links AS
  SELECT id, workflow_id, name, '/api/documents/' || name AS url, created_at, seller_id FROM documents;

-- A seller of a workflow awarded to another seller is an `outbid_seller`: it still reads its own thread
-- and proposals, and nothing else of the deal (src/lib/parties.ts).
CREATE OR REPLACE VIEW workflow_parties AS
  SELECT w.id AS workflow_id, w.buyer_id AS user_id, 'buyer'::text AS party FROM workflows w
  UNION ALL
  SELECT w.id, m.user_id, 'buyer_member'::text FROM workflows w
    JOIN business_memberships m ON m.business_id = w.business_id
   WHERE m.user_id <> w.buyer_id
  UNION ALL
  SELECT s.workflow_id, s.seller_id,
         CASE WHEN w.seller_id IS NOT NULL AND w.seller_id <> s.seller_id THEN 'outbid_seller' ELSE 'seller' END
    FROM workflow_sellers s JOIN workflows w ON w.id = s.workflow_id
  UNION ALL
  SELECT w.id, w.seller_id, 'chosen_seller'::text FROM workflows w WHERE w.seller_id IS NOT NULL;
