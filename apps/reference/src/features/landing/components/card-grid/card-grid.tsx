import { Card, Grid } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ItemContent, type ItemContentProps } from '../item-content';

/** One card of the grid. */
export interface CardGridItem {
  /** The card's h3; also its key, so titles must differ. */
  title: string;
  /** The sentence or two under the title. */
  text: string;
  /** What stands above the title: an icon or a figure. */
  lead: ReactNode;
}

export interface CardGridProps extends Pick<ItemContentProps, 'gap' | 'align'> {
  /** The cards, in reading order. */
  items: readonly CardGridItem[];
  /** Class of every card, for its hover lift and the look of its lead. */
  cardClassName: string;
  /** The Radix card variant; 'surface' suits the dark band. */
  variant?: 'surface';
}

/** A row of four equal cards (two on tablets, one on phones), each a lead, a title and a text. */
export function CardGrid({ items, cardClassName, variant, gap, align }: CardGridProps) {
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
      {items.map((item) => (
        <Card key={item.title} size="3" variant={variant} className={cardClassName}>
          <ItemContent gap={gap} align={align} lead={item.lead} title={item.title} text={item.text} />
        </Card>
      ))}
    </Grid>
  );
}
