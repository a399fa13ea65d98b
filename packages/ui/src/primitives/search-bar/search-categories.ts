/** The search categories of product-spec §9, in menu order. */
export const searchCategories = [
  { value: 'all', label: 'All Categories' },
  { value: 'robots', label: 'Robots' },
  { value: 'parts', label: 'Parts' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'software', label: 'Software' },
  { value: 'services', label: 'Services' },
] as const;

export type SearchCategory = (typeof searchCategories)[number]['value'];

export function isSearchCategory(value: string): value is SearchCategory {
  return searchCategories.some((category) => category.value === value);
}

/** 'Search in All Categories...', 'Search in Robots...', and so on. */
export function searchPlaceholder(category: SearchCategory): string {
  const label = searchCategories.find((entry) => entry.value === category)?.label ?? 'All Categories';
  return `Search in ${label}...`;
}
