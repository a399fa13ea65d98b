import { Badge } from '@radix-ui/themes';
import type { RfpStatus } from '@robomarket/api-client/enums';

type BadgeColor = 'blue' | 'orange' | 'green' | 'red' | 'gray';

// product-spec §4: SUBMITTED blue, UNDER_REVIEW orange, APPROVED green, REJECTED red, otherwise gray.
const COLOURS: Record<RfpStatus, BadgeColor> = {
  DRAFT: 'gray',
  SUBMITTED: 'blue',
  UNDER_REVIEW: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

const LABELS: Record<RfpStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

function isRfpStatus(status: string): status is RfpStatus {
  return Object.hasOwn(COLOURS, status);
}

/** The words for an RFP status: 'Under Review'; an unknown status is shown as it came. */
export function rfpStatusLabel(status: string): string {
  return isRfpStatus(status) ? LABELS[status] : status;
}

export interface RfpStatusBadgeProps {
  /** The RFP's status; one the contract does not know is shown gray, as it came. */
  status: RfpStatus | (string & {});
}

/** An RFP's status in its colour (product-spec §4 RFP statuses). */
export function RfpStatusBadge({ status }: RfpStatusBadgeProps) {
  const color = isRfpStatus(status) ? COLOURS[status] : 'gray';
  return (
    <Badge color={color} variant="soft" highContrast data-status={status}>
      {rfpStatusLabel(status)}
    </Badge>
  );
}
