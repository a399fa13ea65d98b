// Whose work a row is (ADR 0090): a row with a business belongs to that business, so every member acting for
// it shares it; a row without one (a customer's) belongs to its user alone.
import type { Actor } from './acting.ts';

/** Whether `actor` acts for the owner of a row owned by `businessId` (else by the user `userId`). */
export const actsForOwner = (actor: Actor, businessId: string | null, userId: string): boolean =>
  businessId === null ? actor.userId === userId : actor.businessId === businessId;
