import { Button, Callout, Card, Flex, Heading, Spinner, Text, Link as ThemeLink } from '@radix-ui/themes';
import { useListWorkflowIotDevices } from '@robomarket/api-client/react';
import { DeviceStatusBadge, deviceHref } from '@robomarket/ui';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../../lib/failure-text';

// The dialog (its form, its select, the credential's Copy) loads when the seller first opens it: the
// workflow page's bundle lists every chunk its lazy parts need.
const RegisterDevice = lazy(async () => ({ default: (await import('./register-device')).RegisterDevice }));

export interface WorkflowDevicesPanelProps {
  workflowId: string;
  /** The chosen seller's SALES member: offers Register device. */
  mayRegister: boolean;
  /** The caller is the buyer's side (the robots are theirs) rather than the seller. */
  buyerSide: boolean;
}

/**
 * The workflow page's Devices panel once the order is under way: the units the seller registered (each a
 * link to its device page, with its status), and for the chosen seller's SALES member Register device, which
 * shows the new device's credential once.
 */
export function WorkflowDevicesPanel({ workflowId, mayRegister, buyerSide }: WorkflowDevicesPanelProps) {
  const headingId = useId();
  const query = useListWorkflowIotDevices(workflowId);
  const [registering, setRegistering] = useState(false);
  const devices = query.data?.devices ?? [];
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Flex align="center" gap="2">
        <Spinner aria-hidden />
        <Text role="status" size="2" color="gray">
          Loading devices...
        </Text>
      </Flex>
    );
  else if (query.isError)
    body = (
      <Callout.Root color="red" role="alert" highContrast>
        <Callout.Text>{failureText(query.error, 'Failed to load the devices')}</Callout.Text>
        <Flex>
          <Button size="1" variant="soft" color="red" highContrast onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  else if (devices.length === 0)
    body = (
      <Text as="p" size="2" color="gray">
        {buyerSide
          ? 'No devices yet. They appear here once the seller registers the units delivered.'
          : 'No devices yet. Register each unit you delivered so that the buyer sees its telemetry.'}
      </Text>
    );
  else
    body = (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {devices.map((device) => (
          <li
            key={device.id}
            style={{ padding: 'var(--space-2) 0', borderBottom: '1px solid var(--gray-a4)' }}
          >
            <Flex align="center" justify="between" gap="3" wrap="wrap">
              <Flex direction="column">
                <ThemeLink asChild weight="medium">
                  <Link to={deviceHref(device.id)}>{device.name}</Link>
                </ThemeLink>
                <Text size="1" color="gray">
                  {device.model} · {device.serialNumber}
                </Text>
              </Flex>
              <DeviceStatusBadge status={device.status} />
            </Flex>
          </li>
        ))}
      </ul>
    );
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id={headingId}>
              Devices
            </Heading>
            {mayRegister && <Button onClick={() => setRegistering(true)}>Register device</Button>}
          </Flex>
          {body}
        </Flex>
        {registering && (
          <Suspense fallback={null}>
            <RegisterDevice workflowId={workflowId} onClose={() => setRegistering(false)} />
          </Suspense>
        )}
      </section>
    </Card>
  );
}
