import { Badge } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { type WorkflowStage, workflowStage } from '../../views/workflow-view';

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

// product-spec §4 "Stage badge colours".
const STAGE_COLOR: Record<WorkflowStage, BadgeColor> = {
  DRAFT: 'gray',
  NEGOTIATION: 'blue',
  REVIEW: 'yellow',
  APPROVED: 'green',
  COMPLETED: 'purple',
};

const STAGE_LABEL: Record<WorkflowStage, string> = {
  DRAFT: 'Draft',
  NEGOTIATION: 'Negotiation',
  REVIEW: 'Review',
  APPROVED: 'Approved',
  COMPLETED: 'Completed',
};

/** The colour of a stage's badge: DRAFT gray, NEGOTIATION blue, REVIEW yellow, APPROVED green, COMPLETED purple. */
export function stageColor(stage: WorkflowStage): BadgeColor {
  return STAGE_COLOR[stage];
}

export interface StageBadgeProps {
  /** The workflow's status; its stage is derived (product-spec §4), an unknown status shows DRAFT. */
  status: string;
  /** Badge size, as Radix Themes' Badge. */
  size?: '1' | '2' | '3';
}

/**
 * A workflow's display stage as a coloured badge with its name in words ("Negotiation"), so colour is never
 * the only cue. `data-stage` carries the stage for tests and styles.
 */
export function StageBadge({ status, size = '2' }: StageBadgeProps) {
  const stage = workflowStage(status);
  return (
    <Badge color={STAGE_COLOR[stage]} size={size} variant="soft" highContrast data-stage={stage}>
      {STAGE_LABEL[stage]}
    </Badge>
  );
}
