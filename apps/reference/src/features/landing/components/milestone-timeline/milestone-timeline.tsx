import { Badge } from '@radix-ui/themes';
import { ItemContent } from '../item-content';

/** One step of a timeline: its quarter ('2025 Q1'), a title and a sentence. */
interface Milestone {
  quarter: string;
  title: string;
  text: string;
}

/** Milestones in order on a vertical line: the landing page's roadmap and the about page's story. */
export function MilestoneTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="roadmap">
      {milestones.map((milestone) => (
        <li key={milestone.quarter} className="roadmap__item">
          <span className="roadmap__marker" aria-hidden="true" />
          <ItemContent
            gap="1"
            className="roadmap__content"
            lead={
              <Badge size="2" variant="surface" className="roadmap__quarter">
                {milestone.quarter}
              </Badge>
            }
            title={milestone.title}
            text={milestone.text}
          />
        </li>
      ))}
    </ol>
  );
}
