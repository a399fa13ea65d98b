import type { Queryable } from '../../db/db.ts';

/**
 * The product a workflow was ordered from when it came from an accepted offer (a DIRECT_ORDER): its id and
 * name; undefined for any other workflow, or when the product has since been deleted.
 */
export async function offeredProductOf(
  q: Queryable,
  workflowId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await q.query<{ id: string; name: string }>(
    'SELECT product_id AS id, product_name AS name FROM offers WHERE workflow_id = $1 AND product_id IS NOT NULL',
    [workflowId],
  );
  return row;
}
