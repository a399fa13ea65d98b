import { useSearchBusinesses } from '@robomarket/api-client/react';
import { describeFailure, PARENT_SEARCH_MIN, type ParentSearch } from '@robomarket/ui';
import { useEffect, useState } from 'react';

/** How long typing must pause before the parent search asks the server (the search is rate limited). */
export const PARENT_SEARCH_PAUSE_MS = 250;

/**
 * The Register dialog's parent search (`GET /v2/business/search?q=`): asks once typing pauses and at least
 * 2 characters are there; the last answer stays on screen while the next one loads.
 */
export function useParentSearch(): ParentSearch {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query.trim()), PARENT_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useSearchBusinesses(asked);
  const long = query.trim().length >= PARENT_SEARCH_MIN && asked.length >= PARENT_SEARCH_MIN;
  return {
    query,
    onQueryChange: setQuery,
    results: long ? (search.data?.businesses ?? []) : [],
    status: !long
      ? 'idle'
      : search.isError && !search.data
        ? 'error'
        : search.isPending || asked !== query.trim()
          ? 'loading'
          : 'ready',
    error: search.isError ? describeFailure(search.error, 'Could not search businesses.').message : undefined,
    onRetry: () => void search.refetch(),
  };
}
