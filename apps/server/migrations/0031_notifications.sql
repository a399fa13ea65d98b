-- Notifications (ADR 0096): what each person is told in the app, their preferences per event type and
-- channel, a business's choice of the RFPs it hears about, and the one-click unsubscribe tokens of mails.

-- One notification to one person. `link` is a path of the app (the object it tells about); `in_app`: shown in
-- the bell and list (else kept only for the mail); `read_at` is null while unread. `mail_state`: 'digest'
-- while it waits for the person's daily digest, 'batched' while it waits for its thread's next mail (at most
-- one mail per thread per 10 minutes), 'sent' once mailed (`mailed_at`); null when no mail is due.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 50),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  link text NOT NULL CHECK (length(link) BETWEEN 1 AND 500 AND left(link, 1) = '/'),
  subject_type text NOT NULL CHECK (length(subject_type) BETWEEN 1 AND 50),
  subject_id uuid NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(data) = 'object'),
  in_app boolean NOT NULL DEFAULT true,
  read_at timestamptz,
  mail_state text CHECK (mail_state IN ('digest', 'batched', 'sent')),
  mailed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC) WHERE in_app;
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE in_app AND read_at IS NULL;
CREATE INDEX notifications_mail_idx ON notifications (user_id, subject_id, created_at)
  WHERE mail_state IS NOT NULL;

-- A person's choice for one event type; a type without a row uses the defaults (in the app and by e-mail,
-- no digest).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 50),
  in_app boolean NOT NULL,
  email boolean NOT NULL,
  digest boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, type)
);

-- A selling business's choice of the new RFPs it is told about: the categories (lower-case; none: no RFP
-- news) and the members who hear of them (those holding `rfp_recipient_role`).
CREATE TABLE business_notification_settings (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  rfp_categories text[] NOT NULL DEFAULT '{}' CHECK (cardinality(rfp_categories) <= 50),
  rfp_recipient_role text NOT NULL DEFAULT 'SALES'
    CHECK (rfp_recipient_role IN ('ADMIN', 'PURCHASER', 'SALES', 'APPROVER', 'VIEWER')),
  updated_at timestamptz NOT NULL
);
CREATE INDEX business_notification_settings_categories_idx
  ON business_notification_settings USING gin (rfp_categories);

-- One-click unsubscribe links of notification mails: the SHA-256 of the link's random token, the person and
-- the event type it turns e-mail off for.
CREATE TABLE notification_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL
);
