import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { type Currency, currencyValues } from '@robomarket/api-client/enums';
import { compareMoney, toMoneyString } from '@robomarket/api-client/money';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { LoadError } from '../../internal/load-error';
import { ListLoading, type MembershipListStatus } from '../../internal/membership-views';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';

/** A business's approval rules: the contract's `ApprovalRules`. */
export interface ApprovalRulesValues {
  currency: Currency;
  /** Every award above it waits for approval; null: no business-wide threshold. */
  threshold: string | null;
  /** Awards above `above` need `approvals` approvers; in increasing amounts. */
  steps: ReadonlyArray<{ above: string; approvals: number }>;
  /** Days a request waits before it expires. */
  expires_after_days: number;
}

export interface ApprovalRulesEditorProps {
  /** The saved rules, shown once `status` is 'ready'. */
  rules?: ApprovalRulesValues;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the rules. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load the approval rules' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** An ADMIN edits; other members read the rules. */
  canEdit: boolean;
  /** Saves; reject with an `Error` to show it (what was typed stays). */
  onSave: (rules: ApprovalRulesValues) => Promise<unknown>;
}

const MAX_STEPS = 10;
const MAX_APPROVALS = 5;

interface StepRow {
  key: number;
  above: string;
  approvals: string;
}

/** The threshold and the chain of approvals by amount; an ADMIN edits them, other members read them. */
export function ApprovalRulesEditor({
  rules,
  status,
  error,
  onRetry,
  canEdit,
  onSave,
}: ApprovalRulesEditorProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading the approval rules..." />;
  else if (status === 'error' || rules === undefined) {
    body = <LoadError message={error?.trim() || 'Failed to load the approval rules'} onRetry={onRetry} />;
  } else if (!canEdit) body = <RulesSummary rules={rules} />;
  else body = <RulesForm rules={rules} onSave={onSave} />;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as="h2" size="5" id={titleId}>
          Approval rules
        </Heading>
        <Text size="2" color="gray">
          An award above a member&apos;s spending limit or the threshold waits for the business&apos;s
          approvers.
        </Text>
        {body}
      </section>
    </Flex>
  );
}

