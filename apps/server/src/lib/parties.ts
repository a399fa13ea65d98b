// The party model: how a user takes part in a workflow, and which parties may read each part of it. Every
// access check on a workflow's things — the workflow itself, its RFP and proposals, messages, documents,
// payments and live events — asks this table, in TypeScript (`mayRead`) or in SQL (`inAudience`, over the
// `workflow_parties` view the workflows module publishes), so "who may read this workflow's X" is written
// once.

/**
 * A user's part in a workflow (a user may hold several: the chosen seller was invited too). Parties are
 * businesses (ADR 0089): `buyer` is the workflow's creator while a member of its business, `buyer_member`
 * every other member of it; every member of an invited seller's business is that `seller`. An
 * `outbid_seller` is a seller of a workflow awarded to another seller: it still reads its own thread and
 * proposals, read-only, and nothing else of the deal. A `parent_member` is a member of the buyer's parent
 * business: it reads the workflow as the buyer's side does and writes nothing.
 */
export type PartyRole =
  | 'buyer'
  | 'buyer_member'
  | 'seller'
  | 'chosen_seller'
  | 'outbid_seller'
  | 'parent_member';

/** What of a workflow is read. */
export type WorkflowPart = 'workflow' | 'proposals' | 'messages' | 'documents' | 'payments' | 'events';

const everyParty: readonly PartyRole[] = [
  'buyer',
  'buyer_member',
  'seller',
  'chosen_seller',
  'outbid_seller',
  'parent_member',
];

/** The buyer's side of a workflow: its buyer and the members of the buyer's business. */
export const buyerSide: readonly PartyRole[] = ['buyer', 'buyer_member'];

/** The parties still in the deal: they write messages and documents. */
export const activeParties: readonly PartyRole[] = [...buyerSide, 'seller', 'chosen_seller'];

/** Who reads every seller's thread and proposals: the buyer's side and its parent business's members. */
export const readersOfAll: readonly PartyRole[] = [...buyerSide, 'parent_member'];

/**
 * Who may read each part of a workflow. Sellers see only their own thread and proposals (a filter on top
 * of this, `threads.ts` of the workflows module); payments are the buyer side's and the chosen seller's,
 * not the other sellers'; a seller outbid by the award no longer follows the live events.
 */
export const audiences: Readonly<Record<WorkflowPart, readonly PartyRole[]>> = {
  workflow: everyParty,
  proposals: everyParty,
  messages: everyParty,
  documents: everyParty,
  events: [...activeParties, 'parent_member'],
  payments: [...readersOfAll, 'chosen_seller'],
};

/** How a user stands to a workflow, as the workflows module reads it (the `workflow_parties` view). */
export interface Standing {
  /** Every part the user holds in it. */
  parties: PartyRole[];
}

/** Every part the user holds in the workflow. */
export const rolesOf = (standing: Standing): PartyRole[] => standing.parties;

/** Whether a user holding `roles` is on the buyer's side (its buyer or a member of its business). */
export const onBuyerSide = (roles: readonly PartyRole[]): boolean =>
  roles.some((role) => buyerSide.includes(role));

/** Whether a user holding `roles` reads every seller's thread: the buyer's side and its parent's members. */
export const readsEveryThread = (roles: readonly PartyRole[]): boolean =>
  roles.some((role) => readersOfAll.includes(role));

/** Whether a user holding `roles` may read `part` of the workflow. */
export const mayRead = (roles: readonly PartyRole[], part: WorkflowPart): boolean =>
  roles.some((role) => audiences[part].includes(role));

/**
 * SQL: whether user `user` (an SQL expression, e.g. `$1`) may read `part` of workflow `workflow` (e.g.
 * `w.id`), or, with `roles`, holds one of those roles. Reads the `workflow_parties` view. With `acting`,
 * only as a member of the business the user acts for (`acting_memberships`), or, for a user without a
 * business, in their own name: the lists of "my" work show the acting business's work only.
 */
export function inAudience(
  part: WorkflowPart | readonly PartyRole[],
  workflow: string,
  user: string,
  scope: 'any-business' | 'acting' = 'any-business',
): string {
  const roles = typeof part === 'string' ? audiences[part] : part;
  const list = roles.map((role) => `'${role}'`).join(', ');
  const acting =
    scope === 'acting'
      ? ` AND wp.business_id IS NOT DISTINCT FROM (SELECT a.business_id FROM acting_memberships a WHERE a.user_id = ${user})`
      : '';
  return `EXISTS (SELECT 1 FROM workflow_parties wp
     WHERE wp.workflow_id = ${workflow} AND wp.user_id = ${user} AND wp.party IN (${list})${acting})`;
}

/**
 * SQL: the display name of user `u`: their name, else the business they joined first, else their e-mail
 * (names are required at registration today; the fallbacks keep older or imported accounts readable).
 */
export const displayName = (names: string) =>
  `COALESCE(NULLIF(btrim(${names}.person_name), ''), ${names}.business_name, ${names}.email)`;
