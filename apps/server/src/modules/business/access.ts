import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { isPlatformAdmin } from '../../lib/roles.ts';
import { type BusinessAccess, findBusinessAccess } from './repository.ts';

/** The 404 for a business the caller may not see (the same as for one that does not exist). */
export const businessNotFound = () => new ApiError(404, 'not_found', 'Business not found');

/**
 * The caller's standing in a business: 404 unless a member or a platform admin (whether another
 * business exists is never revealed); with `requireAdmin`, 403 for those who see it but are not its ADMIN.
 */
export async function accessTo(
  request: FastifyRequest,
  businessId: string,
  db: Queryable,
  requireAdmin: boolean,
): Promise<BusinessAccess> {
  const user = currentUser(request);
  const access = await findBusinessAccess(db, businessId, user.id);
  if (access === undefined || (access.memberRole === null && !isPlatformAdmin(user)))
    throw businessNotFound();
  if (requireAdmin && access.memberRole !== 'ADMIN') {
    throw new ApiError(403, 'forbidden', 'Only an ADMIN of this business may do this');
  }
  return access;
}

/**
 * Locks a business's row until the transaction ends, so that membership changes of one business run one
 * after another (the last-ADMIN rule holds when two ADMINs leave at once). Resolves false when there is
 * no such business.
 */
export async function lockBusiness(tx: Queryable, businessId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM businesses WHERE id = $1 FOR UPDATE', [businessId]);
  return rows.length > 0;
}
