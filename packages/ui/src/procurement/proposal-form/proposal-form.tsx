import { Button, Card, Flex, Heading, TextArea, TextField } from '@radix-ui/themes';
import { createProposalRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AcceptanceTestFields, acceptanceTestDraftOf } from '../../fleet/acceptance-test-fields';
import { AsyncForm } from '../../internal/async-form';
import { FormField } from '../../internal/form-field';
import {
  ADD_MILESTONE,
  type MilestoneRow,
  MilestoneRows,
  milestoneDateName,
} from '../../internal/milestone-rows';
import { withoutRow, withRowChanged } from '../../internal/repeatable-rows';
import { describeFailure } from '../../primitives/describe-failure';
import {
  checkProposal,
  defaultTermsDraft,
  type ProposalDraft,
  type ProposalFormValues,
  type ProposalRfpTerms,
  proposalControl,
  termsDraftOf,
} from './proposal-checks';
import { StructuredTermsFields } from './structured-terms-fields';

const FALLBACK_ERROR = 'Failed to submit proposal. Please try again.';

const LABELS: Record<string, string> = {
  price: 'Price',
  description: 'Description',
  terms: 'Terms',
  'timeline/startDate': 'Start date',
  'timeline/endDate': 'End date',
  'structured_terms/delivery_weeks': 'Delivery (weeks)',
  'structured_terms/warranty_years': 'Warranty (years)',
  'structured_terms/training_days': 'Training (days)',
  'structured_terms/sla_response_hours': 'Support response (hours)',
  'structured_terms/payment_terms': 'Payment terms',
  'structured_terms/compliance_certifications': 'Certifications',
  'acceptanceTest/minOperatingHours': 'Operating hours per unit',
  'acceptanceTest/withinDays': 'Within days',
  'acceptanceTest/criticalErrorCodes': 'Critical error codes',
};

/** A contract field's label as the form shows it: `timeline/milestones/0/date` → "Milestone 1 date". */
function fieldLabel(field: string): string | undefined {
  if (Object.hasOwn(LABELS, field)) return LABELS[field];
  const milestone = /^timeline\/milestones\/(\d+)\/(date|description)$/.exec(field);
  return milestone ? `Milestone ${Number(milestone[1]) + 1} ${milestone[2]}` : undefined;
}

export interface ProposalFormProps {
  /** The RFP's budget and timeline, which the proposal must keep within (product-spec §5). */
  rfp: ProposalRfpTerms;
  /** Sends the proposal. Reject to show the failure (a 400's fields on their controls) and keep the form. */
  onSubmit: (values: ProposalFormValues) => Promise<unknown>;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Told the shown message after a failed submission. */
  onError?: (message: string) => void;
  /**
   * A proposal to start from (revising one): every field prefilled with what it offered; its structured
   * terms, when it has none, start from the usual ones.
   */
  initial?: Omit<ProposalFormValues, 'structured_terms' | 'acceptanceTest'> & {
    structured_terms?: ProposalFormValues['structured_terms'] | null;
    acceptanceTest?: ProposalFormValues['acceptanceTest'] | null;
  };
  /** The submit button's words; 'Submit Proposal' by default ('Submit Revision' when revising). */
  submitLabel?: string;
}

/**
 * A seller's proposal for an RFP (product-spec §2 RFP response, §5): price, description, terms, start and
 * end dates, milestones, and the terms the buyer compares (delivery, warranty, training, support response,
 * payment terms, maintenance, certifications covered; §7's values to start from), with Cancel and Submit
 * Proposal. Every rule is checked on its field before sending: price within the RFP budget, dates within
 * the RFP timeline, milestones within the proposal's dates, each milestone described, whole numbers in
 * range. An optional acceptance test (ADR 0100) rides along. With `initial` it revises a proposal.
 */
