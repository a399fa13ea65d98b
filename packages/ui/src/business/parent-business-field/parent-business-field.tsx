import { Badge, Card, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { type KeyboardEvent, useId, useState } from 'react';
import { SearchStatus } from '../../internal/search-status';

/** A business the parent search found: the contract's BusinessSearchResult (id and name, nothing else). */
export type ParentOption = components['schemas']['BusinessSearchResult'];

/** The fewest characters the parent search looks up (the contract's minimum for `q`). */
export const PARENT_SEARCH_MIN = 2;

/** The search the app runs for the field (`GET /v2/business/search?q=`), as the field shows it. */
export interface ParentSearch {
  /** The text typed. */
  query: string;
  /** Called as the user types. */
  onQueryChange: (query: string) => void;
  /** The businesses found for `query`. */
  results: ReadonlyArray<ParentOption>;
  /** 'idle' until 2 characters are typed; then loading, error (with Retry) or ready. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** Why the search failed (e.g. too many searches); a general sentence when empty. */
  error?: string | undefined;
  /** Called by Retry after a failure. */
  onRetry: () => void;
}

export interface ParentBusinessFieldProps extends ParentSearch {
  /** The parent chosen, or null for none (the subsidiary starts without a parent). */
  selected: ParentOption | null;
  /** Told the new choice, or null when it is removed. */
  onSelectedChange: (parent: ParentOption | null) => void;
  /** The search box's id, so a form can focus it. */
  id?: string;
}

/**
 * A subsidiary's parent company, found by name: type at least 2 characters, move with the arrow keys,
 * choose with Enter or a click (a combobox over a listbox). The chosen parent shows with a Remove button;
 * its ADMINs approve the link before the parent sees anything.
 */
export function ParentBusinessField({
  query,
  onQueryChange,
  results,
  status,
  error,
  onRetry,
  selected,
  onSelectedChange,
  id,
}: ParentBusinessFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-search`;
  const listId = `${generated}-list`;
  const hintId = `${generated}-hint`;
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${generated}-option-${index}`;
  const open = status === 'ready' && results.length > 0;
  const activeIndex = Math.min(active, results.length - 1);

  function choose(parent: ParentOption) {
    onSelectedChange(parent);
    onQueryChange('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const parent = results[activeIndex];
      if (parent !== undefined) choose(parent);
    }
  }

  if (selected !== null) {
    return (
      <Flex direction="column" gap="2">
        <Text as="div" size="2" weight="medium" id={`${generated}-label`}>
          Parent Company
        </Text>
        <Flex gap="2" align="center" role="group" aria-labelledby={`${generated}-label`}>
          <Badge size="2" variant="soft">
            {selected.name}
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              aria-label={`Remove ${selected.name}`}
              onClick={() => onSelectedChange(null)}
            >
              ×
            </IconButton>
          </Badge>
        </Flex>
        <Text size="1" color="gray">
          Its ADMIN approves the link before {selected.name} sees your figures.
        </Text>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="2">
      <Text as="label" size="2" weight="medium" htmlFor={inputId}>
        Parent Company (optional)
      </Text>
      <TextField.Root
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        aria-describedby={hintId}
        placeholder="Search businesses by name"
        autoComplete="off"
        value={query}
        maxLength={100}
        onChange={(event) => {
          setActive(0);
          onQueryChange(event.target.value);
        }}
        onKeyDown={handleKeyDown}
      />
      <Text id={hintId} size="1" color="gray">
        Type at least {PARENT_SEARCH_MIN} characters of your parent company's name.
      </Text>
      <SearchStatus
        status={status}
        count={results.length}
        loading="Finding businesses..."
        failure={error?.trim() || 'Could not search businesses.'}
        empty={`No business matches “${query.trim()}”`}
        onRetry={onRetry}
      />
      <Card size="1" hidden={!open}>
        <div
          id={listId}
          role="listbox"
          aria-label="Businesses found"
          style={{ maxHeight: 200, overflowY: 'auto' }}
        >
          {open &&
            results.map((parent, index) => (
              // The combobox owns the keyboard (aria-activedescendant); a click chooses too.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys
              <div
                key={parent.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                onClick={() => choose(parent)}
                onMouseEnter={() => setActive(index)}
                style={{
                  cursor: 'pointer',
                  padding: 'var(--space-2)',
                  borderRadius: 'var(--radius-2)',
                  background: index === activeIndex ? 'var(--accent-a3)' : undefined,
                }}
              >
                <Text size="2">{parent.name}</Text>
              </div>
            ))}
        </div>
      </Card>
    </Flex>
  );
}
