import { CheckIcon } from '@radix-ui/react-icons';
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';

export interface StepIndicatorProps {
  /** The steps' names in order. */
  steps: readonly string[];
  /** The index of the step shown (0-based). */
  current: number;
  /**
   * Which steps are done, by index: only these are ticked and read "(completed)". Leave unset to count every
   * step before the current one as done.
   */
  completed?: readonly boolean[];
}

/** Where the user is in a multi-step form: every step's name, done ones ticked, the current one marked. */
export function StepIndicator({ steps, current, completed }: StepIndicatorProps) {
  return (
    <nav aria-label="Progress">
      <Flex asChild gap="4" wrap="wrap" m="0" p="0" style={{ listStyle: 'none' }}>
        <ol>
          {steps.map((step, index) => {
            const here = index === current;
            const done = !here && (completed ? completed[index] === true : index < current);
            return (
              <li key={step} aria-current={here ? 'step' : undefined}>
                <Flex align="center" gap="2">
                  <Text
                    size="1"
                    weight="bold"
                    aria-hidden
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 24,
                      height: 24,
                      borderRadius: '50%',
                      background: here || done ? 'var(--accent-9)' : 'var(--gray-a4)',
                      color: here || done ? 'var(--accent-contrast)' : 'var(--gray-12)',
                    }}
                  >
                    {done ? <CheckIcon /> : index + 1}
                  </Text>
                  <Text size="2" weight={here ? 'bold' : 'regular'} color={here ? undefined : 'gray'}>
                    {step}
                    {done && <VisuallyHidden> (completed)</VisuallyHidden>}
                  </Text>
                </Flex>
              </li>
            );
          })}
        </ol>
      </Flex>
    </nav>
  );
}
