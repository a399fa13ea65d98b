// The dashboard's figures: the one read model that joins across modules (payments, workflows, RFPs). It
// reads their tables and writes nothing; the architecture test names this folder as the only place allowed
// to read another module's tables, and forbids it any INSERT, UPDATE or DELETE.
import { openWorkflowStatusValues, type WorkflowStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../db/db.ts';

/** The dashboard's figures in minor units, as text. */
export interface DashboardFigures {
  total_spend: string;
  active_workflows: number;
  savings: string;
}

/**
 * SQL: the three figures over the workflows whose `column` equals `key` (a parameter or an outer column), in
 * currency `$2`, with the open statuses in `$3`: total spend = completed payments not refunded (held or
 * released); active workflows = the open ones (neither completed nor cancelled); savings = budget maximum
 * (the workflow's own, else its RFP's in the same currency) minus agreed price (never below zero per
 * workflow) over the workflows paid (a completed payment not refunded). Sums are numeric in SQL and text
 * here: no float. The buyer's dashboard and a parent's roll-up of its subsidiaries count alike through it.
 */
const figureColumns = (column: string, key: string) => `
       COALESCE((SELECT sum(p.amount_minor) FROM payments p JOIN workflows w ON w.id = p.workflow_id
                  WHERE ${column} = ${key} AND w.currency = $2 AND p.currency = $2 AND p.status = 'COMPLETED'
                    AND p.escrow_status IS DISTINCT FROM 'REFUNDED'), 0)::text
         AS total_spend,
       (SELECT count(*)::int FROM workflows w
         WHERE ${column} = ${key} AND w.currency = $2 AND w.status = ANY($3::text[]))
         AS active_workflows,
       COALESCE((SELECT sum(greatest(COALESCE(w.budget_max_minor, r.budget_max_minor) - w.agreed_price_minor, 0))
                   FROM workflows w LEFT JOIN rfps r ON r.workflow_id = w.id AND r.currency = w.currency
                  WHERE ${column} = ${key} AND w.currency = $2 AND w.agreed_price_minor IS NOT NULL
                    AND COALESCE(w.budget_max_minor, r.budget_max_minor) IS NOT NULL
                    AND EXISTS (SELECT 1 FROM payments p
                      WHERE p.workflow_id = w.id AND p.status = 'COMPLETED'
                        AND p.escrow_status IS DISTINCT FROM 'REFUNDED')), 0)::text
         AS savings`;

/** The dashboard's figures over the workflows `$1` picks (a buyer's, or a business's), in one currency. */
export async function dashboardFigures(
  db: Queryable,
  scope: 'buyer' | 'business',
  id: string,
  currency: string,
) {
  const column = scope === 'buyer' ? 'w.buyer_id' : 'w.business_id';
  const [row] = await db.query<DashboardFigures>(`SELECT ${figureColumns(column, '$1')}`, [
    id,
    currency,
    openWorkflowStatusValues,
  ]);
  if (row === undefined) throw new Error('the metrics query returned no row');
  return row;
}

/** One subsidiary's figures in minor units, as text, and its open workflows to open. */
export interface SubsidiaryFigures extends DashboardFigures {
  business_id: string;
  name: string;
  workflows: Array<{ id: string; title: string; status: WorkflowStatus }>;
  /** The parent's budget for the subsidiary (minor units as text); null without one. */
  budget: { amount_minor: string; currency: string } | null;
}

/** How many of a subsidiary's open workflows the roll-up links to. */
const linkedWorkflows = 5;

/**
 * The figures of each business whose parent is `parentId` (an approved link), by name, in one currency:
 * one query, each subsidiary counted exactly as `dashboardFigures` counts a business, with its five open
 * workflows updated last.
 */
export function subsidiaryFigures(
  db: Queryable,
  parentId: string,
  currency: string,
): Promise<SubsidiaryFigures[]> {
  return db.query<SubsidiaryFigures>(
    `SELECT s.id AS business_id, s.name, ${figureColumns('w.business_id', 's.id')},
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'title', o.title, 'status', o.status)
                                      ORDER BY o.updated_at DESC, o.id)
                        FROM (SELECT w.id, w.title, w.status, w.updated_at FROM workflows w
                               WHERE w.business_id = s.id AND w.currency = $2 AND w.status = ANY($3::text[])
                               ORDER BY w.updated_at DESC, w.id LIMIT ${linkedWorkflows}) o), '[]'::json)
              AS workflows,
            (SELECT json_build_object('amount_minor', b.amount_minor::text, 'currency', b.currency)
               FROM subsidiary_budgets b WHERE b.subsidiary_id = s.id AND b.parent_id = $1) AS budget
       FROM businesses s
      WHERE s.parent_business_id = $1
      ORDER BY lower(s.name), s.id`,
    [parentId, currency, openWorkflowStatusValues],
  );
}
