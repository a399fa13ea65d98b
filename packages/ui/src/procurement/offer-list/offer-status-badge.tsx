import { Badge } from '@radix-ui/themes';
import { offerStatusColor, offerStatusLabel } from '../../views/offer-view';

/** An offer's status as a coloured badge. */
export function OfferStatusBadge({
  status,
}: {
  /** The offer's status as the API sends it ('PENDING', 'COUNTERED', 'ACCEPTED', …); shown in words. */
  status: string;
}) {
  return (
    <Badge color={offerStatusColor(status)} variant="soft" highContrast>
      {offerStatusLabel(status)}
    </Badge>
  );
}