export function ProposalForm({
  rfp,
  onSubmit,
  onCancel,
  onError,
  initial,
  submitLabel = 'Submit Proposal',
}: ProposalFormProps) {
  const id = useId();
  const nextKey = useRef(0);
  const [draft, setDraft] = useState<ProposalDraft>(() => ({
    price: initial?.price ?? '',
    description: initial?.description ?? '',
    terms: initial?.terms ?? '',
    startDate: initial?.timeline.startDate ?? rfp.timeline.startDate,
    endDate: initial?.timeline.endDate ?? rfp.timeline.endDate,
    milestones: (initial?.timeline.milestones ?? []).map((milestone) => ({
      key: nextKey.current++,
      date: milestone.date,
      description: milestone.description,
    })),
    structured: initial?.structured_terms ? termsDraftOf(initial.structured_terms) : defaultTermsDraft(rfp),
    acceptance: acceptanceTestDraftOf(initial?.acceptanceTest),
  }));
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);
  const pending = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    wrapper.current?.querySelector<HTMLElement>(`[name="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  const set =
    <Key extends 'price' | 'description' | 'terms' | 'startDate' | 'endDate'>(key: Key) =>
    (value: string) => {
      setDraft((previous) => ({ ...previous, [key]: value }));
      setProblems((previous) => ({ ...previous, [key]: undefined }));
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const checked = checkProposal(draft, rfp);
    setProblems(checked.problems);
    const first = Object.keys(checked.problems)[0];
    if (first !== undefined) {
      pendingFocus.current = first;
      setFailure(null);
      return;
    }
    const sentRows = draft.milestones;
    pending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(checked.values);
    } catch (reason) {
      const described = describeFailure(reason, FALLBACK_ERROR, fieldLabel);
      const fieldProblems: Record<string, string> = {};
      for (const problem of described.fields) {
        const control = proposalControl(problem.field, sentRows);
        const label = fieldLabel(problem.field) ?? 'This field';
        if (control && !fieldProblems[control]) fieldProblems[control] = `${label} ${problem.message}`;
      }
      setProblems(fieldProblems);
      // The spec's sentence, and the reason after it when there is one of its own.
      const message =
        described.message === FALLBACK_ERROR
          ? FALLBACK_ERROR
          : `Failed to submit proposal: ${described.message}`;
      setFailure({ message, retryable: described.retryable });
      onError?.(message);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  const dateField = (key: 'startDate' | 'endDate', label: string) => (
    <FormField id={`${id}-${key}`} label={label} problem={problems[key]}>
      {(control) => (
        <TextField.Root
          {...control}
          name={key}
          type="date"
          required
          min={rfp.timeline.startDate}
          max={rfp.timeline.endDate}
          value={draft[key]}
          onChange={(event) => set(key)(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Card size="3">
      <Flex direction="column" gap="4" ref={wrapper}>
        <Heading as="h2" size="5">
          Your Proposal
        </Heading>
        <AsyncForm
          busy={busy}
          error={failure?.message ?? null}
          retryable={failure?.retryable ?? false}
          onSubmit={(event) => void submit(event)}
        >
          <FormField id={`${id}-price`} label={`Price (${rfp.budget.currency})`} problem={problems.price}>
            {(control) => (
              <TextField.Root
                {...control}
                name="price"
                inputMode="decimal"
                autoComplete="off"
                required
                maxLength={createProposalRequestLimits.price.maxLength}
                placeholder="e.g. 98000"
                value={draft.price}
                onChange={(event) => set('price')(event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-description`} label="Description" problem={problems.description}>
            {(control) => (
              <TextArea
                {...control}
                name="description"
                required
                rows={4}
                resize="vertical"
                placeholder="What you offer: the robots, integration, support"
                maxLength={createProposalRequestLimits.description.maxLength}
                value={draft.description}
                onChange={(event) => set('description')(event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-terms`} label="Terms" problem={problems.terms}>
            {(control) => (
              <TextArea
                {...control}
                name="terms"
                required
                rows={3}
                resize="vertical"
                placeholder="Payment, warranty and delivery terms"
                maxLength={createProposalRequestLimits.terms.maxLength}
                value={draft.terms}
                onChange={(event) => set('terms')(event.target.value)}
              />
            )}
          </FormField>
          <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
            {dateField('startDate', 'Start date')}
            {dateField('endDate', 'End date')}
          </Flex>
          <MilestoneRows
            idPrefix={id}
            legend="Milestones"
            rows={draft.milestones}
            problems={problems}
            onAdd={() => {
              const row: MilestoneRow = { key: nextKey.current++, date: '', description: '' };
              setDraft((previous) => ({ ...previous, milestones: [...previous.milestones, row] }));
              pendingFocus.current = milestoneDateName(row);
            }}
            onRemove={(row) => {
              setDraft((previous) => ({ ...previous, milestones: withoutRow(previous.milestones, row.key) }));
              pendingFocus.current = ADD_MILESTONE;
            }}
            onChange={(row, change) => {
              setDraft((previous) => ({
                ...previous,
                milestones: withRowChanged(previous.milestones, row.key, change),
              }));
              setProblems((previous) => ({
                ...previous,
                [`milestone-${row.key}-date`]: undefined,
                [`milestone-${row.key}-description`]: undefined,
              }));
            }}
          />
          <StructuredTermsFields
            idPrefix={id}
            terms={draft.structured}
            rfpCertifications={rfp.certifications ?? []}
            problems={problems}
            onChange={(change) => {
              setDraft((previous) => ({ ...previous, structured: { ...previous.structured, ...change } }));
              setProblems((previous) => {
                const cleared = { ...previous };
                for (const key of Object.keys(change)) cleared[key] = undefined;
                return cleared;
              });
            }}
          />
          <AcceptanceTestFields
            idPrefix={`${id}-acceptance`}
            draft={draft.acceptance}
            problems={problems}
            onChange={(change) => {
              setDraft((previous) => ({ ...previous, acceptance: { ...previous.acceptance, ...change } }));
              setProblems((previous) => ({
                ...previous,
                acceptanceHours: undefined,
                acceptanceDays: undefined,
                acceptanceCodes: undefined,
              }));
            }}
          />
          <Flex gap="3" justify="end" mt="2">
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Submitting...' : submitLabel}
            </Button>
          </Flex>
        </AsyncForm>
      </Flex>
    </Card>
  );
}
