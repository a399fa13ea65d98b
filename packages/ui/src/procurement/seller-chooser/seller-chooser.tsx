import { Badge, Card, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { type KeyboardEvent, useId, useState } from 'react';
import { SearchStatus } from '../../internal/search-status';

/** A seller as the directory lists it (the contract's SellerSummary). */
export type SellerOption = components['schemas']['SellerSummary'];

/** Where the directory's answer stands: still loading, failed, or here (possibly empty). */
export type SellerChooserStatus = 'loading' | 'error' | 'ready';

export interface SellerChooserProps {
  /** The field's label, e.g. 'Seller' or 'Sellers to invite'. */
  label: string;
  /** Several sellers (a custom order) or exactly one (a direct order). */
  multiple: boolean;
  /** The search text; the app looks sellers up with it (`GET /v2/sellers?q=`). */
  query: string;
  /** Called as the user types. */
  onQueryChange: (query: string) => void;
  /** The directory's sellers for `query`. */
  results: ReadonlyArray<SellerOption>;
  /** Loading shows 'Finding sellers...', error shows the problem with Retry. */
  status: SellerChooserStatus;
  /** Called by Retry after a failure. */
  onRetry: () => void;
  /** The sellers chosen so far. */
  selected: ReadonlyArray<SellerOption>;
  /** Told the new choice; a single chooser replaces its seller. */
  onSelectedChange: (selected: SellerOption[]) => void;
  /** Why the choice is not valid yet (e.g. 'Choose a seller for this order'). */
  problem?: string | undefined;
  /** The search box's id, so a form can focus it. */
  id?: string;
}

const sellerLabel = (seller: SellerOption) =>
  seller.businessName === null ? seller.name : `${seller.businessName} (${seller.name})`;

const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * A searchable seller chooser (a combobox over a listbox): type to search the seller directory, move with
 * the arrow keys, choose with Enter or a click. Single for a direct order (the choice replaces the seller),
 * multiple for a custom order (each chosen seller is shown with a Remove button).
 */
export function SellerChooser({
  label,
  multiple,
  query,
  onQueryChange,
  results,
  status,
  onRetry,
  selected,
  onSelectedChange,
  problem,
  id,
}: SellerChooserProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-search`;
  const listId = `${generated}-list`;
  const problemId = `${generated}-problem`;
  const [active, setActive] = useState(0);
  const chosen = new Set(selected.map((seller) => seller.id));
  const optionId = (index: number) => `${generated}-option-${index}`;

  function toggle(seller: SellerOption) {
    if (chosen.has(seller.id)) onSelectedChange(selected.filter((item) => item.id !== seller.id));
    else onSelectedChange(multiple ? [...selected, seller] : [seller]);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (status !== 'ready' || results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const seller = results[Math.min(active, results.length - 1)];
      if (seller !== undefined) toggle(seller);
    }
  }

  const activeIndex = Math.min(active, results.length - 1);
  return (
    <Flex direction="column" gap="2">
      <Text as="label" size="2" weight="medium" htmlFor={inputId}>
        {label}
      </Text>
      {selected.length > 0 && (
        <Flex gap="2" wrap="wrap" aria-label={multiple ? 'Chosen sellers' : 'Chosen seller'} role="group">
          {selected.map((seller) => (
            <Badge key={seller.id} size="2" variant="soft">
              {sellerLabel(seller)}
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                aria-label={`Remove ${seller.businessName ?? seller.name}`}
                onClick={() => toggle(seller)}
              >
                ×
              </IconButton>
            </Badge>
          ))}
        </Flex>
      )}
      <TextField.Root
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={status === 'ready' && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={status === 'ready' && results.length > 0 ? optionId(activeIndex) : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        placeholder="Search sellers by name"
        value={query}
        maxLength={100}
        onChange={(event) => {
          setActive(0);
          onQueryChange(event.target.value);
        }}
        onKeyDown={handleKeyDown}
      />
      {problem && (
        <Text id={problemId} size="1" color="red">
          {problem}
        </Text>
      )}
      <SearchStatus
        status={status}
        count={results.length}
        loading="Finding sellers..."
        failure="Could not load sellers."
        empty={query.trim() === '' ? 'No sellers yet' : `No sellers match “${query.trim()}”`}
        onRetry={onRetry}
      />
      <Card size="1" hidden={status !== 'ready' || results.length === 0}>
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable={multiple || undefined}
          style={{ maxHeight: 240, overflowY: 'auto' }}
        >
          {status === 'ready' &&
            results.map((seller, index) => (
              // The combobox owns the keyboard (aria-activedescendant); a click chooses too.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys
              <div
                key={seller.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={chosen.has(seller.id)}
                onClick={() => toggle(seller)}
                onMouseEnter={() => setActive(index)}
                style={{
                  cursor: 'pointer',
                  padding: 'var(--space-2)',
                  borderRadius: 'var(--radius-2)',
                  background: index === activeIndex ? 'var(--accent-a3)' : undefined,
                }}
              >
                <Flex justify="between" gap="3" align="center">
                  <Flex direction="column">
                    <Text size="2" weight="medium">
                      {chosen.has(seller.id) ? '✓ ' : ''}
                      {seller.businessName ?? seller.name}
                    </Text>
                    {seller.businessName !== null && (
                      <Text size="1" color="gray">
                        {seller.name}
                      </Text>
                    )}
                  </Flex>
                  <Text size="1" color="gray">
                    {productCount(seller.productCount)}
                  </Text>
                </Flex>
              </div>
            ))}
        </div>
      </Card>
    </Flex>
  );
}
