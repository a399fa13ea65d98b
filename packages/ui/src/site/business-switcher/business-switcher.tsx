import { Flex, Text } from '@radix-ui/themes';
import { type CSSProperties, useId, useState } from 'react';
import { describeFailure } from '../../primitives/describe-failure';

/** A business the user may act for: the contract's Membership, as far as the switcher needs it. */
export interface SwitcherBusiness {
  /** The business's id. */
  business_id: string;
  /** The business's name. */
  name: string;
}

export interface BusinessSwitcherProps {
  /** The user's businesses; with none the switcher renders nothing (a customer acts for themselves). */
  businesses: ReadonlyArray<SwitcherBusiness>;
  /** The business acted for now (the server's `acting_business_id`). */
  actingBusinessId: string | null;
  /** Makes another business the one acted for; reject to keep the current one and show why. */
  onChoose: (businessId: string) => Promise<unknown>;
}

// A plain select: it works with every keyboard and screen reader, and adds nothing to the stylesheet the
// header's every page downloads (ADR 0060).
const selectStyle: CSSProperties = {
  font: 'inherit',
  fontSize: 'var(--font-size-2)',
  color: 'var(--gray-12)',
  background: 'var(--color-surface)',
  border: '1px solid var(--gray-a7)',
  borderRadius: 'var(--radius-2)',
  padding: '0 var(--space-2)',
  height: 'var(--space-6)',
  maxWidth: '16rem',
};

/**
 * The header's business switcher: 'Acting for' and the business the user acts for. A member of several
 * businesses chooses another in the list; while the choice is saved the list waits ('Switching to …'), and
 * a refusal keeps the business before and says why. One business is shown as text; none, nothing.
 */
export function BusinessSwitcher({ businesses, actingBusinessId, onChoose }: BusinessSwitcherProps) {
  const id = useId();
  const [pending, setPending] = useState<SwitcherBusiness | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (businesses.length === 0) return null;
  const acting = businesses.find((business) => business.business_id === actingBusinessId) ?? businesses[0];
  if (businesses.length === 1 || acting === undefined) {
    return (
      <Text size="2" color="gray">
        Acting for{' '}
        <Text weight="medium" color="gray" highContrast>
          {acting?.name}
        </Text>
      </Text>
    );
  }

  async function choose(businessId: string) {
    const next = businesses.find((business) => business.business_id === businessId);
    if (next === undefined || businessId === acting?.business_id) return;
    setFailure(null);
    setPending(next);
    try {
      await onChoose(businessId);
    } catch (error) {
      setFailure(describeFailure(error, `Could not switch to ${next.name}`).message);
    } finally {
      setPending(null);
    }
  }

  return (
    <Flex direction="column" gap="1">
      <Flex align="center" gap="2">
        <Text as="label" size="2" color="gray" htmlFor={id}>
          Acting for
        </Text>
        <select
          id={id}
          style={selectStyle}
          value={pending?.business_id ?? acting.business_id}
          disabled={pending !== null}
          onChange={(event) => void choose(event.target.value)}
        >
          {businesses.map((business) => (
            <option key={business.business_id} value={business.business_id}>
              {business.name}
            </option>
          ))}
        </select>
      </Flex>
      <Text role="status" size="1" color="gray">
        {pending ? `Switching to ${pending.name}...` : ''}
      </Text>
      {failure && (
        <Text role="alert" size="1" color="red">
          {failure}
        </Text>
      )}
    </Flex>
  );
}
