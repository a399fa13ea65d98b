import { Button, CheckboxGroup, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { createRfpRequestLimits } from '@robomarket/api-client/limits';
import { FormField, TextFormField } from '../../internal/form-field';
import { MilestoneRows } from '../../internal/milestone-rows';
import { amountStepKeys } from '../../internal/price-input';
import { RowInput, RowsFieldset } from '../../internal/repeatable-rows';
import {
  BUDGET_STEP,
  CUSTOM_SOLUTION,
  RFP_CERTIFICATIONS,
  RFP_CURRENCIES,
  RFP_INDUSTRIES,
  ROWS_MAX,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
  USE_CASE_SUGGESTIONS,
} from '../../internal/rfp-options';
import { SelectFormField } from '../../internal/select-field';
import { type RfpDraft, type SpecDraft, specNameControl, specValueControl } from './rfp-draft';

export interface StepProps {
  /** Prefix of the controls' ids, from useId. */
  idPrefix: string;
  draft: RfpDraft;
  problems: Record<string, string | undefined>;
  /** Changes one of the draft's plain fields. */
  set: <Key extends keyof RfpDraft>(key: Key, value: RfpDraft[Key]) => void;
  container: HTMLElement | null | undefined;
}

/**
 * Step 1: the RFP's title (the buyer's own; the use case when left blank), a use case (a suggestion or one's
 * own), the industry and the detailed requirements.
 */
export function UseCaseStep({ idPrefix, draft, problems, set, container }: StepProps) {
  const industries =
    RFP_INDUSTRIES.some((industry) => industry === draft.industry) || draft.industry === ''
      ? RFP_INDUSTRIES
      : [...RFP_INDUSTRIES, draft.industry];
  return (
    <Flex direction="column" gap="4">
      <TextFormField
        id={`${idPrefix}-title`}
        label="Title"
        name="title"
        type="text"
        autoComplete="off"
        required={false}
        value={draft.title}
        onValueChange={(value) => set('title', value)}
        problem={problems.title}
        maxLength={createRfpRequestLimits.title.maxLength}
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text as="div" size="2" weight="medium" mb="2" asChild>
          <legend style={{ padding: 0 }}>Use case</legend>
        </Text>
        <Flex gap="2" wrap="wrap">
          {[...USE_CASE_SUGGESTIONS, CUSTOM_SOLUTION].map((suggestion) => (
            <Button
              key={suggestion}
              type="button"
              variant={draft.useCase === suggestion ? 'solid' : 'outline'}
              aria-pressed={draft.useCase === suggestion}
              onClick={() => set('useCase', suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </Flex>
      </fieldset>
      {draft.useCase === CUSTOM_SOLUTION && (
        <TextFormField
          id={`${idPrefix}-customTitle`}
          label="Custom solution title"
          name="customTitle"
          type="text"
          autoComplete="off"
          required={false}
          value={draft.customTitle}
          onValueChange={(value) => set('customTitle', value)}
          problem={problems.customTitle}
          maxLength={createRfpRequestLimits.title.maxLength}
        />
      )}
      <SelectFormField
        id={`${idPrefix}-industry`}
        label="Industry"
        name="industry"
        problem={problems.industry}
        value={draft.industry}
        placeholder="Select an industry"
        options={industries.map((industry) => ({ value: industry, label: industry }))}
        onValueChange={(value) => set('industry', value)}
        container={container}
      />
      <FormField id={`${idPrefix}-description`} label="Detailed requirements" problem={problems.description}>
        {(control) => (
          <TextArea
            {...control}
            name="description"
            rows={5}
            resize="vertical"
            placeholder="What should the robots do, where, and how often?"
            maxLength={createRfpRequestLimits.description.maxLength}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </FormField>
    </Flex>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  problem: string | undefined;
  onValueChange: (value: string) => void;
}

/** A labelled number input with a minimum of 0. */
function NumberField({ id, label, name, value, problem, onValueChange }: NumberFieldProps) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <TextField.Root
          {...control}
          name={name}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * A labelled budget: text a person types as they write amounts ("30,000", "30000.5"), stepped by
 * BUDGET_STEP with ArrowUp and ArrowDown as a number field would be (a number field refuses commas).
 */
function BudgetField({ id, label, name, value, problem, onValueChange }: NumberFieldProps) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <TextField.Root
          {...control}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onKeyDown={amountStepKeys(value, BUDGET_STEP, onValueChange)}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface TechnicalStepProps extends StepProps {
  onAddSpec: () => void;
  onRemoveSpec: (row: SpecDraft) => void;
  onChangeSpec: (row: SpecDraft, change: Partial<SpecDraft>) => void;
}

/** Step 2: payload, battery life, certifications and custom specifications. */
export function TechnicalStep({
  idPrefix,
  draft,
  problems,
  set,
  onAddSpec,
  onRemoveSpec,
  onChangeSpec,
}: TechnicalStepProps) {
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
        <NumberField
          id={`${idPrefix}-payload`}
          label="Max payload (kg)"
          name="payload"
          value={draft.payload}
          problem={problems.payload}
          onValueChange={(value) => set('payload', value)}
        />
        <NumberField
          id={`${idPrefix}-batteryLife`}
          label="Battery life (hours)"
          name="batteryLife"
          value={draft.batteryLife}
          problem={problems.batteryLife}
          onValueChange={(value) => set('batteryLife', value)}
        />
      </Flex>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text as="div" size="2" weight="medium" mb="2" asChild>
          <legend style={{ padding: 0 }}>Certifications</legend>
        </Text>
        <CheckboxGroup.Root
          name="certifications"
          value={draft.certifications}
          onValueChange={(value) => set('certifications', value)}
        >
          {RFP_CERTIFICATIONS.map((certification) => (
            <CheckboxGroup.Item key={certification} value={certification}>
              {certification}
            </CheckboxGroup.Item>
          ))}
        </CheckboxGroup.Root>
      </fieldset>
      <RowsFieldset
        idPrefix={idPrefix}
        rows={draft.specs}
        problems={problems}
        legend="Custom specifications"
        problemControls={(row) => [specNameControl(row), specValueControl(row)]}
        removeLabel={(index) => `Remove specification ${index + 1}`}
        addName="add-spec"
        addLabel="Add specification"
        addDisabled={draft.specs.length >= ROWS_MAX}
        onAdd={onAddSpec}
        onRemove={onRemoveSpec}
      >
        {(row, index, problemIdOf) => (
          <>
            <RowInput
              name={specNameControl(row)}
              label={`Specification ${index + 1} name`}
              placeholder="Name, e.g. Top speed"
              maxLength={SPEC_NAME_MAX}
              value={row.name}
              problemId={problemIdOf(specNameControl(row))}
              onChange={(name) => onChangeSpec(row, { name })}
            />
            <RowInput
              name={specValueControl(row)}
              label={`Specification ${index + 1} value`}
              placeholder="Value, e.g. 2 m/s"
              maxLength={SPEC_VALUE_MAX}
              value={row.value}
              problemId={problemIdOf(specValueControl(row))}
              onChange={(value) => onChangeSpec(row, { value })}
            />
          </>
        )}
      </RowsFieldset>
    </Flex>
  );
}

interface BudgetStepProps extends StepProps {
  onAddMilestone: () => void;
  onRemoveMilestone: (row: RfpDraft['milestones'][number]) => void;
  onChangeMilestone: (
    row: RfpDraft['milestones'][number],
    change: Partial<RfpDraft['milestones'][number]>,
  ) => void;
}

/** Step 3: currency, budget range, dates and milestones. */
export function BudgetStep({
  idPrefix,
  draft,
  problems,
  set,
  container,
  onAddMilestone,
  onRemoveMilestone,
  onChangeMilestone,
}: BudgetStepProps) {
  const date = (key: 'startDate' | 'endDate' | 'bidDeadline', label: string) => (
    <FormField id={`${idPrefix}-${key}`} label={label} problem={problems[key]}>
      {(control) => (
        <TextField.Root
          {...control}
          name={key}
          type="date"
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
        <SelectFormField
          id={`${idPrefix}-currency`}
          label="Currency"
          name="currency"
          problem={undefined}
          value={draft.currency}
          options={RFP_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          onValueChange={(value) => set('currency', value)}
          container={container}
        />
        <BudgetField
          id={`${idPrefix}-min`}
          label="Minimum budget"
          name="min"
          value={draft.min}
          problem={problems.min}
          onValueChange={(value) => set('min', value)}
        />
        <BudgetField
          id={`${idPrefix}-max`}
          label="Maximum budget"
          name="max"
          value={draft.max}
          problem={problems.max}
          onValueChange={(value) => set('max', value)}
        />
      </Flex>
      <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
        {date('startDate', 'Start date')}
        {date('endDate', 'End date')}
      </Flex>
      <Flex direction="column" gap="1" maxWidth="280px">
        {date('bidDeadline', 'Bid deadline (optional)')}
        <Text size="1" color="gray">
          Bids close at the end of this day (UTC); none are sent or revised after it.
        </Text>
      </Flex>
      <MilestoneRows
        idPrefix={idPrefix}
        legend="Key milestones"
        rows={draft.milestones}
        problems={problems}
        onAdd={onAddMilestone}
        onRemove={onRemoveMilestone}
        onChange={onChangeMilestone}
      />
    </Flex>
  );
}
