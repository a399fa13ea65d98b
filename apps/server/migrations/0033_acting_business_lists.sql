-- Lists show the work of the business acted for (issue 26): every party row names the business the user
-- stands in it through (the workflow's business on the buyer's side, the seller party's business, the
-- parent business for a parent's member), null for a customer's own rows. A list keeps the rows whose
-- business is the caller's acting business (`acting_memberships`), or null for a user without one. New
-- columns go last, so the view keeps its columns.
CREATE OR REPLACE VIEW workflow_parties AS
  SELECT w.id AS workflow_id, w.buyer_id AS user_id, 'buyer'::text AS party, NULL::uuid AS business_id
    FROM workflows w
   WHERE w.business_id IS NULL
  UNION ALL
  SELECT w.id, m.user_id, CASE WHEN m.user_id = w.buyer_id THEN 'buyer' ELSE 'buyer_member' END, w.business_id
    FROM workflows w JOIN business_memberships m ON m.business_id = w.business_id
  UNION ALL
  SELECT s.workflow_id, p.user_id,
         CASE WHEN w.seller_id IS NOT NULL AND w.seller_id <> s.seller_id THEN 'outbid_seller' ELSE 'seller' END,
         s.business_id
    FROM workflow_sellers s JOIN workflows w ON w.id = s.workflow_id
   CROSS JOIN LATERAL (SELECT s.seller_id AS user_id WHERE s.business_id IS NULL
                       UNION ALL
                       SELECT m.user_id FROM business_memberships m WHERE m.business_id = s.business_id) p
  UNION ALL
  SELECT w.id, w.seller_id, 'chosen_seller'::text, NULL::uuid FROM workflows w
   WHERE w.seller_id IS NOT NULL AND w.seller_business_id IS NULL
  UNION ALL
  SELECT w.id, m.user_id, 'chosen_seller'::text, w.seller_business_id FROM workflows w
    JOIN business_memberships m ON m.business_id = w.seller_business_id
   WHERE w.seller_id IS NOT NULL
  UNION ALL
  SELECT w.id, m.user_id, 'parent_member'::text, b.parent_business_id FROM workflows w
    JOIN business_profiles b ON b.id = w.business_id
    JOIN business_memberships m ON m.business_id = b.parent_business_id;

-- A product conversation belongs to the buying business (issue 26): its PURCHASERs see and continue one
-- conversation per product; a customer keeps one per user. Existing duplicates (two colleagues who each
-- opened one) merge into the oldest: the messages move to it (their `seq` keeps them in order), each
-- reader keeps the furthest read mark, and the last activity is the latest of them.
CREATE TEMPORARY TABLE conversation_merges ON COMMIT DROP AS
  SELECT c.id AS merged_id, k.id AS keeper_id
    FROM conversations c
    JOIN LATERAL (SELECT o.id FROM conversations o
                   WHERE o.product_id = c.product_id AND o.buyer_business_id = c.buyer_business_id
                   ORDER BY o.created_at, o.id LIMIT 1) k ON k.id <> c.id
   WHERE c.buyer_business_id IS NOT NULL AND c.product_id IS NOT NULL;

UPDATE conversation_messages m SET conversation_id = g.keeper_id
  FROM conversation_merges g WHERE m.conversation_id = g.merged_id;

INSERT INTO conversation_reads (conversation_id, user_id, last_read_seq)
  SELECT g.keeper_id, r.user_id, max(r.last_read_seq)
    FROM conversation_reads r JOIN conversation_merges g ON g.merged_id = r.conversation_id
   GROUP BY g.keeper_id, r.user_id
  ON CONFLICT (conversation_id, user_id)
  DO UPDATE SET last_read_seq = greatest(conversation_reads.last_read_seq, excluded.last_read_seq);

UPDATE conversations k
   SET last_activity_at = greatest(k.last_activity_at,
         (SELECT max(c.last_activity_at) FROM conversations c JOIN conversation_merges g ON g.merged_id = c.id
           WHERE g.keeper_id = k.id))
 WHERE k.id IN (SELECT keeper_id FROM conversation_merges);

DELETE FROM conversations c USING conversation_merges g WHERE c.id = g.merged_id;

DROP INDEX conversations_product_buyer_key;
-- Two opens at once for the same business (or the same customer) on the same product cannot both create one.
CREATE UNIQUE INDEX conversations_product_buyer_business_key ON conversations (product_id, buyer_business_id)
  WHERE buyer_business_id IS NOT NULL;
CREATE UNIQUE INDEX conversations_product_customer_key ON conversations (product_id, buyer_id)
  WHERE buyer_business_id IS NULL;

-- An award over a subsidiary's budget is the parent's to decide (issue 26): `decider_business_id` names the
-- business whose APPROVERs approve or decline a request, the requester's own unless the parent's budget is
-- among its reasons; null reads as the requester's own. Requests stored before keep their business, except
-- those waiting on a budget.
ALTER TABLE approval_requests ADD COLUMN decider_business_id uuid REFERENCES businesses (id) ON DELETE CASCADE;
UPDATE approval_requests r
   SET decider_business_id = COALESCE(
         CASE WHEN 'subsidiary_budget' = ANY (r.reasons)
              THEN (SELECT b.parent_business_id FROM businesses b WHERE b.id = r.business_id) END,
         r.business_id);
CREATE INDEX approval_requests_decider_created_idx
  ON approval_requests (decider_business_id, created_at DESC, id DESC);
