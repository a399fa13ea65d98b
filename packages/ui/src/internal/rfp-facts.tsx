import { DataList, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { MilestoneView, RfpView } from '../views/rfp-view';
import { formatMoneyRange, formatShortDate } from './format';

/** An RFP's timeline in words: "Mar 1, 2026 – Mar 31, 2026". */
export function timelineText(rfp: Pick<RfpView, 'timeline'>): string {
  return `${formatShortDate(rfp.timeline.startDate)} – ${formatShortDate(rfp.timeline.endDate)}`;
}

/** When an RFP's bids close, in words: "Bids close Apr 1, 2027". */
export function bidDeadlineText(deadline: string): string {
  return `Bids close ${formatShortDate(deadline)}`;
}

/** An RFP's budget range without decimals: "$50,000 – $150,000". */
export function budgetText(rfp: Pick<RfpView, 'budget'>): string {
  return formatMoneyRange(rfp.budget.min, rfp.budget.max, rfp.budget.currency);
}

/** The heading an RFP goes by: its use case, else its title. */
export function rfpName(rfp: Pick<RfpView, 'useCase' | 'title'>): string {
  return rfp.useCase.trim() || rfp.title;
}

/** Industry, budget range and timeline (and what the sellers must meet) as a list of terms. */
export function RfpRequirementsList({ rfp }: { rfp: RfpView }) {
  const { technicalRequirements: technical } = rfp;
  return (
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      <DataList.Item>
        <DataList.Label>Industry</DataList.Label>
        <DataList.Value>{rfp.industry || 'Not given'}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Budget range</DataList.Label>
        <DataList.Value>{budgetText(rfp)}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Timeline</DataList.Label>
        <DataList.Value>{timelineText(rfp)}</DataList.Value>
      </DataList.Item>
      {rfp.bidDeadline && (
        <DataList.Item>
          <DataList.Label>Bid deadline</DataList.Label>
          <DataList.Value>{bidDeadlineText(rfp.bidDeadline)}</DataList.Value>
        </DataList.Item>
      )}
      <TechnicalFactItems technical={technical} noCertifications="None required" />
    </DataList.Root>
  );
}

/** Milestones by date, or a line saying there are none. */
export function MilestoneList({ milestones }: { milestones: ReadonlyArray<MilestoneView> }) {
  if (milestones.length === 0) return <Text color="gray">No milestones</Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
      {milestones.map((milestone) => (
        <li key={`${milestone.date}-${milestone.description}`}>
          <Text weight="medium">{formatShortDate(milestone.date)}</Text>: {milestone.description}
        </li>
      ))}
    </ul>
  );
}

/** The technical requirements as DataList items: payload, battery life, certifications, custom specs. */
export function TechnicalFactItems({
  technical,
  noCertifications,
}: {
  technical: RfpView['technicalRequirements'];
  noCertifications: ReactNode;
}) {
  return (
    <>
      <DataList.Item>
        <DataList.Label>Max payload</DataList.Label>
        <DataList.Value>{technical.payload} kg</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Battery life</DataList.Label>
        <DataList.Value>{technical.batteryLife} hours</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Certifications</DataList.Label>
        <DataList.Value>
          {technical.certifications.length > 0 ? technical.certifications.join(', ') : noCertifications}
        </DataList.Value>
      </DataList.Item>
      {technical.customSpecs.map((spec) => (
        <DataList.Item key={spec.name}>
          <DataList.Label>{spec.name}</DataList.Label>
          <DataList.Value>{spec.value}</DataList.Value>
        </DataList.Item>
      ))}
    </>
  );
}
