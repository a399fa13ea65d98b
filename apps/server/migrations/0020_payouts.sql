-- Payouts: the seller's available balance leaves the platform to its bank. A `payout` transaction of a
-- payment moves seller_payable(seller) −amount → seller_paid_out(seller) +amount, at most once per payment
-- (the existing unique (payment_id, kind)). The resolution index (release/refund, and split where it exists)
-- names its kinds, so payouts never count as a resolution of the hold.

-- Every movement kind the ledger knows, whichever migrations added them before: each CHECK on `kind` is
-- dropped and one is made with the full list, so this holds after 0019's `split` and without it.
DO $$
DECLARE
  constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT c.conname FROM pg_constraint c
     WHERE c.conrelid = 'ledger_transactions'::regclass AND c.contype = 'c'
       AND pg_get_constraintdef(c.oid) LIKE '%kind%'
  LOOP
    EXECUTE format('ALTER TABLE ledger_transactions DROP CONSTRAINT %I', constraint_name);
  END LOOP;
  FOR constraint_name IN
    SELECT c.conname FROM pg_constraint c
     WHERE c.conrelid = 'ledger_postings'::regclass AND c.contype = 'c'
       AND pg_get_constraintdef(c.oid) LIKE '%account%'
  LOOP
    EXECUTE format('ALTER TABLE ledger_postings DROP CONSTRAINT %I', constraint_name);
  END LOOP;
END
$$;

ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('hold', 'release', 'refund', 'split', 'payout'));

-- `seller_paid_out` (owner: the seller) is money that left the platform to the seller's bank: it only goes up.
ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_account_check
  CHECK (account IN ('buyer_funding', 'escrow', 'seller_payable', 'platform_revenue', 'seller_paid_out'));

-- A seller's payouts page sums its accounts' postings.
CREATE INDEX ledger_postings_owner_account_idx ON ledger_postings (owner_id, account) WHERE owner_id IS NOT NULL;
