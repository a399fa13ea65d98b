import { Card, Grid, Skeleton, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

/** One figure: its label, its value (null while it is not known) and an optional note under it. */
export interface Figure {
  label: string;
  value: ReactNode | null;
  note?: string | undefined;
}

/**
 * Figures as cards in a description list (`dt` the label, `dd` the value): the dashboard's Key Metrics and
 * a seller's payout balance. While `loading`, or for a value not known yet, a skeleton holds its place.
 */
export function FigureCards({
  figures,
  loading,
  columns,
}: {
  figures: readonly Figure[];
  loading: boolean;
  columns: ComponentProps<typeof Grid>['columns'];
}) {
  return (
    <Grid columns={columns} gap="3" asChild>
      <dl style={{ margin: 0 }}>
        {figures.map((figure) => (
          <Card key={figure.label} size="2" asChild>
            <div>
              <Text as="div" size="2" color="gray" asChild>
                <dt>{figure.label}</dt>
              </Text>
              <Text as="div" size="6" weight="bold" mt="1" asChild>
                <dd style={{ margin: 0 }}>
                  {loading || figure.value === null ? <Skeleton width="96px" height="28px" /> : figure.value}
                </dd>
              </Text>
              {!loading && figure.note && (
                <Text as="div" size="1" color="gray" mt="1" asChild>
                  <dd style={{ margin: 0 }}>{figure.note}</dd>
                </Text>
              )}
            </div>
          </Card>
        ))}
      </dl>
    </Grid>
  );
}
