import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { ADD_MILESTONE } from '../../internal/milestone-rows';
import { withoutRow, withRowChanged } from '../../internal/repeatable-rows';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { describeFailure } from '../../primitives/describe-failure';
import { AiSuggestions, STEP_TIPS } from './ai-suggestions';
import {
  checkDraft,
  controlOfField,
  draftOf,
  fieldLabel,
  localToday,
  milestoneDateControl,
  type RfpDraft,
  type RfpWizardValues,
  specNameControl,
} from './rfp-draft';
import { RfpReview } from './rfp-review';
import { StepIndicator } from './step-indicator';
import { BudgetStep, TechnicalStep, UseCaseStep } from './wizard-steps';

/** The wizard's steps in order (product-spec §2). */
export const RFP_WIZARD_STEPS = ['Use Case', 'Technical Specs', 'Budget & Timeline', 'Review'] as const;

const FALLBACK_ERROR = 'Failed to submit RFP';

export interface RfpWizardProps {
  /** The RFP being edited, prefilled into every step; leave unset for a new RFP (product-spec §9 defaults). */
  initialValues?: Partial<RfpWizardValues>;
  /** Sends the RFP. Reject to show the failure above the review and keep everything typed. */
  onSubmit: (values: RfpWizardValues) => Promise<unknown>;
  /** Told the shown message after a failed submission. */
  onError?: (message: string) => void;
  /** The last step's button; defaults to 'Submit RFP'. */
  submitLabel?: string;
  /** The last step's button while sending; defaults to 'Submitting...'. */
  busyLabel?: string;
  /** Today's date (YYYY-MM-DD): the default and earliest start date; defaults to the user's own today. */
  today?: string;
  /**
   * Holds every step to the rules of a submitted RFP (the default); false when saving a draft, which may
   * lack a description, a budget or future dates, as the server allows a DRAFT.
   */
  complete?: boolean;
  /** The step to open on (0-based); defaults to the first. */
  initialStep?: number;
  /** Where the selects are portalled; pass a node inside a shadow root to keep a widget's styles. */
  container?: HTMLElement | null;
}

/**
 * The RFP wizard (product-spec §2, §5, §9): Use Case, Technical Specs, Budget & Timeline and Review, with a
 * step indicator, Back and Next, static 'AI Suggestions' and Submit RFP on the review. Each step is checked
 * by the rules the server holds a submitted RFP to (a description, a budget minimum above 0 and not above
 * the maximum, no past start, an end after the start, milestones inside, contract limits): Next refuses a
 * step with problems and shows them on their fields, the indicator ticks a step only once it is valid, and
 * a 400 from the server puts its messages on the fields it names.
 */
