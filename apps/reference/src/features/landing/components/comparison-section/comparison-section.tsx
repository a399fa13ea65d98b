import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Card, Flex, Table, Text } from '@radix-ui/themes';
import { comparison } from '../../landing-content';
import { LandingSection } from '../landing-section';

/** Traditional procurement against RoboMarket, row by row (the "Benefits" anchor of the mini menu). */
export function ComparisonSection() {
  return (
    <LandingSection
      id="benefits"
      size="3"
      header={{
        eyebrow: 'Benefits',
        title: 'Traditional procurement versus RoboMarket',
        description:
          'Buying robots the old way costs months and carries risk on both sides. Here is what changes.',
      }}
    >
      <Card size="1" className="comparison-card">
        <Table.Root variant="ghost" size="3" layout="fixed">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell className="comparison__topic">
                <Text color="gray">Step</Text>
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Traditional</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="comparison__ours">RoboMarket</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {comparison.map((row) => (
              <Table.Row key={row.topic}>
                <Table.RowHeaderCell className="comparison__topic">
                  <Text weight="medium">{row.topic}</Text>
                </Table.RowHeaderCell>
                <ComparisonCell side="traditional">{row.traditional}</ComparisonCell>
                <ComparisonCell side="robomarket">{row.robomarket}</ComparisonCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </LandingSection>
  );
}

/** One side's answer: a cross and muted text for the old way, a check and highlighted text for ours. */
function ComparisonCell({ side, children }: { side: 'traditional' | 'robomarket'; children: string }) {
  const ours = side === 'robomarket';
  const Icon = ours ? CheckCircledIcon : CrossCircledIcon;
  return (
    <Table.Cell className={ours ? 'comparison__ours' : undefined}>
      <Flex gap="2" align="start">
        <Icon aria-hidden className={`comparison__icon comparison__icon--${ours ? 'yes' : 'no'}`} />
        <Text size="2" color={ours ? undefined : 'gray'} weight={ours ? 'medium' : undefined}>
          {children}
        </Text>
      </Flex>
    </Table.Cell>
  );
}
