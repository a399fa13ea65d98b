import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { FormField } from '../../internal/form-field';
import { acceptanceTestSentence } from '../../views/acceptance-view';
import {
  ACCEPTANCE_LIMITS,
  type AcceptanceTestDraft,
  type AcceptanceTestProblems,
  checkAcceptanceTest,
} from './acceptance-test-checks';

export interface AcceptanceTestFieldsProps {
  /** The draft, owned by the form (`emptyAcceptanceTestDraft()` to start). */
  draft: AcceptanceTestDraft;
  /** The problems `checkAcceptanceTest` found, shown next to their fields. */
  problems?: AcceptanceTestProblems;
  /** Told each change; the form clears the changed field's problem. */
  onChange: (change: Partial<AcceptanceTestDraft>) => void;
  /** Who the test binds, for the hint: the seller proposing it or the buyer asking for it. */
  side?: 'seller' | 'buyer';
  /** Prefix of the controls' ids; one of its own by default. */
  idPrefix?: string;
}

const FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * The optional acceptance test of a proposal or an offer (ADR 0100): a checkbox "Add an acceptance test",
 * then operating hours, days and critical error codes (comma-separated; none means any code), with the
 * test read back in a sentence once it is valid. Check and normalise with `checkAcceptanceTest`.
 */
export function AcceptanceTestFields({
  draft,
  problems = {},
  onChange,
  side = 'seller',
  idPrefix,
}: AcceptanceTestFieldsProps) {
  const ownId = useId();
  const id = idPrefix ?? ownId;
  const { test } = checkAcceptanceTest(draft);
  return (
    <Flex asChild direction="column" gap="3">
      <fieldset style={FIELDSET}>
        <Text as="p" size="3" weight="bold" asChild>
          <legend>Acceptance test</legend>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            {/* A checkbox rather than a switch: its styles are in the page already (the switch's would add 1.5 KB). */}
            <Checkbox
              name="acceptanceEnabled"
              checked={draft.enabled}
              onCheckedChange={(checked) => onChange({ enabled: checked === true })}
            />
            Add an acceptance test
          </Flex>
        </Text>
        <Text size="1" color="gray">
          {side === 'seller'
            ? 'The delivered robots prove themselves: once every unit reports it, the escrow is released automatically unless the buyer disputes.'
            : 'Ask the delivered robots to prove themselves: once every unit reports it, the escrow is released automatically unless you dispute.'}
        </Text>
        {draft.enabled && (
          <>
            <Flex gap="3" wrap="wrap">
              <FormField
                id={`${id}-hours`}
                label="Operating hours per unit"
                problem={problems.acceptanceHours}
              >
                {(control) => (
                  <TextField.Root
                    {...control}
                    name="acceptanceHours"
                    type="number"
                    inputMode="numeric"
                    min={ACCEPTANCE_LIMITS.hours.min}
                    max={ACCEPTANCE_LIMITS.hours.max}
                    step={1}
                    required
                    value={draft.hours}
                    onChange={(event) => onChange({ hours: event.target.value })}
                  />
                )}
              </FormField>
              <FormField id={`${id}-days`} label="Within days" problem={problems.acceptanceDays}>
                {(control) => (
                  <TextField.Root
                    {...control}
                    name="acceptanceDays"
                    type="number"
                    inputMode="numeric"
                    min={ACCEPTANCE_LIMITS.days.min}
                    max={ACCEPTANCE_LIMITS.days.max}
                    step={1}
                    required
                    value={draft.days}
                    onChange={(event) => onChange({ days: event.target.value })}
                  />
                )}
              </FormField>
            </Flex>
            <FormField id={`${id}-codes`} label="Critical error codes" problem={problems.acceptanceCodes}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name="acceptanceCodes"
                  autoComplete="off"
                  placeholder="e.g. 12, 31 (leave empty: any code)"
                  value={draft.codes}
                  onChange={(event) => onChange({ codes: event.target.value })}
                />
              )}
            </FormField>
            {test && (
              <Text as="p" size="2">
                {acceptanceTestSentence(test)}.
              </Text>
            )}
          </>
        )}
      </fieldset>
    </Flex>
  );
}
