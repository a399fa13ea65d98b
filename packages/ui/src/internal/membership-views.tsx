import { Badge, Flex, Spinner, Text } from '@radix-ui/themes';
import type { MembershipRole } from '@robomarket/api-client/enums';
import type { ReactNode } from 'react';

export type { MembershipRole };

/** Loading, failed, or ready to show the list. */
export type MembershipListStatus = 'loading' | 'error' | 'ready';

/** A membership role as a badge: ADMIN stands out, MEMBER stays quiet. */
export function MembershipRoleBadge({ role }: { role: MembershipRole }) {
  return (
    <Badge color={role === 'ADMIN' ? 'violet' : 'gray'} variant="soft" highContrast>
      {role === 'ADMIN' ? 'Admin' : 'Member'}
    </Badge>
  );
}

/** A list being loaded, announced politely. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Flex role="status" align="center" gap="2" py="3">
      <Spinner />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}

/** A calendar date in the en-US short format (product-spec §2, dashboard rows). */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A column of cards that keeps list semantics (Safari drops them once list-style is none). */
const CARD_LIST_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-3)',
} as const;

export function CardList({ children }: { children: ReactNode }) {
  return (
    <>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics once list-style is none. */}
      <ul role="list" style={CARD_LIST_STYLE}>
        {children}
      </ul>
    </>
  );
}
