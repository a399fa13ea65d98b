import { Button, Card, Flex, Heading, Text, TextField, VisuallyHidden } from '@radix-ui/themes';
import { type FormEvent, type ReactElement, type ReactNode, useId, useState } from 'react';
import { ConfirmButton } from '../../internal/confirm-button';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { formatShortDate } from '../../internal/format';
import { plainLink } from '../../internal/plain-link';
import { isPriceInput, normalisePrice, PRICE_PROBLEM } from '../../internal/price-input';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';
import { acceptanceTestSentence } from '../../views/acceptance-view';
import { type OfferLink, type OfferView, priceLine } from '../../views/offer-view';
import { productHref } from '../../views/product-view';
import { sentByText } from '../../views/sent-by';
import { workflowHref } from '../../views/workflow-view';
import { OfferStatusBadge } from './offer-status-badge';

/** The failure shown when a move of an offer fails without a reason. */
export const OFFER_UPDATE_FAILED = 'Failed to update the offer. Please try again.';

export interface OfferListProps {
  /** The offers on the seller's product (or products), newest first, once `status` is 'ready'. */
  offers?: ReadonlyArray<OfferView>;
  /** Loading shows 'Loading offers...', error shows `error` with 'Try Again', ready shows the offers. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load offers' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failed load. */
  onRetry?: () => void;
  /** Who looks: the seller (answers offers; the default) or the buyer (its own offers, read only). */
  viewer?: 'seller' | 'buyer';
  /** Accepts a PENDING offer (the order is created); reject to show the failure in the confirmation. */
  onAccept?: (offer: OfferView) => Promise<unknown>;
  /** Rejects a PENDING offer; reject to show the failure in the confirmation. */
  onReject?: (offer: OfferView) => Promise<unknown>;
  /** Counters a PENDING or COUNTERED offer with a price per unit ("1050.00"); reject to keep the form open. */
  onCounter?: (offer: OfferView, price: string) => Promise<unknown>;
  /** Shows each offer's product name (a list across several products). */
  showProduct?: boolean;
  /** Renders links (React Router's Link in the app); a plain `<a>` by default. */
  renderLink?: (link: OfferLink) => ReactElement;
  /** Level of the heading: 2 (the default) under the page heading. */
  headingLevel?: 2 | 3;
  /** The heading's words; 'Offers' by default. */
  title?: string;
}

/**
 * The offers buyers made on a seller's product: buyer, price per unit, quantity and total, message, status
 * and date, with Accept, Reject (each confirmed) and Counter (a price field) on PENDING offers, and a new
 * counter on COUNTERED ones. An accepted offer links to its order's workflow.
 */
export function OfferList({
  offers = [],
  status,
  error,
  onRetry,
  onAccept,
  onReject,
  onCounter,
  viewer = 'seller',
  showProduct = false,
  renderLink = plainLink,
  headingLevel = 2,
  title = 'Offers',
}: OfferListProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading offers..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load offers'} onRetry={onRetry} />;
  else if (offers.length === 0)
    body = <EmptyState title="No offers yet" text="Offers from buyers appear here as they arrive." />;
  else
    body = (
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferRow
                offer={offer}
                viewer={viewer}
                showProduct={showProduct}
                onAccept={onAccept}
                onReject={onReject}
                onCounter={onCounter}
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      </Flex>
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="4" id={titleId}>
          {title}
        </Heading>
        {body}
      </section>
    </Flex>
  );
}

interface OfferRowProps extends Pick<OfferListProps, 'onAccept' | 'onReject' | 'onCounter' | 'showProduct'> {
  offer: OfferView;
  viewer: 'seller' | 'buyer';
  renderLink: (link: OfferLink) => ReactElement;
}

