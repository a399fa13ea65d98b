// What an approval request is about, moved through its owner's door: a proposal (the proposals module)
// or a buyer's accept of a counter offer (the offers module).
import type { Queryable } from '../../db/db.ts';
import { awardApprovedOffer, lockOfferAward, reopenOffer } from '../offers/index.ts';
import { awardApprovedProposal, lockProposalAward, reopenProposal } from '../proposals/index.ts';
import type { ApprovalRow } from './repository.ts';

type Subject = Pick<ApprovalRow, 'subject_type' | 'subject_id' | 'workflow_id' | 'product_id'>;

/** Locks the subject as its owner's moves lock it; answers its status (undefined when gone). */
export async function lockSubject(tx: Queryable, subject: Subject): Promise<string | undefined> {
  if (subject.subject_type === 'proposal') {
    if (subject.workflow_id === null) return undefined;
    return lockProposalAward(tx, subject.workflow_id, subject.subject_id);
  }
  if (subject.product_id === null) return undefined;
  return lockOfferAward(tx, subject.product_id, subject.subject_id);
}

/** Awards the subject, as an accept does; answers the workflow it agreed. */
export async function awardSubject(tx: Queryable, subject: Subject, at: Date): Promise<string> {
  if (subject.subject_type === 'proposal') {
    if (subject.workflow_id === null) throw new Error('a proposal request without its workflow');
    await awardApprovedProposal(tx, subject.workflow_id, subject.subject_id, at);
    return subject.workflow_id;
  }
  if (subject.product_id === null) throw new Error('an offer request without its product');
  return awardApprovedOffer(tx, subject.product_id, subject.subject_id, at);
}

/** Opens the subject again (declined or expired). */
export async function reopenSubject(tx: Queryable, subject: Subject, at: Date): Promise<void> {
  if (subject.subject_type === 'proposal') {
    if (subject.workflow_id === null) throw new Error('a proposal request without its workflow');
    await reopenProposal(tx, subject.workflow_id, subject.subject_id, at);
    return;
  }
  if (subject.product_id === null) throw new Error('an offer request without its product');
  await reopenOffer(tx, subject.product_id, subject.subject_id, at);
}
