import { type DisputeResponseAction, disputeResponseActionValues } from '@robomarket/api-client/enums';
import { disputeResponseRequestLimits } from '@robomarket/api-client/limits';
import { SettlementChoiceForm } from '../../internal/settlement-choice-form';

/** The seller's answer: the contract's DisputeResponseRequest. */
export interface DisputeResponseValues {
  action: DisputeResponseAction;
  /** The partial refund offered, with `offer_partial` only. */
  amount?: string;
  /** A note to the buyer and the admins; left out when blank. */
  message?: string;
}

export interface DisputeResponseFormProps {
  /** What is held in escrow: an offer must be more than 0 and less than it. */
  heldAmount: string;
  /** ISO 4217 code of `heldAmount`. */
  currency: string;
  /** Sends the answer; reject to keep the form with the failure's message. */
  onRespond: (values: DisputeResponseValues) => Promise<unknown>;
}

/** The failure shown when the server gives no reason. */
export const RESPONSE_FAILED = 'Failed to send your answer. Please try again.';

/**
 * The seller's answer to an open dispute (DESIGN.md §5): refund the buyer in full (the order is
 * cancelled), offer a partial refund the buyer accepts or rejects, or contest it for a platform admin to
 * decide.
 */
export function DisputeResponseForm({ heldAmount, currency, onRespond }: DisputeResponseFormProps) {
  return (
    <SettlementChoiceForm<DisputeResponseAction>
      name="Answer the dispute"
      choiceLabel="Your answer"
      choiceField="action"
      choices={disputeResponseActionValues}
      labels={(held) => ({
        accept_refund: `Refund the buyer in full (${held}) and cancel the order`,
        offer_partial: 'Offer a partial refund',
        contest: 'Contest the dispute: a platform admin decides',
      })}
      missingChoice="Please choose an answer"
      amountChoice="offer_partial"
      heldAmount={heldAmount}
      currency={currency}
      messageLabel="Message (optional)"
      messageMaxLength={disputeResponseRequestLimits.message.maxLength}
      submitLabel="Send Answer"
      busyLabel="Sending..."
      fallbackError={RESPONSE_FAILED}
      onSubmit={({ choice, amount, message }) =>
        onRespond({
          action: choice,
          ...(amount === undefined ? {} : { amount }),
          ...(message === undefined ? {} : { message }),
        })
      }
    />
  );
}
