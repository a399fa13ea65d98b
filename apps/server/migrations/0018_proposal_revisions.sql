-- A seller revises its pending proposal by replacing it (issue 25): the revision is a new PENDING proposal
-- that names the one it replaces, which is WITHDRAWN, so the buyer's side keeps the history.
ALTER TABLE proposals ADD COLUMN revises uuid REFERENCES proposals (id) ON DELETE SET NULL;
