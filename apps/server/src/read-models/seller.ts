// A seller's Key Metrics: revenue from the ledger, its deals from workflows and proposals. Read-only, like
// the dashboard's buyer figures.
import { openWorkflowStatusValues } from '@robomarket/api-client/enums';
import type { Queryable } from '../db/db.ts';

/** A seller's figures; money in minor units as text. */
export interface SellerFigures {
  revenue: string;
  active_deals: number;
  accepted: number;
  decided: number;
  average_award_hours: number | null;
}

/**
 * The figures in `currency` of a seller: a business (every member's deals, whoever acted: ADR 0090) or a
 * user without one. `sellerIds` are the business's members (or the one user): revenue = everything the ledger credited to its
 * `seller_payable` (paid out or not; a payout moves it, never adds to it); active deals = open workflows
 * where it is the chosen seller, is invited or has a pending proposal (the open workflows its dashboard
 * lists); win rate = accepted ÷ (accepted + rejected) proposals; time to award = the mean from an
 * accepted proposal's submission to its acceptance, in whole hours (rounded down).
 */
export async function sellerFigures(db: Queryable, sellerIds: readonly string[], currency: string) {
  const [row] = await db.query<SellerFigures>(
    `SELECT
       COALESCE((SELECT sum(lp.amount_minor) FROM ledger_postings lp
                  WHERE lp.account = 'seller_payable' AND lp.owner_id = ANY($1::uuid[]) AND lp.currency = $2
                    AND lp.amount_minor > 0), 0)::text AS revenue,
       (SELECT count(*)::int FROM workflows w
         WHERE w.status = ANY($3::text[])
           AND (w.seller_id = ANY($1::uuid[])
                OR EXISTS (SELECT 1 FROM workflow_sellers s WHERE s.workflow_id = w.id AND s.seller_id = ANY($1::uuid[]))
                OR EXISTS (SELECT 1 FROM proposals pr WHERE pr.workflow_id = w.id
                             AND pr.seller_id = ANY($1::uuid[]) AND pr.status = 'PENDING')))
         AS active_deals,
       (SELECT count(*)::int FROM proposals pr WHERE pr.seller_id = ANY($1::uuid[]) AND pr.status = 'ACCEPTED') AS accepted,
       (SELECT count(*)::int FROM proposals pr WHERE pr.seller_id = ANY($1::uuid[]) AND pr.status IN ('ACCEPTED', 'REJECTED'))
         AS decided,
       (SELECT floor(avg(extract(epoch FROM pr.updated_at - pr.created_at)) / 3600)::int FROM proposals pr
         WHERE pr.seller_id = ANY($1::uuid[]) AND pr.status = 'ACCEPTED') AS average_award_hours`,
    [sellerIds, currency, openWorkflowStatusValues],
  );
  if (row === undefined) throw new Error('the seller metrics query returned no row');
  return row;
}
