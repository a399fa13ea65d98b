// The party model: how a user takes part in a workflow, and which parties may read each part of it. Every
// access check on a workflow's things — the workflow itself, its RFP and proposals, messages, documents,
// payments and live events — asks this table, in TypeScript (`mayRead`) or in SQL (`inAudience`, over the
// `workflow_parties` view the workflows module publishes), so "who may read this workflow's X" is written
// once.

/**
 * A user's part in a workflow (a user may hold several: the chosen seller was invited too). An
 * `outbid_seller` is a seller of a workflow awarded to another seller: it still reads its own thread and
 * proposals, read-only, and nothing else of the deal.
 */
export type PartyRole = 'buyer' | 'buyer_member' | 'seller' | 'chosen_seller' | 'outbid_seller';

/** What of a workflow is read. */
export type WorkflowPart = 'workflow' | 'proposals' | 'messages' | 'documents' | 'payments' | 'events';

const everyParty: readonly PartyRole[] = [
  'buyer',
  'buyer_member',
  'seller',
  'chosen_seller',
  'outbid_seller',
];

/** The buyer's side of a workflow: its buyer and the members of the buyer's business. */
export const buyerSide: readonly PartyRole[] = ['buyer', 'buyer_member'];

/** The parties still in the deal: they write messages and documents and follow its live events. */
export const activeParties: readonly PartyRole[] = [...buyerSide, 'seller', 'chosen_seller'];

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
  events: activeParties,
  payments: [...buyerSide, 'chosen_seller'],
};

/** How a user stands to a workflow, as the workflows module reads it. */
export interface Standing {
  /** The user created it. */
  is_buyer: boolean;
  /** The user is a member of the workflow's business. */
  is_buyer_member: boolean;
  /** The user is an invited seller. */
  is_invited: boolean;
  /** The seller whose price was agreed, if any. */
  seller_id: string | null;
}

/** Every part the user holds in the workflow. */
export function rolesOf(standing: Standing, userId: string): PartyRole[] {
  const roles: PartyRole[] = [];
  if (standing.is_buyer) roles.push('buyer');
  if (standing.is_buyer_member) roles.push('buyer_member');
  if (standing.is_invited) {
    const outbid = standing.seller_id !== null && standing.seller_id !== userId;
    roles.push(outbid ? 'outbid_seller' : 'seller');
  }
  if (standing.seller_id !== null && standing.seller_id === userId) roles.push('chosen_seller');
  return roles;
}

/** Whether a user holding `roles` is on the buyer's side: they read every seller's thread. */
export const onBuyerSide = (roles: readonly PartyRole[]): boolean =>
  roles.some((role) => buyerSide.includes(role));

/** Whether a user holding `roles` may read `part` of the workflow. */
export const mayRead = (roles: readonly PartyRole[], part: WorkflowPart): boolean =>
  roles.some((role) => audiences[part].includes(role));

/**
 * SQL: whether user `user` (an SQL expression, e.g. `$1`) may read `part` of workflow `workflow` (e.g.
 * `w.id`), or, with `roles`, holds one of those roles. Reads the `workflow_parties` view.
 */
export function inAudience(
  part: WorkflowPart | readonly PartyRole[],
  workflow: string,
  user: string,
): string {
  const roles = typeof part === 'string' ? audiences[part] : part;
  const list = roles.map((role) => `'${role}'`).join(', ');
  return `EXISTS (SELECT 1 FROM workflow_parties wp
     WHERE wp.workflow_id = ${workflow} AND wp.user_id = ${user} AND wp.party IN (${list}))`;
}

/**
 * SQL: the display name of user `u`: their name, else the business they joined first, else their e-mail
 * (names are required at registration today; the fallbacks keep older or imported accounts readable).
 */
export const displayName = (names: string) =>
  `COALESCE(NULLIF(btrim(${names}.person_name), ''), ${names}.business_name, ${names}.email)`;
