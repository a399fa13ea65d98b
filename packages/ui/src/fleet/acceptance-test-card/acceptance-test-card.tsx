import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { AcceptanceStatus } from '@robomarket/api-client/enums';
import { useId } from 'react';
import { formatShortDate } from '../../internal/format';
import { CardList } from '../../internal/membership-views';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { acceptanceTestSentence, type WorkflowAcceptanceView } from '../../views/acceptance-view';

type BadgeColor = 'gray' | 'amber' | 'green' | 'red';

const STATUS: Record<AcceptanceStatus, { label: string; color: BadgeColor }> = {
  NONE: { label: 'None', color: 'gray' },
  WAITING: { label: 'Waiting', color: 'amber' },
  PASSED: { label: 'Acceptance test passed', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

export interface AcceptanceTestCardProps {
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows `acceptance`. */
  status: 'loading' | 'error' | 'ready';
  /** The test and each registered unit's standing, shown once `status` is 'ready'. */
  acceptance?: WorkflowAcceptanceView;
  /** Why loading failed; 'Failed to load the acceptance test' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry?: () => void;
  /** The buyer may open a dispute; the seller is told the buyer may. */
  side: 'buyer' | 'seller';
  /** Level of the card's heading. */
  headingLevel?: 2 | 3;
}

/** "12.5 h", "40 h": hours with at most one decimal. */
function hoursText(hours: number): string {
  return `${Math.round(hours * 10) / 10} h`;
}

/**
 * A deal's acceptance test on the workflow (ADR 0100): the rule in a sentence, its status (Waiting,
 * "Acceptance test passed", Failed, None), each delivered unit's operating hours against the target as a
 * progress bar with the critical error codes it reported, and after PASSED the date the escrow is released
 * automatically unless the buyer disputes.
 */
export function AcceptanceTestCard({
  status,
  acceptance,
  error,
  onRetry,
  side,
  headingLevel = 2,
}: AcceptanceTestCardProps) {
  const titleId = useId();
  const heading = (
    <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="4" id={titleId}>
      Acceptance test
    </Heading>
  );
  if (status !== 'ready' || !acceptance) {
    return (
      <Card size="2" asChild>
        <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
          <Flex direction="column" gap="3">
            {heading}
            {status === 'error' ? (
              <SectionError
                message={error?.trim() || 'Failed to load the acceptance test'}
                onRetry={onRetry}
              />
            ) : (
              <SectionLoading label="Loading the acceptance test..." />
            )}
          </Flex>
        </section>
      </Card>
    );
  }
  const { test, units } = acceptance;
  const shown = STATUS[acceptance.status];
  return (
    <Card size="2" asChild>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            {heading}
            <Badge size="2" color={shown.color} variant="soft" highContrast>
              {shown.label}
            </Badge>
          </Flex>
          {test ? (
            <Text as="p" size="2">
              {acceptanceTestSentence(test)}.
            </Text>
          ) : (
            <Text as="p" size="2" color="gray">
              This deal carries no acceptance test: the escrow is released by the buyer.
            </Text>
          )}
          {acceptance.status === 'PASSED' && acceptance.releaseAt && (
            <Text as="p" size="2" weight="medium" role="note">
              {side === 'buyer'
                ? `The escrow is released automatically on ${formatShortDate(acceptance.releaseAt)} unless you open a dispute.`
                : `The escrow is released automatically on ${formatShortDate(acceptance.releaseAt)} unless the buyer opens a dispute.`}
            </Text>
          )}
          {test && acceptance.status !== 'NONE' && units.length === 0 && (
            <Text as="p" size="2" color="gray">
              No unit is registered yet: the seller registers each delivered unit on this deal.
            </Text>
          )}
          {test && units.length > 0 && (
            <CardList>
              {units.map((unit) => (
                <li key={unit.deviceId}>
                  <Flex direction="column" gap="1">
                    <Flex justify="between" gap="2" wrap="wrap">
                      <Text size="2" weight="medium">
                        {unit.deviceName}{' '}
                        <Text color="gray" weight="regular">
                          ({unit.serialNumber})
                        </Text>
                      </Text>
                      <Text size="2" color={unit.passed ? 'green' : 'gray'}>
                        {hoursText(unit.operatingHours)} of {test.minOperatingHours} h
                        {unit.passed ? ' · met' : ''}
                      </Text>
                    </Flex>
                    <HoursBar
                      label={`${unit.deviceName}: operating hours`}
                      hours={unit.operatingHours}
                      target={test.minOperatingHours}
                      tone={unit.criticalErrors.length > 0 ? 'red' : unit.passed ? 'green' : 'accent'}
                    />
                    {unit.criticalErrors.length > 0 && (
                      <Text size="1" color="red">
                        Critical error{unit.criticalErrors.length === 1 ? '' : 's'}:{' '}
                        {unit.criticalErrors
                          .map((seen) => `code ${seen.code} on ${formatShortDate(seen.at)}`)
                          .join(', ')}
                      </Text>
                    )}
                    {!unit.passed && unit.criticalErrors.length === 0 && (
                      <Text size="1" color="gray">
                        Window ends {formatShortDate(unit.windowEndsAt)}
                      </Text>
                    )}
                  </Flex>
                </li>
              ))}
            </CardList>
          )}
        </Flex>
      </section>
    </Card>
  );
}

/**
 * Hours against the target as a bar: a plain progressbar drawn with the theme's tokens (Radix's Progress
 * would add its rules to the one stylesheet every page downloads).
 */
function HoursBar({
  label,
  hours,
  target,
  tone,
}: {
  label: string;
  hours: number;
  target: number;
  tone: 'red' | 'green' | 'accent';
}) {
  const shown = Math.min(hours, target);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuenow={Math.round(shown * 10) / 10}
      style={{ height: 'var(--space-2)', borderRadius: 'var(--radius-thumb)', background: 'var(--gray-a4)' }}
    >
      <Box
        style={{
          width: `${(shown / target) * 100}%`,
          height: '100%',
          borderRadius: 'inherit',
          background: `var(--${tone}-9)`,
        }}
      />
    </Box>
  );
}
