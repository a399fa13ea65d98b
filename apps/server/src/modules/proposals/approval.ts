// Awards that wait for approval (ADR 0091): the accept handler's step that asks the award gate, and the
// moves the approvals module makes once the business's approvers decide.

import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { awardGate } from '../../lib/award-gate.ts';
import { transition } from '../../lib/transitions.ts';
import { lockWorkflow, type WorkflowRow, workflowTransitions } from '../workflows/index.ts';
import { accept } from './handlers.ts';
import { findProposal, type ProposalRow, setProposalStatus } from './repository.ts';
import { proposalTransitions } from './state-machine.ts';

const proposalNotFound = () => new ApiError(404, 'not_found', 'Proposal not found');

/**
 * The accept's approval step, under the workflow's lock: when the award is over the buyer's limits (the
 * gate decides and records the request), the proposal moves to PENDING_APPROVAL and nothing is awarded;
 * answers whether it did. A proposal the accept would refuse is left to the accept's own refusal.
 */
export async function holdForApproval(
  tx: Queryable,
  userId: string,
  workflow: Pick<WorkflowRow, 'id' | 'status' | 'title'>,
  proposalId: string,
  at: Date,
): Promise<boolean> {
  const proposal = await findProposal(tx, workflow.id, proposalId, true);
  if (proposal === undefined || proposal.status !== 'PENDING') return false;
  if (workflow.status !== 'NEGOTIATION_IN_PROGRESS') return false;
  const held = await awardGate().hold(
    tx,
    userId,
    {
      kind: 'proposal',
      subjectId: proposal.id,
      workflowId: workflow.id,
      productId: null,
      title: workflow.title,
      sellerName: proposal.seller_name,
      amountMinor: BigInt(proposal.price_minor),
      currency: proposal.currency,
      reopenStatus: 'PENDING',
    },
    at,
  );
  if (held === undefined) return false;
  const to = transition(proposalTransitions, proposal.status, 'held', 'buyer', 'Only a PENDING proposal');
  await setProposalStatus(tx, proposal.id, to, at);
  return true;
}

/**
 * Locks a waiting proposal's workflow, then the proposal, in the order every accept and withdrawal takes
 * them, so an approval and a withdrawal (or a second approval) are one after the other. Answers the
 * proposal's status, or undefined when it is gone.
 */
export async function lockProposalAward(
  tx: Queryable,
  workflowId: string,
  proposalId: string,
): Promise<ProposalRow['status'] | undefined> {
  const workflow = await lockWorkflow(tx, workflowId);
  if (workflow === undefined) return undefined;
  return (await findProposal(tx, workflowId, proposalId, true))?.status;
}

/** Awards a proposal its approvers approved, exactly as an accept does (call after `lockProposalAward`). */
export async function awardApprovedProposal(
  tx: Queryable,
  workflowId: string,
  proposalId: string,
  at: Date,
): Promise<void> {
  const workflow = await lockWorkflow(tx, workflowId);
  if (workflow === undefined) throw proposalNotFound();
  transition(
    workflowTransitions,
    workflow.status,
    'proposal_accepted',
    'buyer',
    'The workflow is no longer negotiating',
  );
  await accept(tx, workflow, proposalId, at, 'approved');
}

/** Opens a waiting proposal again after its award was declined or expired (call after `lockProposalAward`). */
export async function reopenProposal(
  tx: Queryable,
  workflowId: string,
  proposalId: string,
  at: Date,
): Promise<void> {
  const proposal = await findProposal(tx, workflowId, proposalId, true);
  if (proposal === undefined) throw proposalNotFound();
  const to = transition(
    proposalTransitions,
    proposal.status,
    'reopened',
    'buyer',
    'The proposal is no longer waiting for approval',
  );
  await setProposalStatus(tx, proposal.id, to, at);
}
