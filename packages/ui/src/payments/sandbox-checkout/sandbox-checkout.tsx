import { CheckCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Code,
  Flex,
  Grid,
  Heading,
  Separator,
  Skeleton,
  Text,
  TextField,
} from '@radix-ui/themes';
import type { PaymentData } from '@robomarket/api-client';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { plainLink } from '../../internal/plain-link';
import { describeFailure } from '../../primitives/describe-failure';
import { PageMessage } from '../../primitives/page-message';
import { formatPrice } from '../../primitives/price-text';
import type { ProductLink } from '../../views/product-view';
import {
  type CardDraft,
  type CardField,
  caretAfterGrouping,
  checkCard,
  digitsOf,
  formatExpiry,
  groupCardNumber,
} from './card-checks';

/** Where the checkout's data stands: loading, failed to load, no such payment (for this user), or loaded. */
export type SandboxCheckoutStatus = 'loading' | 'error' | 'not-found' | 'ready';

/** What the checkout shows of a payment. */
export type SandboxCheckoutPayment = Pick<
  PaymentData,
  'id' | 'amount' | 'currency' | 'status' | 'workflowId'
>;

export interface SandboxCheckoutProps {
  /** Loading shows a placeholder, error the failure with Try Again, not-found 'Payment not found', ready the payment. */
  status: SandboxCheckoutStatus;
  /** The payment once `status` is 'ready': PENDING shows the card form, COMPLETED, EXPIRED and FAILED say so. */
  payment?: SandboxCheckoutPayment;
  /** The title of the workflow paid for; 'Escrow payment' while it is not known. */
  workflowTitle?: string;
  /** Why loading failed, in words for people (from describeFailure). */
  error?: string;
  /** Called by 'Try Again' after a load failure. */
  onRetry?: () => void;
  /**
   * Pays with the card number (digits only; the expiry and CVC are checked here and never passed on).
   * Resolve when paid; reject with the API's error (402 `card_declined` / `insufficient_funds`, 400, 409...)
   * to show why and keep the form.
   */
  onPay: (cardNumber: string) => Promise<unknown>;
  /** Where a workflow's page is: View Workflow and Back to Workflow lead there; defaults to /workflow/{id}. */
  workflowHref?: (workflowId: string) => string;
  /** Where 'Go to Dashboard' leads when there is no payment to show; defaults to /dashboard. */
  dashboardHref?: string;
  /** Renders the links (View Workflow, Back to Workflow), e.g. with React Router's Link; defaults to `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** Today, for the expiry check (a card expiring this month still passes); defaults to the device's clock. */
  today?: Date;
  /**
   * Whether the viewer may pay: only the workflow's buyer does (the seller and the buyer's colleagues see the
   * payment but are told so instead of getting a form). Defaults to true.
   */
  canPay?: boolean;
}

/** The documented test cards of the sandbox provider (README "Trying it"). */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const;

/** The alert of a failed payment with no message of its own. */
export const PAYMENT_FAILED = 'Payment failed. Please try again.';
const DECLINED = 'Your card was declined. Try another card.';
const INSUFFICIENT_FUNDS = 'Your card has insufficient funds. Try another card.';

const defaultWorkflowHref = (workflowId: string) => `/workflow/${workflowId}`;

function field(record: unknown, key: 'code' | 'message' | 'status'): unknown {
  return typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[key] : undefined;
}

/** A failed payment in words: the provider's decline reasons, a 400's own message, else the failure's. */
export function paymentFailureText(reason: unknown): string {
  const code = field(reason, 'code');
  if (code === 'card_declined') return DECLINED;
  if (code === 'insufficient_funds') return INSUFFICIENT_FUNDS;
  const message = field(reason, 'message');
  if (field(reason, 'status') === 400 && typeof message === 'string' && message.trim() !== '') {
    return message.trim();
  }
  return describeFailure(reason, PAYMENT_FAILED).message;
}

