-- Mail delivery over SMTP (ADR 0095): what a kept mail carries besides its parts, for the headers the
-- delivery job writes.

-- The one-click unsubscribe address of a notification mail (`List-Unsubscribe`), and the address replies go
-- to; both checked to be on one line when the mail is kept.
ALTER TABLE mail_outbox
  ADD COLUMN unsubscribe_url text CHECK (length(unsubscribe_url) BETWEEN 1 AND 2000),
  ADD COLUMN reply_to text CHECK (length(reply_to) BETWEEN 3 AND 320),
  -- How many times the SMTP server was tried; the last refusal, for the operator.
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_error text;
