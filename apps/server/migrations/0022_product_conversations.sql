-- Conversations about a product before an offer (DESIGN.md §6, ADR 0088): one pre-deal thread between a
-- buyer and the product's seller, private to the two of them, their messages and each side's read mark.

-- One per buyer and product. The product's name is kept from the start, so the conversation stays (and
-- says what it was about) when the seller removes the product. `last_activity_at` is the time of the last
-- message (the start before any): lists are most recently active first.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  product_name text NOT NULL CHECK (char_length(product_name) BETWEEN 1 AND 200),
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL,
  CHECK (buyer_id <> seller_id),
  CHECK (last_activity_at >= created_at)
);
-- Two opens at once by the same buyer on the same product cannot both create one.
CREATE UNIQUE INDEX conversations_product_buyer_key ON conversations (product_id, buyer_id);
CREATE INDEX conversations_buyer_activity_idx ON conversations (buyer_id, last_activity_at DESC, id DESC);
CREATE INDEX conversations_seller_activity_idx ON conversations (seller_id, last_activity_at DESC, id DESC);

-- The same rules as a workflow's messages (migration 0012): `seq` orders them totally (writers hold the
-- conversation's row lock, so a higher `seq` also commits later), the body is what the sender typed
-- (1-5000 characters, not only white space).
CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000 AND body ~ '[^ \t\n\r\f\v]'),
  created_at timestamptz NOT NULL
);
CREATE INDEX conversation_messages_conversation_seq_idx ON conversation_messages (conversation_id, seq);

-- How far each side has read: the `seq` of the last message read. It only moves forward.
CREATE TABLE conversation_reads (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
