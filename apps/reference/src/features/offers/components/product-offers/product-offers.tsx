import type { UpdateOfferStatusBody } from '@robomarket/api-client';
import { useCreateOffer, useListOffers, useUpdateOfferStatus } from '@robomarket/api-client/react';
import {
  MakeOfferDialog,
  type MakeOfferValues,
  OfferList,
  OfferStatusPanel,
  type OfferView,
  useToast,
} from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';

/** What the offers need of the product. */
export interface OfferedProduct {
  id: string;
  name: string;
  price: string;
  currency: string;
  seller_id: string;
}

export interface ProductOffersProps {
  /** The product on the page. */
  product: OfferedProduct;
  /** The signed-in user acts for the product's seller (its business, ADR 0090): they see every offer on it. */
  owner: boolean;
  /** The user may answer offers (a SALES member; a member without SALES only sees them). */
  mayAnswer?: boolean;
  /** Whether the Make an Offer dialog is open (its button is in the product's details). */
  makeOfferOpen: boolean;
  /** Told when the dialog opens or closes. */
  onMakeOfferOpenChange: (open: boolean) => void;
}

/** The toasts of each move: success title and description. */
const MOVED: Record<UpdateOfferStatusBody['status'], [string, string | undefined]> = {
  ACCEPTED: ['Offer accepted', 'The order is created at Price Agreed.'],
  REJECTED: ['Offer rejected', undefined],
  COUNTERED: ['Counter sent', 'The buyer can accept it, reject it or withdraw.'],
  WITHDRAWN: ['Offer withdrawn', undefined],
};

/**
 * The offers part of /product/{id}: the product's business sees every offer on it and its SALES members
 * accept, reject or counter; anyone else makes an offer in the dialog and follows its status, answering a counter. Each
 * outcome is toasted; failures also stay where they happened (the dialog, the confirmation).
 */
export function ProductOffers({
  product,
  owner,
  mayAnswer = true,
  makeOfferOpen,
  onMakeOfferOpenChange,
}: ProductOffersProps) {
  const offers = useListOffers(product.id);
  const toast = useToast();
  const create = useCreateOffer();
  const update = useUpdateOfferStatus();

  async function outcome<T>(action: Promise<T>, title: string, description?: string): Promise<T> {
    try {
      const result = await action;
      toast.success(title, description);
      return result;
    } catch (reason) {
      toast.error(failureText(reason, 'Failed to update the offer'));
      throw reason;
    }
  }

  const move = async (offer: OfferView, body: UpdateOfferStatusBody) => {
    const [title, description] = MOVED[body.status];
    const moved = update.mutateAsync({ productId: product.id, offerId: offer.id, body });
    // Accepting a counter over the buyer's limits waits for the business's approvers (ADR 0091).
    const waits = await moved.then(
      (answer) => answer.status === 'PENDING_APPROVAL',
      () => false,
    );
    return waits
      ? outcome(moved, 'Waiting for approval', 'An approver of your business decides it.')
      : outcome(moved, title, description);
  };

  const status = offers.isPending ? 'loading' : offers.isError ? 'error' : 'ready';
  const error = offers.error ? failureText(offers.error, 'Failed to load offers') : undefined;

  if (owner) {
    return (
      <OfferList
        title="Offers on this product"
        status={status}
        offers={offers.data?.offers}
        error={error}
        onRetry={() => void offers.refetch()}
        onAccept={mayAnswer ? (offer) => move(offer, { status: 'ACCEPTED' }) : undefined}
        onReject={mayAnswer ? (offer) => move(offer, { status: 'REJECTED' }) : undefined}
        onCounter={mayAnswer ? (offer, price) => move(offer, { status: 'COUNTERED', price }) : undefined}
        renderLink={renderRouterLink}
      />
    );
  }

  const submit = (values: MakeOfferValues) =>
    outcome(
      create.mutateAsync({ productId: product.id, body: values }),
      'Offer sent',
      'The seller will accept, reject or counter it.',
    );

  return (
    <>
      <OfferStatusPanel
        status={status}
        offer={offers.data?.offers[0] ?? null}
        error={error}
        onRetry={() => void offers.refetch()}
        onAcceptCounter={(offer) => move(offer, { status: 'ACCEPTED' })}
        onRejectCounter={(offer) => move(offer, { status: 'REJECTED' })}
        onWithdraw={(offer) => move(offer, { status: 'WITHDRAWN' })}
        renderLink={renderRouterLink}
      />
      <MakeOfferDialog
        open={makeOfferOpen}
        onOpenChange={onMakeOfferOpenChange}
        productName={product.name}
        listPrice={product.price}
        currency={product.currency}
        onSubmit={submit}
      />
    </>
  );
}
