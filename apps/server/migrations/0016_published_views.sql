-- Views a module publishes for the others to read (docs/architecture.md, "Every table one owner"): only
-- the owner writes its tables; another module reads them through these, never by naming the table. The
-- owner may change its tables as long as its views keep their columns.

-- auth: accounts without their secrets.
CREATE VIEW user_accounts AS
  SELECT id, email, first_name, last_name, role, user_type, created_at FROM users;

-- business: businesses, who belongs to which, and the names parties are shown by.
CREATE VIEW business_profiles AS
  SELECT id, name, logo_url, business_type, parent_business_id, created_at FROM businesses;

CREATE VIEW business_memberships AS
  SELECT id, business_id, user_id, role, created_at FROM business_members;

-- A user's names: their own, the business they joined first, and since when they trade (their oldest
-- business, else their account).
CREATE VIEW party_names AS
  SELECT u.id AS user_id,
         u.first_name || ' ' || u.last_name AS person_name,
         (SELECT b.name FROM business_members bm JOIN businesses b ON b.id = bm.business_id
           WHERE bm.user_id = u.id ORDER BY bm.created_at, bm.id LIMIT 1) AS business_name,
         u.email,
         COALESCE((SELECT min(b.created_at) FROM business_members bm JOIN businesses b ON b.id = bm.business_id
                    WHERE bm.user_id = u.id), u.created_at) AS trading_since
    FROM user_accounts u;

-- workflows: what a workflow is, and who takes part in it (the party model of src/lib/parties.ts).
CREATE VIEW workflow_summaries AS
  SELECT id, buyer_id, business_id, seller_id, title, request_type, status, currency, agreed_price_minor,
         created_at, updated_at
    FROM workflows;

CREATE VIEW workflow_parties AS
  SELECT w.id AS workflow_id, w.buyer_id AS user_id, 'buyer'::text AS party FROM workflows w
  UNION ALL
  SELECT w.id, m.user_id, 'buyer_member'::text FROM workflows w
    JOIN business_memberships m ON m.business_id = w.business_id
   WHERE m.user_id <> w.buyer_id
  UNION ALL
  SELECT s.workflow_id, s.seller_id, 'seller'::text FROM workflow_sellers s
  UNION ALL
  SELECT w.id, w.seller_id, 'chosen_seller'::text FROM workflows w WHERE w.seller_id IS NOT NULL;

-- proposals: which seller proposed what on which workflow, and where it stands.
CREATE VIEW proposal_summaries AS
  SELECT id, workflow_id, seller_id, price_minor, currency, status, created_at, updated_at FROM proposals;

-- messages: the order of a workflow's messages and how far each reader has read.
CREATE VIEW message_log AS
  SELECT id, seq, workflow_id, sender_id, created_at FROM messages;

CREATE VIEW message_read_marks AS
  SELECT workflow_id, user_id, last_read_seq FROM message_reads;

-- documents: a workflow's attachments as links.
CREATE VIEW document_links AS
  SELECT id, workflow_id, name, '/api/documents/' || name AS url, created_at FROM documents;
