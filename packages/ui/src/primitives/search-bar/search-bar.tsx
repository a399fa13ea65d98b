import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, TextField, VisuallyHidden } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DeferredCategorySelect } from './deferred-category-select';
import { type SearchCategory, searchPlaceholder } from './search-categories';

export interface SearchQuery {
  query: string;
  category: SearchCategory;
}

export interface SearchBarProps {
  /**
   * Receives each submitted search. The header sends it to the browse page (issue 11 overrides the spec's
   * "only logs"); without a handler it is only logged.
   */
  onSearch?: (search: SearchQuery) => void;
  /** The words the field starts with (the browse page's current search). */
  initialQuery?: string;
  /** The category the menu starts with. */
  initialCategory?: SearchCategory;
}

function logSearch(search: SearchQuery): void {
  console.info('Search submitted', search);
}

/** The header search: a category menu, a query field whose placeholder names the category, a submit button. */
export function SearchBar({
  onSearch = logSearch,
  initialQuery = '',
  initialCategory = 'all',
}: SearchBarProps) {
  const [category, setCategory] = useState<SearchCategory>(initialCategory);
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ query: query.trim(), category });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; <search> is unknown to happy-dom and pre-2023 browsers.
    <form role="search" onSubmit={submit} aria-label="Search the marketplace" className="rm-SearchBar">
      <Flex gap="2" align="center">
        <DeferredCategorySelect value={category} onValueChange={setCategory} />
        <VisuallyHidden>
          <label htmlFor={inputId}>Search query</label>
        </VisuallyHidden>
        <TextField.Root
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={searchPlaceholder(category)}
          className="rm-SearchBar-query"
        >
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden />
          </TextField.Slot>
        </TextField.Root>
        <IconButton type="submit" aria-label="Search">
          <MagnifyingGlassIcon aria-hidden />
        </IconButton>
      </Flex>
    </form>
  );
}
