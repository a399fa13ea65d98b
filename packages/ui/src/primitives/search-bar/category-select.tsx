import { Select } from '@radix-ui/themes';
import { isSearchCategory, type SearchCategory, searchCategories } from './search-categories';

export interface CategorySelectProps {
  /** The chosen category. */
  value: SearchCategory;
  /** Called with the category the user picks. */
  onValueChange: (category: SearchCategory) => void;
  /** Opens the menu at once (the user asked for it before this code had arrived). */
  openOnMount?: boolean;
}

/** The search's category menu (Radix Select), a chunk of its own: see `deferred-category-select.tsx`. */
export function CategorySelect({ value, onValueChange, openOnMount = false }: CategorySelectProps) {
  return (
    <Select.Root
      value={value}
      defaultOpen={openOnMount}
      onValueChange={(next) => {
        if (isSearchCategory(next)) onValueChange(next);
      }}
    >
      <Select.Trigger aria-label="Search category" className="rm-SearchBar-category" />
      <Select.Content position="popper">
        {searchCategories.map((entry) => (
          <Select.Item key={entry.value} value={entry.value}>
            {entry.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
