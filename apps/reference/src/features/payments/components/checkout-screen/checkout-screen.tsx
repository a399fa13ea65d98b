import { ApiError, type PaymentData } from '@robomarket/api-client';
import { useConfirmSandboxPayment, useGetPayment, useGetWorkflow } from '@robomarket/api-client/react';
import { SandboxCheckout, useToast } from '@robomarket/ui';
import { useNavigate } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { usePageTitle } from '../../../../lib/page-title';
import { renderRouterLink } from '../../../../lib/router-link';

/** The toast after a good card, on the workflow page the buyer lands on. */
const PAYMENT_SUCCESSFUL = 'Payment successful. Funds are held in escrow.';

/** Whether a failed payment load means there is no such payment for this user (404, or no valid id: 400). */
function isPaymentMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 404].includes(error.status);
}

export interface CheckoutScreenProps {
  /** The payment paid, from the address. */
  paymentId: string;
  /** The signed-in user: only the workflow's buyer gets the card form. */
  userId: string;
}

/**
 * /checkout/{paymentId} (issue 12, the sandbox provider's checkout page): reads the payment, then its
 * workflow's title, and pays with the card number the form hands over (the hook gives each press its own
 * Idempotency-Key). A good card toasts 'Payment successful. Funds are held in escrow.' and opens the
 * workflow; a refusal stays on the form; a 409 (the session expired or was paid meanwhile) reloads the
 * payment, so the page shows where it now stands. Another business's payment, or a malformed id, is not
 * found; the seller and the buyer's colleagues see the payment but are told only the buyer pays.
 */
export function CheckoutScreen({ paymentId, userId }: CheckoutScreenProps) {
  const query = useGetPayment(paymentId);
  // The title is reported once the page's heading is shown (OpenCheckout's, or a failure's), so that the
  // focus moves to that heading after the navigation here rather than staying on body.
  usePageTitle(query.isError ? 'Checkout' : null);
  if (query.isPending) return <SandboxCheckout status="loading" onPay={noPayment} />;
  if (query.isError) {
    return isPaymentMissing(query.error) ? (
      <SandboxCheckout status="not-found" onPay={noPayment} />
    ) : (
      <SandboxCheckout
        status="error"
        error={failureText(query.error, 'Failed to load payment')}
        onRetry={() => void query.refetch()}
        onPay={noPayment}
      />
    );
  }
  return <OpenCheckout payment={query.data} userId={userId} onConflict={() => void query.refetch()} />;
}

const noPayment = () => Promise.resolve();

interface OpenCheckoutProps {
  payment: PaymentData;
  userId: string;
  onConflict: () => void;
}

/** The loaded payment with its workflow's title and buyer (read once the payment names its workflow). */
function OpenCheckout({ payment, userId, onConflict }: OpenCheckoutProps) {
  const workflow = useGetWorkflow(payment.workflowId);
  usePageTitle(workflow.isPending ? null : 'Checkout');
  const confirm = useConfirmSandboxPayment();
  const toast = useToast();
  const navigate = useNavigate();

  async function pay(cardNumber: string) {
    try {
      const paid = await confirm.mutateAsync({ paymentId: payment.id, cardNumber });
      toast.success(PAYMENT_SUCCESSFUL);
      void navigate(`/workflow/${paid.workflowId}`);
    } catch (reason) {
      if (reason instanceof ApiError && reason.status === 409) onConflict();
      throw reason;
    }
  }

  // Who buys decides whether a form is shown; without the workflow the server's 403 still guards paying.
  if (workflow.isPending) return <SandboxCheckout status="loading" onPay={noPayment} />;
  return (
    <SandboxCheckout
      status="ready"
      payment={payment}
      canPay={workflow.data === undefined || workflow.data.buyerId === userId}
      workflowTitle={workflow.data?.title}
      onPay={pay}
      renderLink={renderRouterLink}
    />
  );
}
