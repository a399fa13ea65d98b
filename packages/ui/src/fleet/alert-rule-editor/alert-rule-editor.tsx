import { Badge, Button, Card, Checkbox, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import type { IotRuleKind, IotSeverity } from '@robomarket/api-client/enums';
import { iotRuleKindValues, iotSeverityValues } from '@robomarket/api-client/enums';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { ConfirmButton } from '../../internal/confirm-button';
import { EmptyState } from '../../internal/empty-state';
import { SubmitButton } from '../../internal/form-buttons';
import { FormField } from '../../internal/form-field';
import { CardList, ListLoading, ListSection } from '../../internal/membership-views';
import { SectionError } from '../../internal/section-states';
import { SelectFormField } from '../../internal/select-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import type { AlertRuleView } from '../../views/alert-view';
import {
  type AlertRuleInput,
  checkRule,
  fieldsOf,
  KNOWN_METRICS,
  newRuleDraft,
  OTHER_METRIC,
  type RuleDraft,
  type RuleProblems,
  ruleCondition,
  ruleDraftOf,
} from './rule-checks';

const KIND_LABEL: Record<IotRuleKind, string> = {
  BELOW: 'Below',
  ABOVE: 'Above',
  ERROR_CODE: 'Error code',
  OFFLINE: 'Offline',
};
const SEVERITY_LABEL: Record<IotSeverity, string> = { WARNING: 'Warning', CRITICAL: 'Critical' };
const KIND_OPTIONS = iotRuleKindValues.map((value) => ({ value, label: KIND_LABEL[value] }));
const SEVERITY_OPTIONS = iotSeverityValues.map((value) => ({ value, label: SEVERITY_LABEL[value] }));
const METRIC_OPTIONS = [
  ...KNOWN_METRICS.map(({ value, label }) => ({ value: value as string, label })),
  { value: OTHER_METRIC, label: 'Other (type its name)' },
];
const ALL_DEVICES = 'all';

/** A device a rule may watch alone. */
export interface RuleDeviceOption {
  id: string;
  name: string;
}

export interface AlertRuleEditorProps {
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the rules. */
  status: 'loading' | 'error' | 'ready';
  /** The business's rules, oldest first. */
  rules?: ReadonlyArray<AlertRuleView>;
  /** Why loading failed; 'Failed to load alert rules' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry?: () => void;
  /** The business's devices, offered besides "All devices". */
  devices?: ReadonlyArray<RuleDeviceOption>;
  /** A VIEWER (or a member who may not change rules) sees the rules without Edit, Delete or Add rule. */
  readOnly: boolean;
  /** Adds a rule. Reject with an `Error` to show its message above the form; the typed values stay. */
  onCreate: (input: AlertRuleInput) => Promise<unknown>;
  /** Changes a rule. Reject with an `Error` to show its message; the form stays open. */
  onUpdate: (rule: AlertRuleView, input: AlertRuleInput) => Promise<unknown>;
  /** Removes a rule once confirmed; its alerts stay. */
  onDelete: (rule: AlertRuleView) => Promise<unknown>;
  /** Where the selects' options are portalled. */
  container?: HTMLElement | null;
  /** Level of the section's heading. */
  headingLevel?: 2 | 3;
}

/**
 * The alert rules of a business's fleet (ADR 0100): each rule with its condition, devices, severity and
 * whether it is on, Edit and Delete; and "Add rule": name, kind (Below, Above, Error code, Offline), metric
 * (a well-known one or typed), threshold, minutes, severity, device and enabled, showing only the fields the
 * kind uses, each problem next to its field. Read-only for a VIEWER.
 */
export function AlertRuleEditor({
  status,
  rules = [],
  error,
  onRetry,
  devices = [],
  readOnly,
  onCreate,
  onUpdate,
  onDelete,
  container,
  headingLevel = 2,
}: AlertRuleEditorProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const inner = headingLevel === 2 ? 'h3' : 'h4';
  const deviceName = (id: string | null) =>
    id === null ? 'All devices' : (devices.find((device) => device.id === id)?.name ?? 'One device');
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading alert rules..." />;
  else if (status === 'error') {
    body = <SectionError message={error?.trim() || 'Failed to load alert rules'} onRetry={onRetry} />;
  } else if (rules.length === 0) {
    body = (
      <EmptyState
        title="No alert rules yet"
        text={
          readOnly
            ? 'An admin or purchaser of your business adds the rules that raise alerts.'
            : 'Add a rule, such as battery below 15 % for 10 minutes, to be alerted.'
        }
      />
    );
  } else {
    body = (
      <CardList>
        {rules.map((rule) => (
          <li key={rule.id}>
            {editing === rule.id ? (
              <RuleForm
                title={`Edit ${rule.name}`}
                headingAs={inner}
                initial={ruleDraftOf(rule)}
                devices={devices}
                container={container}
                submitLabel="Save rule"
                busyLabel="Saving..."
                onSubmit={async (input) => {
                  await onUpdate(rule, input);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <RuleCard
                rule={rule}
                headingAs={inner}
                deviceName={deviceName(rule.deviceId)}
                readOnly={readOnly}
                onEdit={() => setEditing(rule.id)}
                onDelete={() => onDelete(rule)}
              />
            )}
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Flex direction="column" gap="4">
      <ListSection title="Alert rules" headingLevel={headingLevel} status={status}>
        {readOnly && (
          <Text as="p" size="2" color="gray">
            Only an admin or a purchaser of your business can change the rules.
          </Text>
        )}
        {body}
      </ListSection>
      {!readOnly && status === 'ready' && (
        <RuleForm
          title="Add rule"
          headingAs={inner}
          initial={newRuleDraft()}
          devices={devices}
          container={container}
          submitLabel="Add rule"
          busyLabel="Adding..."
          resetOnSuccess
          onSubmit={onCreate}
        />
      )}
    </Flex>
  );
}

interface RuleCardProps {
  rule: AlertRuleView;
  headingAs: 'h3' | 'h4';
  deviceName: string;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

function RuleCard({ rule, headingAs, deviceName, readOnly, onEdit, onDelete }: RuleCardProps) {
  const titleId = useId();
  return (
    <Card size="2" asChild>
      <article aria-labelledby={titleId}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Heading as={headingAs} size="3" id={titleId}>
              {rule.name}
            </Heading>
            <Flex gap="2">
              <Badge color={rule.severity === 'CRITICAL' ? 'red' : 'amber'} variant="soft" highContrast>
                {SEVERITY_LABEL[rule.severity]}
              </Badge>
              <Badge color={rule.enabled ? 'green' : 'gray'} variant="soft" highContrast>
                {rule.enabled ? 'Enabled' : 'Paused'}
              </Badge>
            </Flex>
          </Flex>
          <Text size="2">
            {ruleCondition(rule)} · {deviceName}
          </Text>
          {!readOnly && (
            <Flex gap="3" justify="end">
              <Button variant="soft" aria-label={`Edit ${rule.name}`} onClick={onEdit}>
                Edit
              </Button>
              <ConfirmButton
                label="Delete"
                busyLabel="Deleting..."
                title={`Delete ${rule.name}?`}
                description="The rule stops watching your robots. The alerts it raised stay in the list."
                accessibleName={`Delete ${rule.name}`}
                color="red"
                variant="soft"
                onConfirm={onDelete}
                fallbackError="Failed to delete the rule"
              />
            </Flex>
          )}
        </Flex>
      </article>
    </Card>
  );
}

interface RuleFormProps {
  title: string;
  headingAs: 'h3' | 'h4';
  initial: RuleDraft;
  devices: ReadonlyArray<RuleDeviceOption>;
  container: HTMLElement | null | undefined;
  submitLabel: string;
  busyLabel: string;
  /** Starts again from a new rule once sent (adding); editing closes instead. */
  resetOnSuccess?: boolean;
  onSubmit: (input: AlertRuleInput) => Promise<unknown>;
  onCancel?: () => void;
}

const LABELS = {
  name: 'Name',
  kind: 'Kind',
  metric: 'Metric',
  threshold: 'Threshold',
  forMinutes: 'For (minutes)',
  severity: 'Severity',
  deviceId: 'Device',
};

function RuleForm({
  title,
  headingAs,
  initial,
  devices,
  container,
  submitLabel,
  busyLabel,
  resetOnSuccess = false,
  onSubmit,
  onCancel,
}: RuleFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<RuleDraft>(initial);
  const [problems, setProblems] = useState<RuleProblems>({});
  const { busy, error, retryable, run } = useAsyncSubmit({
    fallbackError: 'Failed to save the rule',
    labels: LABELS,
  });
  const uses = fieldsOf(draft.kind);
  const change = (next: Partial<RuleDraft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setProblems((previous) => {
      const cleared = { ...previous };
      for (const key of Object.keys(next)) delete cleared[key as keyof RuleProblems];
      return cleared;
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkRule(draft);
    setProblems(checked.problems);
    const form = event.currentTarget;
    const input = checked.input;
    if (!input) {
      const first = Object.keys(checked.problems)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    if ((await run(() => onSubmit(input))) && resetOnSuccess) setDraft(newRuleDraft());
  }

  const deviceOptions = [
    { value: ALL_DEVICES, label: 'All devices' },
    ...devices.map((device) => ({ value: device.id, label: device.name })),
  ];
  return (
    <Card size="2" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="3">
          <Heading as={headingAs} size="4" id={`${id}-title`}>
            {title}
          </Heading>
          <AsyncForm busy={busy} error={error} retryable={retryable} onSubmit={(event) => void submit(event)}>
            <FormField id={`${id}-name`} label="Name" problem={problems.name}>
              {(control) => (
                <TextField.Root
                  {...control}
                  name="name"
                  required
                  maxLength={200}
                  placeholder="e.g. Battery low"
                  value={draft.name}
                  onChange={(event) => change({ name: event.target.value })}
                />
              )}
            </FormField>
            <Flex gap="3" wrap="wrap">
              <SelectFormField
                id={`${id}-kind`}
                label="Kind"
                name="kind"
                problem={undefined}
                value={draft.kind}
                options={KIND_OPTIONS}
                onValueChange={(kind) =>
                  change(
                    kind === 'OFFLINE' && draft.kind !== 'OFFLINE'
                      ? { kind, forMinutes: '30' }
                      : kind === 'ERROR_CODE' && draft.kind !== 'ERROR_CODE'
                        ? { kind, threshold: '' }
                        : { kind },
                  )
                }
                container={container}
              />
              {uses.metric && (
                <SelectFormField
                  id={`${id}-metric`}
                  label="Metric"
                  name="metric"
                  problem={undefined}
                  value={draft.metricChoice}
                  options={METRIC_OPTIONS}
                  onValueChange={(metricChoice) => change({ metricChoice })}
                  container={container}
                />
              )}
            </Flex>
            {uses.metric && draft.metricChoice === OTHER_METRIC && (
              <FormField id={`${id}-customMetric`} label="Metric name" problem={problems.customMetric}>
                {(control) => (
                  <TextField.Root
                    {...control}
                    name="customMetric"
                    required
                    maxLength={64}
                    autoComplete="off"
                    placeholder="e.g. motor_current"
                    value={draft.customMetric}
                    onChange={(event) => change({ customMetric: event.target.value })}
                  />
                )}
              </FormField>
            )}
            <Flex gap="3" wrap="wrap">
              {uses.threshold && (
                <FormField
                  id={`${id}-threshold`}
                  label={draft.kind === 'ERROR_CODE' ? 'Error code (empty: any code)' : 'Threshold'}
                  problem={problems.threshold}
                >
                  {(control) => (
                    <TextField.Root
                      {...control}
                      name="threshold"
                      inputMode="decimal"
                      autoComplete="off"
                      required={draft.kind !== 'ERROR_CODE'}
                      value={draft.threshold}
                      onChange={(event) => change({ threshold: event.target.value })}
                    />
                  )}
                </FormField>
              )}
              {uses.minutes && (
                <FormField
                  id={`${id}-forMinutes`}
                  label={draft.kind === 'OFFLINE' ? 'Offline for (minutes)' : 'For (minutes)'}
                  problem={problems.forMinutes}
                >
                  {(control) => (
                    <TextField.Root
                      {...control}
                      name="forMinutes"
                      type="number"
                      inputMode="numeric"
                      min={draft.kind === 'OFFLINE' ? 1 : 0}
                      max={10080}
                      step={1}
                      required
                      value={draft.forMinutes}
                      onChange={(event) => change({ forMinutes: event.target.value })}
                    />
                  )}
                </FormField>
              )}
            </Flex>
            <Flex gap="3" wrap="wrap">
              <SelectFormField
                id={`${id}-severity`}
                label="Severity"
                name="severity"
                problem={undefined}
                value={draft.severity}
                options={SEVERITY_OPTIONS}
                onValueChange={(severity) => change({ severity })}
                container={container}
              />
              <SelectFormField
                id={`${id}-device`}
                label="Device"
                name="deviceId"
                problem={undefined}
                value={draft.deviceId === '' ? ALL_DEVICES : draft.deviceId}
                options={deviceOptions}
                onValueChange={(value) => change({ deviceId: value === ALL_DEVICES ? '' : value })}
                container={container}
              />
            </Flex>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  name="enabled"
                  checked={draft.enabled}
                  onCheckedChange={(checked) => change({ enabled: checked === true })}
                />
                Enabled
              </Flex>
            </Text>
            <Flex gap="3" justify="end">
              {onCancel && (
                <Button type="button" variant="soft" color="gray" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
            </Flex>
          </AsyncForm>
        </Flex>
      </section>
    </Card>
  );
}
