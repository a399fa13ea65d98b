import { SearchBar } from '@robomarket/ui';
import { useLocation, useNavigate } from 'react-router';
import { searchHref, searchOf } from '../../search-href';

/**
 * The header's search: a submitted search opens the browse page with the words and the category
 * (/browse?q=&category=). On the browse page it starts from that page's search, and follows it when the
 * address changes (back, forward, Clear filters).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = searchOf(pathname, search);
  return (
    <SearchBar
      key={`${current.category}\u0000${current.query}`}
      initialQuery={current.query}
      initialCategory={current.category}
      onSearch={({ query, category }) => navigate(searchHref(query, category))}
    />
  );
}
