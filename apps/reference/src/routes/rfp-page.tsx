import { Container, Section } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The frame of the RFP and proposal pages: the page's width and spacing. */
export function RfpPage({ children, size = '4' }: { children: ReactNode; size?: '3' | '4' }) {
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size={size}>{children}</Container>
    </Section>
  );
}