function OfferRow({ offer, viewer, showProduct, onAccept, onReject, onCounter, renderLink }: OfferRowProps) {
  const [countering, setCountering] = useState(false);
  const who = offer.buyerName;
  const total = priceLine(offer.price, offer.quantity, offer.currency);
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0">
            <Flex align="center" gap="2" wrap="wrap">
              <Text weight="bold" size="4">
                {formatPrice(offer.price, offer.currency)}
              </Text>
              <Text size="2" color="gray">
                per unit × {offer.quantity}
              </Text>
              <OfferStatusBadge status={offer.status} />
            </Flex>
            {viewer === 'buyer' ? (
              <Text size="2">
                {offer.productId === null
                  ? offer.productName
                  : renderLink({ href: productHref(offer.productId), children: offer.productName })}
              </Text>
            ) : (
              <Text size="2">
                {who}
                {showProduct && <> · {offer.productName}</>}
              </Text>
            )}
            <Text size="1" color="gray">
              Offered {total} · {formatShortDate(offer.createdAt)}
            </Text>
            {offer.sentBy && (
              <Text size="1" color="gray">
                {sentByText(offer.sentBy)}
              </Text>
            )}
            {offer.answeredBy && (
              <Text size="1" color="gray">
                {sentByText(offer.answeredBy, 'Answered')}
              </Text>
            )}
            {offer.counterPrice !== null && (
              <Text size="2">
                {viewer === 'buyer' ? "Seller's counter" : 'Your counter'}:{' '}
                {priceLine(offer.counterPrice, offer.quantity, offer.currency)}
              </Text>
            )}
            {offer.status === 'ACCEPTED' && offer.agreedPrice !== null && (
              <Text size="2">Agreed: {priceLine(offer.agreedPrice, offer.quantity, offer.currency)}</Text>
            )}
            {offer.message && (
              <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                “{offer.message}”
              </Text>
            )}
            {offer.acceptanceTest && (
              <Text size="2">Acceptance test: {acceptanceTestSentence(offer.acceptanceTest)}.</Text>
            )}
          </Flex>
          <Flex gap="2" wrap="wrap" align="center">
            {viewer === 'seller' && onAccept && onReject && offer.status === 'PENDING' && (
              <>
                <ConfirmButton
                  label="Accept"
                  busyLabel="Accepting..."
                  accessibleName={`Accept offer from ${who}`}
                  title="Accept this offer?"
                  description={`An order for ${total} from ${who} will be created at this price.`}
                  onConfirm={() => onAccept(offer)}
                  fallbackError={OFFER_UPDATE_FAILED}
                />
                <ConfirmButton
                  label="Reject"
                  busyLabel="Rejecting..."
                  accessibleName={`Reject offer from ${who}`}
                  title="Reject this offer?"
                  description={`${who} will see that you rejected the offer of ${total}.`}
                  color="red"
                  variant="soft"
                  onConfirm={() => onReject(offer)}
                  fallbackError={OFFER_UPDATE_FAILED}
                />
              </>
            )}
            {viewer === 'seller' &&
              onCounter &&
              (offer.status === 'PENDING' || offer.status === 'COUNTERED') &&
              !countering && (
                <Button variant="outline" onClick={() => setCountering(true)}>
                  {offer.status === 'COUNTERED' ? 'Change Counter' : 'Counter'}
                  <VisuallyHidden>
                    {offer.status === 'COUNTERED' ? ' for offer' : ' offer'} from {who}
                  </VisuallyHidden>
                </Button>
              )}
            {offer.status === 'ACCEPTED' &&
              offer.workflowId !== null &&
              renderLink({ href: workflowHref(offer.workflowId), children: 'View order' })}
          </Flex>
        </Flex>
        {countering && onCounter && (
          <CounterForm offer={offer} onCounter={onCounter} onClose={() => setCountering(false)} />
        )}
      </Flex>
    </Card>
  );
}

interface CounterFormProps {
  offer: OfferView;
  onCounter: NonNullable<OfferListProps['onCounter']>;
  onClose: () => void;
}

/** A counter price per unit, with the product price rules of product-spec §5. */
function CounterForm({ offer, onCounter, onClose }: CounterFormProps) {
  const id = useId();
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, error, run } = useAsyncSubmit({ fallbackError: OFFER_UPDATE_FAILED });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalised = normalisePrice(price);
    if (normalised === null) {
      setProblem(PRICE_PROBLEM);
      event.currentTarget.querySelector<HTMLInputElement>('[name="counterPrice"]')?.focus();
      return;
    }
    void run(() => onCounter(offer, normalised)).then((done) => {
      if (done) onClose();
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Counter offer from ${offer.buyerName}`} aria-busy={busy}>
      <Flex direction="column" gap="2">
        {error && <FormErrorCallout message={error} />}
        <FormField id={`${id}-price`} label="Counter price per unit" problem={problem}>
          {(control) => (
            <TextField.Root
              {...control}
              name="counterPrice"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={price}
              onChange={(event) => {
                if (isPriceInput(event.target.value)) {
                  setPrice(event.target.value);
                  setProblem(undefined);
                } else {
                  // Put back what was there: preact/compat (the app's React) keeps the refused text otherwise.
                  event.target.value = price;
                }
              }}
            >
              <TextField.Slot side="right">
                <Text size="1" color="gray">
                  {offer.currency}
                </Text>
              </TextField.Slot>
            </TextField.Root>
          )}
        </FormField>
        <Flex gap="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Counter'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
