import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Card, Container, Flex, Table, Text } from '@radix-ui/themes';
import { comparison } from '../../landing-content';
import { SectionHeader } from '../section-header';

/** Traditional procurement against RoboMarket, row by row (the "Benefits" anchor of the mini menu). */
export function ComparisonSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="landing-section">
      <Container size="3" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="benefits-title"
          eyebrow="Benefits"
          title="Traditional procurement versus RoboMarket"
          description="Buying robots the old way costs months and carries risk on both sides. Here is what changes."
        />
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
                  <Table.Cell>
                    <Flex gap="2" align="start">
                      <CrossCircledIcon aria-hidden className="comparison__icon comparison__icon--no" />
                      <Text size="2" color="gray">
                        {row.traditional}
                      </Text>
                    </Flex>
                  </Table.Cell>
                  <Table.Cell className="comparison__ours">
                    <Flex gap="2" align="start">
                      <CheckCircledIcon aria-hidden className="comparison__icon comparison__icon--yes" />
                      <Text size="2" weight="medium">
                        {row.robomarket}
                      </Text>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
      </Container>
    </section>
  );
}
