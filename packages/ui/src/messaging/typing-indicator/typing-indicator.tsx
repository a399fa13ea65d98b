import { Text } from '@radix-ui/themes';

export interface TypingIndicatorProps {
  /** The names of the other parties typing now, in the order they started; none shows nothing. */
  names?: ReadonlyArray<string>;
}

/** The sentence for who is typing: 'Sam is typing...', 'Sam and Ada are typing...', 'Several people are typing...'. */
export function typingText(names: ReadonlyArray<string>): string {
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return `${first} is typing...`;
  if (names.length === 2) return `${first} and ${second} are typing...`;
  return 'Several people are typing...';
}

/**
 * Who else is typing, in a polite live region: a screen reader announces it when it changes without
 * interrupting. The region stays in the page (empty when nobody types) so that its first sentence is read.
 */
export function TypingIndicator({ names = [] }: TypingIndicatorProps) {
  return (
    <Text
      as="p"
      size="2"
      color="gray"
      aria-live="polite"
      style={{ minHeight: 'var(--line-height-2)', margin: 0 }}
    >
      {typingText(names)}
    </Text>
  );
}
