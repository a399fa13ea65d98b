import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Flex, Heading, Table, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatPrice } from '../../primitives/price-text';
import { type ProposalView, plural, type StructuredTermsView } from '../../views/proposal-view';

export interface ProposalComparisonProps {
  /** The proposals to set side by side (two or more make a comparison), in the order given. */
  proposals: ReadonlyArray<ProposalView>;
  /** The certifications the RFP requires; each gets a row saying which proposals cover it. */
  requiredCertifications?: ReadonlyArray<string>;
  /** Level of the heading: 2 (the default) under the page heading. */
  headingLevel?: 2 | 3;
}

interface Row {
  label: string;
  cell: (terms: StructuredTermsView | null, proposal: ProposalView) => ReactNode;
}

const NONE = '—';

const ROWS: Row[] = [
  { label: 'Price', cell: (_terms, proposal) => formatPrice(proposal.price, proposal.currency) },
  { label: 'Delivery', cell: (terms) => (terms ? plural(terms.delivery_weeks, 'week') : NONE) },
  { label: 'Warranty', cell: (terms) => (terms ? plural(terms.warranty_years, 'year') : NONE) },
  { label: 'SLA response', cell: (terms) => (terms ? plural(terms.sla_response_hours, 'hour') : NONE) },
  { label: 'Training', cell: (terms) => (terms ? plural(terms.training_days, 'day') : NONE) },
  { label: 'Payment terms', cell: (terms) => terms?.payment_terms || NONE },
  {
    label: 'Maintenance',
    cell: (terms) => (terms ? (terms.maintenance_included ? 'Included' : 'Not included') : NONE),
  },
];

function Coverage({ covered }: { covered: boolean }) {
  return (
    <Flex align="center" gap="1">
      {covered ? (
        <CheckIcon aria-hidden color="var(--green-11)" />
      ) : (
        <Cross2Icon aria-hidden color="var(--red-11)" />
      )}
      <Text>{covered ? 'Covered' : 'Not covered'}</Text>
    </Flex>
  );
}

// The first column stays in view while the proposals scroll sideways on a phone.
const STICKY = { position: 'sticky', left: 0, background: 'var(--color-panel-solid)', zIndex: 1 } as const;

/**
 * The buyer's side-by-side comparison of proposals (issue 10 §4): price, delivery weeks, warranty, SLA,
 * training, payment terms, maintenance and, for each certification the RFP requires, whether each proposal
 * covers it (in words, not only a mark). One column per proposal headed by its seller; at phone widths the
 * table scrolls sideways inside its own scroll area with the row labels kept in view.
 */
export function ProposalComparison({
  proposals,
  requiredCertifications = [],
  headingLevel = 2,
}: ProposalComparisonProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  // The table's scroll area scrolls at phone widths: keyboard users reach it with Tab and scroll it with
  // the arrow keys. Radix renders that viewport inside Table.Root and takes no props for it.
  useEffect(() => {
    const viewport = section.current?.querySelector('[data-radix-scroll-area-viewport]');
    if (viewport instanceof HTMLElement) viewport.tabIndex = 0;
  }, []);
  return (
    <Flex direction="column" gap="3" asChild>
      <section ref={section} aria-labelledby={titleId}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="4" id={titleId}>
          Compare proposals
        </Heading>
        {/* Radix's Table.Root scrolls sideways inside its own scroll area when the columns do not fit; a
            min-width on the root would widen the page instead. */}
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell style={STICKY}>
                <Text>Term</Text>
              </Table.ColumnHeaderCell>
              {proposals.map((proposal) => (
                <Table.ColumnHeaderCell key={proposal.id} scope="col" style={{ maxWidth: 180 }}>
                  {proposal.sellerName}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ROWS.map((row) => (
              <Table.Row key={row.label}>
                <Table.RowHeaderCell style={STICKY}>{row.label}</Table.RowHeaderCell>
                {proposals.map((proposal) => (
                  <Table.Cell key={proposal.id}>{row.cell(proposal.structured_terms, proposal)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
            {requiredCertifications.map((certification) => (
              <Table.Row key={certification}>
                <Table.RowHeaderCell style={{ ...STICKY, maxWidth: 160 }}>
                  {certification}
                </Table.RowHeaderCell>
                {proposals.map((proposal) => (
                  <Table.Cell key={proposal.id}>
                    <Coverage
                      covered={
                        proposal.structured_terms?.compliance_certifications.includes(certification) ?? false
                      }
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </section>
    </Flex>
  );
}