/**
 * The sandbox card provider's checkout, as a buyer expects a card form in test mode (issue 12): what is
 * paid for and the amount with its cents, the escrow promise, the three documented test cards, and Card
 * number, Expiry (MM / YY) and CVC, each checked on the device with its problem under it. 'Pay {amount}'
 * turns 'Processing...' and pays once however often it is pressed. A declined card is explained above the
 * form, which keeps the expiry and CVC and puts the buyer back on the card number. A payment that is no
 * longer open (paid, expired, failed) says so with the way back to its workflow.
 */
export function SandboxCheckout({
  status,
  payment,
  workflowTitle,
  error,
  onRetry,
  onPay,
  workflowHref = defaultWorkflowHref,
  dashboardHref = '/dashboard',
  renderLink = plainLink,
  today,
  canPay = true,
}: SandboxCheckoutProps) {
  const [paid, setPaid] = useState(false);

  if (status === 'loading') {
    return (
      <Card size="4">
        <Flex direction="column" gap="4">
          <Text role="status" color="gray">
            Loading payment...
          </Text>
          <Flex direction="column" gap="3" aria-hidden>
            <Skeleton width="60%" height="32px" />
            <Skeleton width="40%" height="24px" />
            <Skeleton width="100%" height="160px" />
          </Flex>
        </Flex>
      </Card>
    );
  }
  if (status === 'error') {
    return (
      <PageMessage alert title="Failed to load payment" text={error?.trim() || 'Please try again.'}>
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
      </PageMessage>
    );
  }
  if (status === 'not-found' || payment === undefined) {
    return (
      <PageMessage title="Payment not found" text="Payment not found. Please check the link and try again.">
        <Button asChild variant="soft">
          {renderLink({ href: dashboardHref, children: 'Go to Dashboard' })}
        </Button>
      </PageMessage>
    );
  }

  const toWorkflow = (label: string, variant: 'solid' | 'soft' = 'solid') => (
    <Button asChild variant={variant}>
      {renderLink({ href: workflowHref(payment.workflowId), children: label })}
    </Button>
  );
  if (paid) {
    return (
      <Card size="4" role="status">
        <Flex direction="column" align="center" gap="3" py="5">
          <Text color="green" aria-hidden>
            <CheckCircledIcon width="32" height="32" />
          </Text>
          <Heading as="h1" size="6" align="center">
            Payment successful
          </Heading>
          <Text as="p" color="gray" align="center">
            {formatPrice(payment.amount, payment.currency)} paid. Funds are held in escrow until you release
            them.
          </Text>
          {toWorkflow('View Workflow')}
        </Flex>
      </Card>
    );
  }
  if (payment.status === 'COMPLETED') {
    return (
      <PageMessage title="Payment complete" text="This payment is complete.">
        {toWorkflow('View Workflow')}
      </PageMessage>
    );
  }
  if (payment.status === 'EXPIRED') {
    return (
      <PageMessage
        title="Session expired"
        text="This payment session has expired. Start the payment again from the workflow."
      >
        {toWorkflow('Back to Workflow')}
      </PageMessage>
    );
  }
  if (payment.status === 'FAILED') {
    return (
      <PageMessage
        title="Payment closed"
        text="This payment did not go through. Start the payment again from the workflow."
      >
        {toWorkflow('Back to Workflow')}
      </PageMessage>
    );
  }
  if (!canPay) {
    return (
      <PageMessage
        title="Only the buyer pays"
        text="Only the buyer of this workflow can pay this payment. It is still open."
      >
        {toWorkflow('View Workflow')}
      </PageMessage>
    );
  }
  return (
    <CheckoutForm
      payment={payment}
      workflowTitle={workflowTitle}
      onPay={onPay}
      onPaid={() => setPaid(true)}
      today={today}
    />
  );
}

interface CheckoutFormProps {
  payment: SandboxCheckoutPayment;
  workflowTitle: string | undefined;
  onPay: (cardNumber: string) => Promise<unknown>;
  onPaid: () => void;
  today: Date | undefined;
}

const FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];

