import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Card, Flex, Text } from '@radix-ui/themes';
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
        {/* Radix Themes' table markup and classes without Table.Root, whose scroll area (4 KB compressed) the
            landing page does not need: the fixed layout wraps the cells at every width. */}
        <div className="rt-TableRoot rt-r-size-3 rt-variant-ghost">
          <table className="rt-TableRootTable rt-r-tl-fixed">
            <thead className="rt-TableHeader">
              <tr className="rt-TableRow">
                <th scope="col" className="rt-TableCell rt-TableColumnHeaderCell comparison__topic">
                  <Text color="gray">Step</Text>
                </th>
                <th scope="col" className="rt-TableCell rt-TableColumnHeaderCell">
                  Traditional
                </th>
                <th scope="col" className="rt-TableCell rt-TableColumnHeaderCell comparison__ours">
                  RoboMarket
                </th>
              </tr>
            </thead>
            <tbody className="rt-TableBody">
              {comparison.map((row) => (
                <tr className="rt-TableRow" key={row.topic}>
                  <th scope="row" className="rt-TableCell rt-TableRowHeaderCell comparison__topic">
                    <Text weight="medium">{row.topic}</Text>
                  </th>
                  <ComparisonCell side="traditional">{row.traditional}</ComparisonCell>
                  <ComparisonCell side="robomarket">{row.robomarket}</ComparisonCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </LandingSection>
  );
}

/** One side's answer: a cross and muted text for the old way, a check and highlighted text for ours. */
function ComparisonCell({ side, children }: { side: 'traditional' | 'robomarket'; children: string }) {
  const ours = side === 'robomarket';
  const Icon = ours ? CheckCircledIcon : CrossCircledIcon;
  return (
    <td className={ours ? 'rt-TableCell comparison__ours' : 'rt-TableCell'}>
      <Flex gap="2" align="start">
        <Icon aria-hidden className={`comparison__icon comparison__icon--${ours ? 'yes' : 'no'}`} />
        <Text size="2" color={ours ? undefined : 'gray'} weight={ours ? 'medium' : undefined}>
          {children}
        </Text>
      </Flex>
    </td>
  );
}
