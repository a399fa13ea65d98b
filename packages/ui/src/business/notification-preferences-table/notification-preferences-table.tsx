import { Box, Checkbox, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import type { NotificationType } from '@robomarket/api-client/enums';
import { useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { LoadError } from '../../internal/load-error';

/** One event type's channels (the contract's `NotificationPreference`). */
export interface NotificationPreferenceView {
  type: NotificationType;
  in_app: boolean;
  email: boolean;
  digest: boolean;
}

type Channel = 'in_app' | 'email' | 'digest';

/** What each event type is called on the table. */
export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  'business.invitation': 'Invitation to a business',
  'rfp.new_matching': 'New RFP in a followed category',
  'rfp.invited': 'Invitation to bid on an RFP',
  'proposal.received': 'Proposal received',
  'proposal.revised': 'Proposal revised',
  'proposal.withdrawn': 'Proposal withdrawn',
  'proposal.accepted': 'Your proposal accepted',
  'proposal.rejected': 'Your proposal not chosen',
  'offer.received': 'Offer received',
  'offer.countered': 'Counter-offer',
  'offer.accepted': 'Offer accepted',
  'offer.rejected': 'Offer rejected',
  'message.received': 'Message received',
  'payment.held': 'Payment held in escrow',
  'order.started': 'Order started',
  'payment.released': 'Payment released',
  'payment.refunded': 'Payment refunded',
  'payment.disputed': 'Dispute opened',
  'approval.needed': 'Approval needed',
  'iot.alert_raised': 'Robot alert raised',
  'iot.acceptance_passed': 'Acceptance test passed',
};

const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  in_app: 'In app',
  email: 'E-mail',
  digest: 'Daily digest',
};
const CHANNELS = Object.keys(CHANNEL_LABELS) as Channel[];

export interface NotificationPreferencesTableProps {
  /** Every event type's channels, shown once `status` is 'ready'. */
  preferences?: ReadonlyArray<NotificationPreferenceView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the table. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed. */
  error?: string;
  /** Called by 'Try Again' after a failure; without it there is no button. */
  onRetry?: () => void;
  /** Saves one type's channels; reject with an `Error` to show its message (the box goes back). */
  onChange: (preference: NotificationPreferenceView) => Promise<unknown>;
}

/** Per event type, which channels tell the user: in the app, one e-mail each, or the daily digest. */
export function NotificationPreferencesTable({
  preferences = [],
  status,
  error,
  onRetry,
  onChange,
}: NotificationPreferencesTableProps) {
  const [pending, setPending] = useState<Record<string, NotificationPreferenceView>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (preference: NotificationPreferenceView, channel: Channel, on: boolean) => {
    const next = { ...preference, [channel]: on };
    setFailure(null);
    setPending((current) => ({ ...current, [preference.type]: next }));
    try {
      await onChange(next);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'Failed to save the preference');
    } finally {
      setPending(({ [preference.type]: _, ...rest }) => rest);
    }
  };
  let body: React.ReactNode;
  if (status === 'loading') {
    body = (
      <Text role="status" size="2">
        <Spinner /> Loading notification preferences...
      </Text>
    );
  } else if (status === 'error') {
    body = (
      <LoadError message={error?.trim() || 'Failed to load notification preferences'} onRetry={onRetry} />
    );
  } else {
    body = (
      <Table.Root variant="surface" size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
            {CHANNELS.map((channel) => (
              <Table.ColumnHeaderCell key={channel}>{CHANNEL_LABELS[channel]}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {preferences.map((stored) => {
            const preference = pending[stored.type] ?? stored;
            const label = NOTIFICATION_TYPE_LABELS[stored.type];
            return (
              <Table.Row key={stored.type}>
                <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
                {CHANNELS.map((channel) => (
                  <Table.Cell key={channel}>
                    <Checkbox
                      aria-label={`${label}: ${CHANNEL_LABELS[channel]}`}
                      checked={preference[channel]}
                      disabled={pending[stored.type] !== undefined}
                      onCheckedChange={(checked) => void toggle(preference, channel, checked === true)}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    );
  }
  return (
    <Box>
      <Heading as="h2" size="4" mb="2">
        Notifications
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Choose how you hear about each event. The daily digest gathers its events into one e-mail a day.
      </Text>
      {failure && <FormErrorCallout message={failure} />}
      {body}
    </Box>
  );
}