function CheckoutForm({ payment, workflowTitle, onPay, onPaid, today }: CheckoutFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<CardDraft>({ cardNumber: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set before the first await, so a second press in the same frame finds it and pays nothing.
  const paying = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<{ field: CardField; select: boolean } | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const amount = formatPrice(payment.amount, payment.currency);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const number = element.elements.namedItem('cardNumber');
    if (pendingCaret.current !== null && number instanceof HTMLInputElement) {
      number.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const control = element.elements.namedItem(focus.field);
    if (control instanceof HTMLInputElement) {
      control.focus();
      if (focus.select) control.select();
    }
  });

  const change = (key: CardField, value: string) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setProblems((previous) => ({ ...previous, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying.current) return;
    const found = checkCard(draft, today ?? new Date());
    setProblems(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      pendingFocus.current = { field: first, select: false };
      setFailure(null);
      return;
    }
    paying.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await onPay(digitsOf(draft.cardNumber));
      onPaid();
    } catch (reason) {
      setFailure(paymentFailureText(reason));
      // Back on the card number, selected so the next card replaces it; the expiry and CVC stay.
      pendingFocus.current = { field: 'cardNumber', select: true };
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h1" size="6">
              Checkout
            </Heading>
            <Badge color="orange" variant="soft" highContrast>
              Test mode
            </Badge>
          </Flex>
          <Text color="gray" size="2">
            Paying for
          </Text>
          <Heading as="h2" size="4">
            {workflowTitle?.trim() || 'Escrow payment'}
          </Heading>
          <Text size="7" weight="bold">
            {amount}
          </Text>
          <Flex align="center" gap="2">
            <Text color="gray" aria-hidden>
              <LockClosedIcon />
            </Text>
            <Text color="gray" size="2">
              Funds are held in escrow until you release them
            </Text>
          </Flex>
        </Flex>
        <Callout.Root color="blue" highContrast size="1">
          <Callout.Text weight="bold">Test mode</Callout.Text>
          <Callout.Text>No real card is charged. Pay with one of these test cards:</Callout.Text>
          <Box asChild m="0" pl="4">
            <ul>
              {SANDBOX_TEST_CARDS.map((card) => (
                <Text size="2" key={card.number} asChild>
                  <li>
                    <Code variant="ghost">{card.number}</Code> {card.outcome}
                  </li>
                </Text>
              ))}
            </ul>
          </Box>
          <Callout.Text>Any expiry date in the future and any 3-digit CVC.</Callout.Text>
        </Callout.Root>
        <Separator size="4" />
        <form ref={form} noValidate aria-busy={busy} aria-label="Card details" onSubmit={submit}>
          <Flex direction="column" gap="3">
            {failure && <FormErrorCallout message={failure} />}
            <FormField id={`${id}-cardNumber`} label="Card number" problem={problems.cardNumber}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name="cardNumber"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  required
                  maxLength={23}
                  value={draft.cardNumber}
                  onChange={(event) => {
                    const typed = event.target.value;
                    const grouped = groupCardNumber(typed);
                    pendingCaret.current = caretAfterGrouping(
                      typed,
                      event.target.selectionStart ?? typed.length,
                      grouped,
                    );
                    change('cardNumber', grouped);
                  }}
                />
              )}
            </FormField>
            <Grid columns="2" gap="3">
              <FormField id={`${id}-expiry`} label="Expiry (MM / YY)" problem={problems.expiry}>
                {(control) => (
                  <TextField.Root
                    {...control}
                    name="expiry"
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM / YY"
                    required
                    maxLength={7}
                    value={draft.expiry}
                    onChange={(event) => change('expiry', formatExpiry(event.target.value, draft.expiry))}
                  />
                )}
              </FormField>
              <FormField id={`${id}-cvc`} label="CVC" problem={problems.cvc}>
                {(control) => (
                  <TextField.Root
                    {...control}
                    name="cvc"
                    type="text"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    required
                    maxLength={4}
                    value={draft.cvc}
                    onChange={(event) => change('cvc', digitsOf(event.target.value))}
                  />
                )}
              </FormField>
            </Grid>
            <Button type="submit" size="3" disabled={busy} mt="2">
              {busy ? 'Processing...' : `Pay ${amount}`}
            </Button>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}
