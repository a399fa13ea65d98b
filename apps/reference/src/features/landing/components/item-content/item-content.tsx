import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface ItemContentProps {
  /** What stands above the title: an icon, a figure, a step number or a date badge. */
  lead?: ReactNode;
  /** The item's h3. */
  title: ReactNode;
  /** The sentence or two under the title. */
  text: ReactNode;
  /** Size of the title; the smaller one suits dense grids. */
  titleSize?: '3' | '4';
  /** Space between lead, title and text. */
  gap?: '1' | '2' | '3';
  /** Cross-axis alignment, for leads that must not stretch. */
  align?: 'start';
  /** Height of the column, so that cards in one row can share it. */
  height?: '100%';
  /** Class of the column, for layouts that restyle it (the roadmap's alternating sides). */
  className?: string;
  /** Class of the text; without it the text is the theme's muted grey. */
  textClassName?: string;
}

/** The lead, title and text column shared by the landing page's cards, steps, milestones and perks. */
export function ItemContent({
  lead,
  title,
  text,
  titleSize = '4',
  gap,
  align,
  height,
  className,
  textClassName,
}: ItemContentProps) {
  return (
    <Flex direction="column" gap={gap} align={align} height={height} className={className}>
      {lead}
      <Heading as="h3" size={titleSize}>
        {title}
      </Heading>
      <Text as="p" size="2" color={textClassName ? undefined : 'gray'} className={textClassName}>
        {text}
      </Text>
    </Flex>
  );
}
