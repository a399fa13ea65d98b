import { lazy, Suspense } from 'react';
import { loadOnce, SELECT_OPENING_KEYS, useDeferredTrigger } from '../deferred';
import { type SearchCategory, searchCategories } from './search-categories';

const loadCategorySelect = loadOnce(() => import('./category-select'));
const CategorySelect = lazy(async () => ({ default: (await loadCategorySelect()).CategorySelect }));

export interface DeferredCategorySelectProps {
  /** The chosen category. */
  value: SearchCategory;
  /** Called with the category the user picks. */
  onValueChange: (category: SearchCategory) => void;
}

/**
 * The header search's category menu without Radix Select in the first download (it brings popper,
 * scroll-area and focus code every page header would pay for). Until it is wanted, a stand-in with the
 * same markup and classes as Radix Themes' trigger is shown; the pointer or focus reaching it starts the
 * download, and a click or an opening key opens the real menu as soon as it has arrived.
 */
export function DeferredCategorySelect({ value, onValueChange }: DeferredCategorySelectProps) {
  const { wanted, triggerProps } = useDeferredTrigger(loadCategorySelect, SELECT_OPENING_KEYS);
  const label = searchCategories.find((entry) => entry.value === value)?.label ?? 'All Categories';
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-label="Search category"
      aria-expanded={false}
      className="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface rm-SearchBar-category"
      {...triggerProps}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{label}</span>
      </span>
      <svg
        width="9"
        height="9"
        viewBox="0 0 9 9"
        fill="currentcolor"
        xmlns="http://www.w3.org/2000/svg"
        className="rt-SelectIcon"
        aria-hidden
      >
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CategorySelect value={value} onValueChange={onValueChange} openOnMount />
    </Suspense>
  );
}