export function RfpWizard({
  initialValues = {},
  onSubmit,
  onError,
  submitLabel = 'Submit RFP',
  busyLabel = 'Submitting...',
  today,
  complete = true,
  initialStep = 0,
  container,
}: RfpWizardProps) {
  const id = useId();
  const nextKey = useRef(0);
  const newKey = () => nextKey.current++;
  const [todayDate] = useState(() => today ?? localToday());
  const [draft, setDraft] = useState<RfpDraft>(() => draftOf(initialValues, todayDate, newKey));
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep, 0), RFP_WIZARD_STEPS.length - 1));
  // The furthest step opened: steps up to it that are valid are ticked as completed.
  const [furthest, setFurthest] = useState(step);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  // Why Next or Submit stopped, said next to the buttons until the step changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useAsyncSubmit({ fallbackError: FALLBACK_ERROR, onError, labels: fieldLabel });
  const heading = useRef<HTMLHeadingElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // The control to focus after the next render: a new row, the add button after a removal, or a problem.
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (moved.current) {
      moved.current = false;
      if (!pendingFocus.current) heading.current?.focus();
    }
    if (!pendingFocus.current) return;
    wrapper.current?.querySelector<HTMLElement>(`[name="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  const set = <Key extends keyof RfpDraft>(key: Key, value: RfpDraft[Key]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setProblems((previous) => ({ ...previous, [key]: undefined }));
  };
  const clear = (...controls: string[]) =>
    setProblems((previous) => {
      const next = { ...previous };
      for (const control of controls) delete next[control];
      return next;
    });

  const checked = checkDraft(draft, todayDate, complete);
  const completed = checked.steps.map((stepProblems) => Object.keys(stepProblems).length === 0).concat(false);

  function goTo(next: number, focus?: string) {
    moved.current = true;
    pendingFocus.current = focus ?? null;
    setRefusal(null);
    setStep(next);
    setFurthest((previous) => Math.max(previous, next));
  }

  /** Shows the problems of `upTo`'s steps; true when there are none. Otherwise opens the first such step. */
  function validUpTo(upTo: number): boolean {
    for (let index = 0; index <= Math.min(upTo, 2); index++) {
      const stepProblems = checked.steps[index] ?? {};
      const first = Object.keys(stepProblems)[0];
      if (first !== undefined) {
        setProblems(stepProblems);
        if (index === step) pendingFocus.current = first;
        else goTo(index, first);
        setRefusal(refusalText(Object.keys(stepProblems).length, RFP_WIZARD_STEPS[index] ?? ''));
        return false;
      }
    }
    setProblems({});
    setRefusal(null);
    return true;
  }

  /** Sends the RFP; a 400 that names fields puts each message on its control, for when the user goes back. */
  async function send() {
    try {
      await onSubmit(checked.values);
    } catch (reason) {
      const fromServer: Record<string, string> = {};
      for (const problem of describeFailure(reason, FALLBACK_ERROR, fieldLabel).fields) {
        const target = controlOfField(problem.field, draft);
        const label = fieldLabel(problem.field);
        if (target && !fromServer[target.control])
          fromServer[target.control] = label ? `${label} ${problem.message}` : problem.message;
      }
      if (Object.keys(fromServer).length > 0) setProblems(fromServer);
      throw reason;
    }
  }

  function next() {
    if (validUpTo(step)) goTo(step + 1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < RFP_WIZARD_STEPS.length - 1) {
      next();
      return;
    }
    if (submit.isPending() || !validUpTo(2)) return;
    void submit.run(send);
  }

  const stepProps = { idPrefix: id, draft, problems, set, container };
  const last = step === RFP_WIZARD_STEPS.length - 1;
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="5" ref={wrapper}>
        <RfpWizard.StepIndicator
          steps={RFP_WIZARD_STEPS}
          current={step}
          completed={completed.map((valid, index) => valid && index <= furthest)}
        />
        <Heading as="h2" size="5" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          Step {step + 1} of {RFP_WIZARD_STEPS.length}: {RFP_WIZARD_STEPS[step]}
        </Heading>
        <AsyncForm
          busy={submit.busy}
          error={last ? failureText(submit.error) : null}
          retryable={submit.retryable}
          onSubmit={handleSubmit}
        >
          {step === 0 && <UseCaseStep {...stepProps} />}
          {step === 1 && (
            <TechnicalStep
              {...stepProps}
              onAddSpec={() => {
                const row = { key: newKey(), name: '', value: '' };
                set('specs', [...draft.specs, row]);
                pendingFocus.current = specNameControl(row);
              }}
              onRemoveSpec={(row) => {
                set('specs', withoutRow(draft.specs, row.key));
                pendingFocus.current = 'add-spec';
              }}
              onChangeSpec={(row, change) => {
                set('specs', withRowChanged(draft.specs, row.key, change));
                clear(`spec-${row.key}-name`, `spec-${row.key}-value`);
              }}
            />
          )}
          {step === 2 && (
            <BudgetStep
              {...stepProps}
              onAddMilestone={() => {
                const row = { key: newKey(), date: '', description: '' };
                set('milestones', [...draft.milestones, row]);
                pendingFocus.current = milestoneDateControl(row);
              }}
              onRemoveMilestone={(row) => {
                set('milestones', withoutRow(draft.milestones, row.key));
                pendingFocus.current = ADD_MILESTONE;
              }}
              onChangeMilestone={(row, change) => {
                set('milestones', withRowChanged(draft.milestones, row.key, change));
                clear(`milestone-${row.key}-date`, `milestone-${row.key}-description`);
              }}
            />
          )}
          {last && <RfpReview values={checked.values} problems={serverProblems(problems)} />}
          <RfpWizard.Suggestions tips={STEP_TIPS[step] ?? []} />
          {refusal && (
            <Text as="p" size="2" color="red" role="alert">
              {refusal}
            </Text>
          )}
          <Flex gap="3" justify="between" mt="2">
            {step > 0 ? (
              <Button type="button" variant="soft" color="gray" onClick={() => goTo(step - 1)}>
                <ArrowLeftIcon aria-hidden />
                Back
              </Button>
            ) : (
              <span />
            )}
            {/* Keyed apart: were Next to become Submit RFP in place, the click that opens the review would
                also submit the form (the browser acts on the button's type after the handler re-rendered it). */}
            {last ? (
              // Waits with aria-disabled, not disabled: a disabled button would drop the keyboard's focus to
              // body while the outcome is read (a second press is ignored by handleSubmit).
              <Button
                key="submit"
                type="submit"
                aria-disabled={submit.busy || undefined}
                data-disabled={submit.busy || undefined}
              >
                {submit.busy ? busyLabel : submitLabel}
              </Button>
            ) : (
              <Button key="next" type="button" onClick={next}>
                Next
                <ArrowRightIcon aria-hidden />
              </Button>
            )}
          </Flex>
        </AsyncForm>
      </Flex>
    </Card>
  );
}

/** Why Next stopped: how many problems the named step has. */
function refusalText(count: number, stepName: string): string {
  const problems = count === 1 ? 'a problem' : `${count} problems`;
  return `${stepName} has ${problems} to fix before going on; each is shown next to its field.`;
}

/** The problems the server named, listed on the review (the steps' own show on their fields). */
function serverProblems(problems: Record<string, string | undefined>): string[] {
  return Object.values(problems).filter((problem): problem is string => problem !== undefined);
}

/** The failure under the spec's heading: 'Failed to submit RFP', then the reason when there is one. */
function failureText(error: string | null): string | null {
  if (error === null || error === FALLBACK_ERROR) return error;
  return `${FALLBACK_ERROR}: ${error}`;
}

/** The wizard's step indicator, usable on its own. */
RfpWizard.StepIndicator = StepIndicator;
/** The wizard's static 'AI Suggestions' tips, usable on its own. */
RfpWizard.Suggestions = AiSuggestions;
