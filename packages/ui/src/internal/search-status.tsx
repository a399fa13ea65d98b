import { Button, Flex, Spinner, Text } from '@radix-ui/themes';

export interface SearchStatusProps {
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** How many results the ready search found. */
  count: number;
  /** "Finding sellers..." while it searches. */
  loading: string;
  /** What failed, with a Retry beside it. */
  failure: string;
  /** What a ready search without results says. */
  empty: string;
  onRetry: () => void;
}

/** The line under a search box of a picker: searching, failed with Retry, or nothing found. */
export function SearchStatus({ status, count, loading, failure, empty, onRetry }: SearchStatusProps) {
  if (status === 'loading') {
    return (
      <Flex role="status" align="center" gap="2">
        <Spinner size="1" />
        <Text size="2" color="gray">
          {loading}
        </Text>
      </Flex>
    );
  }
  if (status === 'error') {
    return (
      <Flex role="alert" align="center" gap="3">
        <Text size="2" color="red">
          {failure}
        </Text>
        <Button type="button" size="1" variant="soft" onClick={onRetry}>
          Retry
        </Button>
      </Flex>
    );
  }
  if (status === 'ready' && count === 0) {
    return (
      <Text size="2" color="gray" role="status">
        {empty}
      </Text>
    );
  }
  return null;
}
