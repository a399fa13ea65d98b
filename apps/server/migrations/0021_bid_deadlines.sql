-- An RFP may close its bidding at a deadline (issue 25): after it no proposal is sent or revised on the
-- RFP's workflow. Null: bids stay open while the RFP is in the marketplace.
ALTER TABLE rfps ADD COLUMN bid_deadline timestamptz;
