import { isSearchCategory, type SearchCategory } from '@robomarket/ui';

/** The header search's address: /browse with the words and the category (none for all). */
export function searchHref(query: string, category: SearchCategory): string {
  const params = new URLSearchParams();
  if (query.trim() !== '') params.set('q', query.trim());
  if (category !== 'all') params.set('category', category);
  const text = params.toString();
  return text === '' ? '/browse' : `/browse?${text}`;
}

/** The words and category of a browse address, for the header search to start with. */
export function searchOf(pathname: string, search: string): { query: string; category: SearchCategory } {
  if (pathname !== '/browse') return { query: '', category: 'all' };
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? 'all';
  return { query: params.get('q') ?? '', category: isSearchCategory(category) ? category : 'all' };
}
