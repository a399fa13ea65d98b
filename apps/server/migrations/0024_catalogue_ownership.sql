-- The catalogue and its deals belong to a business (ADR 0090): any SALES member changes the business's
-- products and answers its offers and product conversations; any PURCHASER makes and follows its offers.
-- Who acted stays beside the business they acted for, so each side reads "Sent by … for …".

-- The latest answer to an offer (accept, counter, reject, withdraw): who gave it and for which business.
ALTER TABLE offers
  ADD COLUMN answered_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN answered_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;

-- The business a conversation message was sent for (null: a customer writing for themselves). Existing
-- messages take their side's business.
ALTER TABLE conversation_messages
  ADD COLUMN sender_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL;
UPDATE conversation_messages m
   SET sender_business_id = CASE WHEN m.sender_id = c.buyer_id THEN c.buyer_business_id
                                 ELSE c.seller_business_id END
  FROM conversations c
 WHERE c.id = m.conversation_id;

-- A business's own products (My Products), newest first, and the conversations of each side's business.
CREATE INDEX products_business_created_at_idx ON products (business_id, created_at DESC, id DESC);
CREATE INDEX conversations_buyer_business_activity_idx
  ON conversations (buyer_business_id, last_activity_at DESC, id DESC);
CREATE INDEX conversations_seller_business_activity_idx
  ON conversations (seller_business_id, last_activity_at DESC, id DESC);
