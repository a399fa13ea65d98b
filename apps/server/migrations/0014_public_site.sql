-- The public site: messages from the About page's contact form, newsletter subscriptions, and page views
-- counted per day (only with the visitor's analytics consent; nothing that identifies the visitor).
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_received_at_idx ON contact_messages (received_at DESC);

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  subscribed_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX newsletter_subscriptions_email_lower_key ON newsletter_subscriptions (lower(email));

CREATE TABLE page_view_counts (
  day date NOT NULL,
  path text NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
  referrer_host text NOT NULL DEFAULT '' CHECK (length(referrer_host) <= 253),
  views bigint NOT NULL DEFAULT 1 CHECK (views > 0),
  PRIMARY KEY (day, path, referrer_host)
);
