-- The business owns the work (ADR 0089): every member of a workflow's business is on its buyer side, every
-- member of an invited seller's business is that seller (one party: the thread and proposals of the first
-- user of that business on the workflow), and the members of the buyer's parent business read it. A
-- member who leaves a business leaves its workflows with it; the creator of a business's workflow is its
-- `buyer` only while a member.
CREATE OR REPLACE VIEW workflow_parties AS
  SELECT w.id AS workflow_id, w.buyer_id AS user_id, 'buyer'::text AS party FROM workflows w
   WHERE w.business_id IS NULL
  UNION ALL
  SELECT w.id, m.user_id, CASE WHEN m.user_id = w.buyer_id THEN 'buyer' ELSE 'buyer_member' END
    FROM workflows w JOIN business_memberships m ON m.business_id = w.business_id
  UNION ALL
  SELECT s.workflow_id, p.user_id,
         CASE WHEN w.seller_id IS NOT NULL AND w.seller_id <> s.seller_id THEN 'outbid_seller' ELSE 'seller' END
    FROM workflow_sellers s JOIN workflows w ON w.id = s.workflow_id
   CROSS JOIN LATERAL (SELECT s.seller_id AS user_id WHERE s.business_id IS NULL
                       UNION ALL
                       SELECT m.user_id FROM business_memberships m WHERE m.business_id = s.business_id) p
  UNION ALL
  SELECT w.id, w.seller_id, 'chosen_seller'::text FROM workflows w
   WHERE w.seller_id IS NOT NULL AND w.seller_business_id IS NULL
  UNION ALL
  SELECT w.id, m.user_id, 'chosen_seller'::text FROM workflows w
    JOIN business_memberships m ON m.business_id = w.seller_business_id
   WHERE w.seller_id IS NOT NULL
  UNION ALL
  SELECT w.id, m.user_id, 'parent_member'::text FROM workflows w
    JOIN business_profiles b ON b.id = w.business_id
    JOIN business_memberships m ON m.business_id = b.parent_business_id;

-- Who sent a message: the user (`sender_id`) and the business they wrote for, null for a customer.
ALTER TABLE messages ADD COLUMN sender_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;
UPDATE messages m
   SET sender_business_id = COALESCE(
         (SELECT w.business_id FROM workflows w JOIN business_members bm ON bm.business_id = w.business_id
           WHERE w.id = m.workflow_id AND bm.user_id = m.sender_id),
         (SELECT s.business_id FROM workflow_sellers s JOIN business_members bm ON bm.business_id = s.business_id
           WHERE s.workflow_id = m.workflow_id AND bm.user_id = m.sender_id LIMIT 1));

-- A thread names its seller party's business (new columns go last, so the view keeps its columns).
CREATE OR REPLACE VIEW workflow_threads AS
  SELECT s.workflow_id, s.seller_id, s.created_at AS joined_at,
         (w.seller_id IS NOT NULL AND w.seller_id <> s.seller_id) AS read_only, s.business_id
    FROM workflow_sellers s JOIN workflows w ON w.id = s.workflow_id
  UNION ALL
  SELECT w.id, w.seller_id, w.created_at, false, w.seller_business_id FROM workflows w
   WHERE w.seller_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM workflow_sellers s WHERE s.workflow_id = w.id AND s.seller_id = w.seller_id);
