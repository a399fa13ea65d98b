import type { UpdateOfferStatusBody } from '@robomarket/api-client';
import { useListMyOffers, useUpdateOfferStatus } from '@robomarket/api-client/react';
import { OfferList, type OfferView, useToast } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { renderRouterLink } from '../../../../lib/router-link';

export interface MyOffersProps {
  /** Whether the user sells (sees the offers on its products as well as its own). */
  isSeller: boolean;
}

const status = (query: { isPending: boolean; isError: boolean }) =>
  query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

/**
 * The dashboard's offers: a seller's 'Offers on your products' (answered in place) and everyone's 'Your
 * offers', each offer linking to its product and, once accepted, to its order.
 */
export function MyOffers({ isSeller }: MyOffersProps) {
  const received = useListMyOffers('seller', { enabled: isSeller });
  const made = useListMyOffers('buyer');
  const update = useUpdateOfferStatus();
  const toast = useToast();

  const move = async (offer: OfferView, body: UpdateOfferStatusBody, done: string) => {
    if (offer.productId === null) throw new Error('This product was removed');
    try {
      const moved = await update.mutateAsync({ productId: offer.productId, offerId: offer.id, body });
      // Accepting a counter over the buyer's limits waits for the business's approvers (ADR 0091).
      toast.success(moved.status === 'PENDING_APPROVAL' ? 'Waiting for approval' : done);
    } catch (reason) {
      toast.error(failureText(reason, 'Failed to update the offer'));
      throw reason;
    }
  };

  return (
    <>
      {isSeller && (
        <OfferList
          title="Offers on your products"
          showProduct
          status={status(received)}
          offers={received.data?.offers}
          error={received.error ? failureText(received.error, 'Failed to load offers') : undefined}
          onRetry={() => void received.refetch()}
          onAccept={(offer) => move(offer, { status: 'ACCEPTED' }, 'Offer accepted')}
          onReject={(offer) => move(offer, { status: 'REJECTED' }, 'Offer rejected')}
          onCounter={(offer, price) => move(offer, { status: 'COUNTERED', price }, 'Counter sent')}
          renderLink={renderRouterLink}
        />
      )}
      <OfferList
        title="Your offers"
        viewer="buyer"
        status={status(made)}
        offers={made.data?.offers}
        error={made.error ? failureText(made.error, 'Failed to load offers') : undefined}
        onRetry={() => void made.refetch()}
        renderLink={renderRouterLink}
      />
    </>
  );
}