function RulesSummary({ rules }: { rules: ApprovalRulesValues }) {
  const money = (amount: string) => formatPrice(amount, rules.currency);
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Text size="2">
          {rules.threshold === null
            ? 'No business-wide threshold: only members’ own limits apply.'
            : `Every award above ${money(rules.threshold)} waits for approval.`}
        </Text>
        {rules.steps.length === 0 ? (
          <Text size="2">One approval is enough for any award.</Text>
        ) : (
          <ul>
            {rules.steps.map((step) => (
              <li key={step.above}>
                <Text size="2">
                  Above {money(step.above)}: {step.approvals}{' '}
                  {step.approvals === 1 ? 'approval' : 'approvals'}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Text size="2" color="gray">
          Requests expire after {rules.expires_after_days} days. Only an ADMIN changes these rules.
        </Text>
      </Flex>
    </Card>
  );
}

type Problems = Partial<Record<string, string>>;

function RulesForm({
  rules,
  onSave,
}: {
  rules: ApprovalRulesValues;
  onSave: ApprovalRulesEditorProps['onSave'];
}) {
  const id = useId();
  const [currency, setCurrency] = useState<string>(rules.currency);
  const [threshold, setThreshold] = useState(rules.threshold ?? '');
  const [days, setDays] = useState(String(rules.expires_after_days));
  const [nextKey, setNextKey] = useState(rules.steps.length);
  const [steps, setSteps] = useState<StepRow[]>(
    rules.steps.map((step, key) => ({ key, above: step.above, approvals: String(step.approvals) })),
  );
  const [problems, setProblems] = useState<Problems>({});
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to save the approval rules' });

  const change = (key: number, field: 'above' | 'approvals', value: string) =>
    setSteps((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const addStep = () => {
    setSteps((rows) => [...rows, { key: nextKey, above: '', approvals: '2' }]);
    setNextKey((key) => key + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    const code = currencyValues.find((value) => value === currency.trim().toUpperCase());
    if (code === undefined) found.currency = 'Enter a currency code such as USD';
    const thresholdValue = threshold.trim() === '' ? null : toMoneyString(threshold);
    if (thresholdValue === undefined) found.threshold = 'Enter an amount such as 50000, or leave it empty';
    const dayCount = Number(days);
    if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > 90) found.days = 'Enter 1 to 90 days';
    const parsed = steps.map((row, index) => {
      const above = toMoneyString(row.above);
      const approvals = Number(row.approvals);
      if (above === undefined) found[`above-${row.key}`] = 'Enter an amount such as 50000';
      else if (index > 0) {
        const before = toMoneyString(steps[index - 1]?.above ?? '');
        if (before !== undefined && compareMoney(above, before) <= 0) {
          found[`above-${row.key}`] = 'Must be more than the step before';
        }
      }
      if (!Number.isInteger(approvals) || approvals < 1 || approvals > MAX_APPROVALS) {
        found[`approvals-${row.key}`] = `Enter 1 to ${MAX_APPROVALS}`;
      }
      return { above: above ?? '', approvals };
    });
    setProblems(found);
    if (Object.keys(found).length > 0 || code === undefined) return;
    await run(() =>
      onSave({
        currency: code,
        threshold: thresholdValue ?? null,
        steps: parsed,
        expires_after_days: dayCount,
      }),
    );
  };

  return (
    <Card size="2" asChild>
      <form onSubmit={submit} noValidate aria-label="Approval rules">
        <Flex direction="column" gap="3">
          {error && <FormErrorCallout message={error} />}
          <Flex gap="3" wrap="wrap">
            <FormField id={`${id}-currency`} label="Currency" problem={problems.currency}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name="currency"
                  maxLength={3}
                  value={currency}
                  onChange={(event) => setCurrency(event.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-threshold`} label="Threshold (optional)" problem={problems.threshold}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name="threshold"
                  inputMode="decimal"
                  value={threshold}
                  onChange={(event) => setThreshold(event.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-days`} label="Requests expire after (days)" problem={problems.days}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name="expires_after_days"
                  inputMode="numeric"
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                />
              )}
            </FormField>
          </Flex>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <Text as="p" size="2" weight="medium" asChild>
              <legend>Approvals by amount</legend>
            </Text>
            <Flex direction="column" gap="2">
              {steps.length === 0 && (
                <Text size="2" color="gray">
                  No steps: one approval is enough for any award.
                </Text>
              )}
              {steps.map((row, index) => (
                <Flex key={row.key} gap="3" align="end" wrap="wrap">
                  <FormField
                    id={`${id}-above-${row.key}`}
                    label={`Above (step ${index + 1})`}
                    problem={problems[`above-${row.key}`]}
                  >
                    {(control) => (
                      <TextField.Root
                        {...control}
                        inputMode="decimal"
                        value={row.above}
                        onChange={(event) => change(row.key, 'above', event.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={`${id}-approvals-${row.key}`}
                    label={`Approvals (step ${index + 1})`}
                    problem={problems[`approvals-${row.key}`]}
                  >
                    {(control) => (
                      <TextField.Root
                        {...control}
                        inputMode="numeric"
                        value={row.approvals}
                        onChange={(event) => change(row.key, 'approvals', event.target.value)}
                      />
                    )}
                  </FormField>
                  <Button
                    type="button"
                    variant="soft"
                    color="gray"
                    onClick={() => setSteps((rows) => rows.filter((other) => other.key !== row.key))}
                  >
                    Remove step {index + 1}
                  </Button>
                </Flex>
              ))}
            </Flex>
          </fieldset>
          <Flex gap="2" justify="between" wrap="wrap">
            <Button type="button" variant="soft" disabled={steps.length >= MAX_STEPS} onClick={addStep}>
              Add a step
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save rules'}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
