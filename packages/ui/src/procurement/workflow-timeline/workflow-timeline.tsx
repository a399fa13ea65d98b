import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { type RequestType, type WorkflowStatus, workflowStatusValues } from '@robomarket/api-client/enums';
import { formatShortDate } from '../../internal/format';

/** Where a timeline step stands (product-spec §3 Timeline item). */
export type TimelineStepState = 'completed' | 'pending' | 'upcoming';

/** One step of the detail timeline. */
export interface TimelineStep {
  /** The step's label, e.g. 'Negotiation Started'. */
  action: string;
  /** The date shown: creation for the first step, the last update for the others. */
  date: string;
  /** Completed, pending (the current step) or upcoming. */
  status: TimelineStepState;
}

// product-spec §4 "Detail timeline": six steps over these statuses, with these labels, for an RFP.
const RFP_STEPS: ReadonlyArray<{ status: WorkflowStatus; action: string }> = [
  { status: 'REQUEST_CREATED', action: 'RFP Created' },
  { status: 'MATCHING_SELLERS', action: 'Matching Sellers' },
  { status: 'NEGOTIATION_IN_PROGRESS', action: 'Negotiation Started' },
  { status: 'PRICE_AGREED', action: 'Price Agreement' },
  { status: 'PAYMENT_COMPLETED', action: 'Payment Processed' },
  { status: 'ORDER_COMPLETED', action: 'Order Completed' },
];

/** The steps of each request type: a direct order has no sellers to match and nothing to negotiate. */
const STEPS: Record<RequestType, ReadonlyArray<{ status: WorkflowStatus; action: string }>> = {
  RFP: RFP_STEPS,
  CUSTOM_ORDER: [
    { status: 'REQUEST_CREATED', action: 'Request Created' },
    { status: 'MATCHING_SELLERS', action: 'Sellers Invited' },
    ...RFP_STEPS.slice(2),
  ],
  DIRECT_ORDER: [
    { status: 'REQUEST_CREATED', action: 'Order Created' },
    { status: 'PRICE_AGREED', action: 'Price Agreement' },
    { status: 'PAYMENT_COMPLETED', action: 'Payment Processed' },
    { status: 'ORDER_COMPLETED', action: 'Order Completed' },
  ],
};

const order = (status: string) => (workflowStatusValues as readonly string[]).indexOf(status);

/**
 * The steps of a workflow of `requestType` (an RFP's six by default): steps before the current one
 * completed, the current one pending, later ones upcoming; a completed order has every step completed. The
 * current index is the last step whose status the workflow has reached (at least 1, so the first step is
 * always completed): a status between steps (PAYMENT_PENDING, ORDER_IN_PROGRESS) counts as the step before
 * it, and a cancelled or unknown one stays at step 1.
 */
export function timelineSteps(
  status: string,
  createdAt: string,
  updatedAt: string,
  requestType: RequestType = 'RFP',
): TimelineStep[] {
  const steps = STEPS[requestType];
  const index = status === 'ORDER_COMPLETED' ? steps.length : Math.max(1, currentIndex(steps, status));
  return steps.map((step, i) => ({
    action: step.action,
    date: i === 0 ? createdAt : updatedAt,
    status: i < index ? 'completed' : i === index ? 'pending' : 'upcoming',
  }));
}

function currentIndex(steps: ReadonlyArray<{ status: WorkflowStatus }>, status: string): number {
  if (status === 'ORDER_CANCELLED' || order(status) < 0) return 0;
  let reached = 0;
  steps.forEach((step, i) => {
    if (order(step.status) <= order(status)) reached = i;
  });
  return reached;
}

const STATE_WORDS: Record<TimelineStepState, string> = {
  completed: 'Completed',
  pending: 'In progress',
  upcoming: 'Upcoming',
};

function dot(fill: string, ring: string) {
  return {
    display: 'inline-block',
    flexShrink: 0,
    width: 14,
    height: 14,
    margin: 2,
    borderRadius: '50%',
    background: fill,
    border: `2px solid ${ring}`,
    boxSizing: 'border-box',
  } as const;
}

const STATE_ICON = {
  completed: <CheckCircledIcon aria-hidden color="var(--green-11)" width={18} height={18} />,
  // Drawn rather than new icons: the icon module is shared with the first download.
  pending: <span aria-hidden style={dot('var(--accent-9)', 'var(--accent-9)')} />,
  upcoming: <span aria-hidden style={dot('transparent', 'var(--gray-9)')} />,
} satisfies Record<TimelineStepState, unknown>;

const LIST_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--space-3)',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
} as const;

export interface WorkflowTimelineProps {
  /** The workflow's status; it decides which steps are completed, pending and upcoming. */
  status: string;
  /** When the workflow was created (RFC 3339); dates the first step. */
  createdAt: string;
  /** When the workflow last changed (RFC 3339); dates the other steps. */
  updatedAt: string;
  /** Accessible name of the list; defaults to 'Workflow progress'. */
  label?: string;
  /** The workflow's request type, which decides its steps; an RFP's six by default. */
  requestType?: RequestType;
}

/**
 * The timeline of a workflow (product-spec §4; six steps for an RFP, its own for a direct or custom order): an ordered list whose items say their state in
 * words ("Completed", "In progress", "Upcoming"), with the current step marked `aria-current="step"`.
 */
export function WorkflowTimeline({
  status,
  createdAt,
  updatedAt,
  label = 'Workflow progress',
  requestType = 'RFP',
}: WorkflowTimelineProps) {
  const steps = timelineSteps(status, createdAt, updatedAt, requestType);
  return (
    <ol aria-label={label} style={LIST_STYLE}>
      {steps.map((step) => (
        <li
          key={step.action}
          data-state={step.status}
          aria-current={step.status === 'pending' ? 'step' : undefined}
        >
          <Flex gap="2" align="start">
            {STATE_ICON[step.status]}
            <Flex direction="column">
              <Text size="2" weight={step.status === 'pending' ? 'bold' : 'medium'}>
                {step.action}
              </Text>
              <Text size="1" color="gray">
                {STATE_WORDS[step.status]}
                {step.status === 'upcoming' ? '' : ` · ${formatShortDate(step.date)}`}
              </Text>
            </Flex>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
