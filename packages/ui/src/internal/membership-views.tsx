import { Badge, Button, Card, Flex, Heading, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import type { MembershipRole } from '@robomarket/api-client/enums';
import { type ReactNode, useId, useState } from 'react';
import { FormErrorCallout } from './form-error-callout';
import { useAsyncSubmit } from './use-async-submit';

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

/** Props of {@link ListSection}. */
interface ListSectionProps {
  /** The section's heading. */
  title: ReactNode;
  /** 2 inside a page with its own h1; 3 inside a section. */
  headingLevel: 2 | 3;
  /** While loading, the section is marked busy. */
  status: MembershipListStatus;
  /** The list, or its loading, error or empty state. */
  children: ReactNode;
}

/** A headed section holding one membership list, named by its heading. */
export function ListSection({ title, headingLevel, status, children }: ListSectionProps) {
  const titleId = useId();
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={titleId}>
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}

/** One of the two answers a {@link DecisionCard} offers. */
interface Decision {
  /** The button's label, e.g. 'Accept'. */
  label: string;
  /** Its label while it runs, e.g. 'Accepting...'. */
  busyLabel: string;
  /** Runs the answer; a rejection shows its message in the card. */
  run: () => Promise<unknown>;
}

/** Props of {@link DecisionCard}. */
interface DecisionCardProps {
  /** The card's title (a business's name), which also names its buttons for screen readers. */
  title: string;
  /** h3 under an h2 section heading, h4 under an h3. */
  headingAs: 'h3' | 'h4';
  /** The details under the title. */
  details: ReactNode;
  /** The positive answer (Accept, Approve), shown last as the solid button. */
  confirm: Decision;
  /** The negative answer (Decline). */
  decline: Decision;
  /** Shown when an answer fails without a message. */
  fallbackError: string;
  /** Adds the title to the buttons' accessible names ('Approve Acme West'), where lists hold many alike. */
  nameButtons?: boolean;
}

/** A card asking for a yes or no (an invitation, a link request): both buttons wait while one runs. */
export function DecisionCard({
  title,
  headingAs,
  details,
  confirm,
  decline,
  fallbackError,
  nameButtons = false,
}: DecisionCardProps) {
  const nameId = useId();
  const { busy, error, run } = useAsyncSubmit({ fallbackError });
  const [acting, setActing] = useState<Decision | null>(null);
  const act = (decision: Decision) => async () => {
    setActing(decision);
    await run(decision.run);
    setActing(null);
  };
  const button = (decision: Decision, props: { variant?: 'soft'; color?: 'gray' }) => (
    <Button {...props} disabled={busy} onClick={act(decision)}>
      {acting === decision ? decision.busyLabel : decision.label}
      {nameButtons && <VisuallyHidden> {title}</VisuallyHidden>}
    </Button>
  );
  return (
    <Card size="2" asChild>
      <article aria-labelledby={nameId} aria-busy={busy} className="rm-RevealOnFocus">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as={headingAs} size="3" id={nameId} className="rm-LineClamp" title={title}>
                {title}
              </Heading>
              {details}
            </Flex>
            <Flex gap="2">
              {button(decline, { variant: 'soft', color: 'gray' })}
              {button(confirm, {})}
            </Flex>
          </Flex>
          {error && <FormErrorCallout message={error} />}
        </Flex>
      </article>
    </Card>
  );
}
