import type { DisputeOutcome } from '@robomarket/api-client/enums';
import { disputeOutcomeValues } from '@robomarket/api-client/enums';
import { disputeDecisionRequestLimits } from '@robomarket/api-client/limits';
import { SettlementChoiceForm } from '../../internal/settlement-choice-form';

/** A platform admin's decision: the contract's DisputeDecisionRequest. */
export interface DisputeDecisionValues {
  outcome: DisputeOutcome;
  /** What goes back to the buyer, with SPLIT only. */
  refundAmount?: string;
  /** The reasons, shown to both sides; left out when blank. */
  message?: string;
}

export interface AdminDisputeDecisionProps {
  /** What is held in escrow: a split refunds more than 0 and less than it. */
  heldAmount: string;
  /** ISO 4217 code of `heldAmount`. */
  currency: string;
  /** Settles the dispute; reject to keep the form with the failure's message. */
  onDecide: (values: DisputeDecisionValues) => Promise<unknown>;
}

/** The failure shown when the server gives no reason. */
export const DECISION_FAILED = 'Failed to record the decision. Please try again.';

/**
 * A platform admin's decision on a contested dispute (DESIGN.md §5): release everything to the seller,
 * refund everything to the buyer, or split it by an amount refunded to the buyer.
 */
export function AdminDisputeDecision({ heldAmount, currency, onDecide }: AdminDisputeDecisionProps) {
  return (
    <SettlementChoiceForm<DisputeOutcome>
      name="Decide the dispute"
      choiceLabel="Decision"
      choiceField="outcome"
      choices={disputeOutcomeValues}
      labels={(held) => ({
        RELEASED: `Release ${held} to the seller`,
        REFUNDED: `Refund ${held} to the buyer`,
        SPLIT: 'Split: refund part to the buyer, release the rest',
      })}
      missingChoice="Please choose a decision"
      amountChoice="SPLIT"
      heldAmount={heldAmount}
      currency={currency}
      messageLabel="Reasons, shown to both sides (optional)"
      messageMaxLength={disputeDecisionRequestLimits.message.maxLength}
      submitLabel="Record Decision"
      busyLabel="Deciding..."
      fallbackError={DECISION_FAILED}
      onSubmit={({ choice, amount, message }) =>
        onDecide({
          outcome: choice,
          ...(amount === undefined ? {} : { refundAmount: amount }),
          ...(message === undefined ? {} : { message }),
        })
      }
    />
  );
}
