import { Box, Button, Card, CheckboxGroup, Flex, Heading, Text } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { metricLabel } from '../../views/device-view';

export interface DeviceSharingFormProps {
  /** The seller the metrics are shared with, for support. */
  sellerName: string;
  /** The metrics the owner may share: the well-known ones and those the robot sends. */
  metrics: readonly string[];
  /** The metrics shared now. */
  shared: readonly string[];
  /** Saves the new choice; reject to show why and keep the ticks. Leave out for a read-only view (the seller's). */
  onSave?: (shared: string[]) => Promise<unknown>;
}

/**
 * The owner chooses which metrics the robot's seller may read for support (nothing else of the device is
 * shared); Save sends the choice. Without `onSave` it only lists what is shared, as the seller sees it.
 */
export function DeviceSharingForm({ sellerName, metrics, shared, onSave }: DeviceSharingFormProps) {
  const headingId = useId();
  const groupId = useId();
  const [chosen, setChosen] = useState<string[]>([...shared]);
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to save the sharing' });
  const offered = [...new Set([...metrics, ...shared])];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSave) return;
    setSaved(false);
    if (await run(() => onSave(chosen))) setSaved(true);
  }

  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            Sharing with the seller
          </Heading>
          {onSave ? (
            <form onSubmit={submit} aria-labelledby={headingId}>
              <Flex direction="column" gap="3">
                {error && <FormErrorCallout message={error} />}
                <Text as="p" size="2" id={groupId}>
                  {sellerName} may read these metrics, for support:
                </Text>
                <CheckboxGroup.Root
                  aria-labelledby={groupId}
                  value={chosen}
                  onValueChange={(next) => {
                    setChosen(next);
                    setSaved(false);
                  }}
                >
                  <Flex gap="3" wrap="wrap">
                    {offered.map((metric) => (
                      <CheckboxGroup.Item key={metric} value={metric}>
                        {metricLabel(metric)}
                      </CheckboxGroup.Item>
                    ))}
                  </Flex>
                </CheckboxGroup.Root>
                <Flex gap="3" align="center">
                  <Box>
                    <Button type="submit" disabled={busy}>
                      {busy ? 'Saving...' : 'Save sharing'}
                    </Button>
                  </Box>
                  <Text role="status" size="2" color="green">
                    {saved ? 'Saved' : ''}
                  </Text>
                </Flex>
              </Flex>
            </form>
          ) : (
            <Text as="p" size="2">
              {shared.length === 0
                ? 'The owner shares no metrics with you.'
                : `The owner shares: ${shared.map(metricLabel).join(', ')}.`}
            </Text>
          )}
        </Flex>
      </section>
    </Card>
  );
}
