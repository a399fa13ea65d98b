-- An RFP may close its bidding at a deadline (issue 25): after it no proposal is sent or revised on the
-- RFP's workflow. Null: bids stay open while the RFP is in the marketplace.
ALTER TABLE rfps ADD COLUMN bid_deadline timestamptz;

-- An invited seller may decline an order invitation: it leaves the seller's invitations, the seller stays a
-- party (issue 25).
ALTER TABLE workflow_sellers ADD COLUMN declined_at timestamptz;
