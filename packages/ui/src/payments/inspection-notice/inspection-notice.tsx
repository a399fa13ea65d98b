import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { formatShortDate } from '../../internal/format';

export interface InspectionNoticeProps {
  /** When the inspection period ends (RFC 3339): the funds are released automatically then. */
  inspectionEndsAt: string;
  /** The buyer is asked to act; the seller is told when it is paid; anyone else sees the date. */
  viewerRole: 'buyer' | 'seller' | 'viewer';
  /** A dispute is open: the automatic release waits for it. */
  disputeActive?: boolean;
}

/**
 * The inspection period after delivery (DESIGN.md §5): the buyer releases the funds or opens a dispute
 * before it ends; when it ends with neither, the funds are released to the seller automatically.
 */
export function InspectionNotice({
  inspectionEndsAt,
  viewerRole,
  disputeActive = false,
}: InspectionNoticeProps) {
  const date = formatShortDate(inspectionEndsAt);
  let text: string;
  if (disputeActive) text = 'A dispute is open: the funds stay held until it is settled or withdrawn.';
  else if (viewerRole === 'buyer')
    text = `Inspection period ends ${date}. Release the funds or open a dispute before then.`;
  else if (viewerRole === 'seller')
    text = `Delivered. The funds are released to you automatically on ${date} unless the buyer opens a dispute.`;
  else text = `Inspection period ends ${date}; the funds are then released to the seller automatically.`;
  return (
    <Callout.Root color={disputeActive ? 'orange' : 'blue'} highContrast role="note">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}
