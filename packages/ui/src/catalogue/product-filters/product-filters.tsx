import { Button, Flex, TextField } from '@radix-ui/themes';
import { type ProductSort, productSortValues, type SellerRole } from '@robomarket/api-client/enums';
import { compareMoney, moneyInputValue, toMoneyString } from '@robomarket/api-client/money';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormField } from '../../internal/form-field';
import { SelectFormField } from '../../internal/select-field';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  type ProductCategory,
  type ProductCondition,
} from '../../views/product-view';

/** The filters and order of a product list, in the contract's names and values. */
export interface ProductFilterValues {
  /** One category, or all when absent. */
  category?: ProductCategory;
  /** One condition, or any when absent. */
  condition?: ProductCondition;
  /** The lowest price, a two-decimal string. */
  minPrice?: string;
  /** The highest price, a two-decimal string. */
  maxPrice?: string;
  /** Only sellers of this role, or any when absent. */
  sellerType?: SellerRole;
  /** The order; newest first when absent (best match when searching). */
  sort?: ProductSort;
}

export interface ProductFiltersProps {
  /** The filters in force. */
  value: ProductFilterValues;
  /** Called with the whole new set of filters when the user changes one (prices on Apply). */
  onChange: (next: ProductFilterValues) => void;
  /** Called by 'Clear filters'; the button shows only when given and some filter is set. */
  onClear?: () => void;
  /** Words are being searched for: 'Best match' is offered and is the default order. */
  searching?: boolean;
  /** Leaves out the category control (a page that is one category already). */
  hideCategory?: boolean;
}

const ANY = 'any';

/** A price filter that is not an amount; what a person may type: `1500`, `1,500`, `1500.5`. */
const PRICE_FILTER_PROBLEM = 'Enter an amount such as 1,500 or 1500.50';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  trending: 'Trending',
  saving: 'Biggest saving',
};

const SELLER_TYPES: ReadonlyArray<{ value: SellerRole; label: string }> = [
  { value: 'parent_dealership', label: 'Parent company' },
  { value: 'child_dealership', label: 'Subsidiary' },
  { value: 'dealer', label: 'Dealer' },
];

const anyOption = (label: string): { value: typeof ANY; label: string } => ({ value: ANY, label });

/** `value` without `key` when `chosen` is 'any', else with it. */
function withChoice<Key extends 'category' | 'condition' | 'sellerType'>(
  value: ProductFilterValues,
  key: Key,
  chosen: ProductFilterValues[Key] | typeof ANY,
): ProductFilterValues {
  const next = { ...value };
  if (chosen === ANY) delete next[key];
  else next[key] = chosen;
  return next;
}

/**
 * The filters of a product list (category, condition, price range, seller type) and its order. Each menu
 * reports at once through `onChange`; the price range on Apply, after checking that each is an amount and
 * the minimum is not above the maximum.
 */
export function ProductFilters({
  value,
  onChange,
  onClear,
  searching = false,
  hideCategory = false,
}: ProductFiltersProps) {
  const id = useId();
  const [min, setMin] = useState(value.minPrice === undefined ? '' : moneyInputValue(value.minPrice));
  const [max, setMax] = useState(value.maxPrice === undefined ? '' : moneyInputValue(value.maxPrice));
  const [problems, setProblems] = useState<{ min?: string; max?: string }>({});
  // The URL may change the prices (back, forward, Clear filters): the fields follow.
  useEffect(
    () => setMin(value.minPrice === undefined ? '' : moneyInputValue(value.minPrice)),
    [value.minPrice],
  );
  useEffect(
    () => setMax(value.maxPrice === undefined ? '' : moneyInputValue(value.maxPrice)),
    [value.maxPrice],
  );

  const sortOptions = productSortValues
    .filter((sort) => searching || sort !== 'relevance')
    .map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
  const sort = value.sort ?? (searching ? 'relevance' : 'newest');
  const anySet =
    value.category !== undefined ||
    value.condition !== undefined ||
    value.minPrice !== undefined ||
    value.maxPrice !== undefined ||
    value.sellerType !== undefined;

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = min.trim() === '' ? undefined : toMoneyString(min);
    const maxPrice = max.trim() === '' ? undefined : toMoneyString(max);
    const next: { min?: string; max?: string } = {};
    if (min.trim() !== '' && minPrice === undefined) next.min = PRICE_FILTER_PROBLEM;
    if (max.trim() !== '' && maxPrice === undefined) next.max = PRICE_FILTER_PROBLEM;
    if (minPrice !== undefined && maxPrice !== undefined && compareMoney(minPrice, maxPrice) > 0) {
      next.max = 'Must not be below the minimum price';
    }
    setProblems(next);
    if (next.min || next.max) return;
    const changed = { ...value };
    delete changed.minPrice;
    delete changed.maxPrice;
    onChange({
      ...changed,
      ...(minPrice === undefined ? {} : { minPrice }),
      ...(maxPrice === undefined ? {} : { maxPrice }),
    });
  }

  return (
    <section aria-label="Filters and order" className="rm-ProductFilters">
      <Flex gap="3" wrap="wrap" align="end">
        {!hideCategory && (
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            value={value.category ?? ANY}
            options={[anyOption('All categories'), ...PRODUCT_CATEGORIES]}
            onValueChange={(chosen) => onChange(withChoice(value, 'category', chosen))}
          />
        )}
        <FilterSelect
          id={`${id}-condition`}
          label="Condition"
          value={value.condition ?? ANY}
          options={[anyOption('Any condition'), ...PRODUCT_CONDITIONS]}
          onValueChange={(chosen) => onChange(withChoice(value, 'condition', chosen))}
        />
        <FilterSelect
          id={`${id}-seller`}
          label="Seller type"
          value={value.sellerType ?? ANY}
          options={[anyOption('Any seller'), ...SELLER_TYPES]}
          onValueChange={(chosen) => onChange(withChoice(value, 'sellerType', chosen))}
        />
        <FilterSelect
          id={`${id}-sort`}
          label="Sort by"
          value={sort}
          options={sortOptions}
          onValueChange={(chosen) => onChange({ ...value, sort: chosen })}
        />
        <form onSubmit={applyPrices} aria-label="Price range" noValidate>
          <Flex gap="2" align="start">
            <FormField id={`${id}-min`} label="Min price" problem={problems.min}>
              {(control) => (
                <TextField.Root
                  {...control}
                  inputMode="decimal"
                  value={min}
                  onChange={(event) => setMin(event.target.value)}
                  placeholder="0"
                  style={{ width: '8rem' }}
                />
              )}
            </FormField>
            <FormField id={`${id}-max`} label="Max price" problem={problems.max}>
              {(control) => (
                <TextField.Root
                  {...control}
                  inputMode="decimal"
                  value={max}
                  onChange={(event) => setMax(event.target.value)}
                  placeholder="Any"
                  style={{ width: '8rem' }}
                />
              )}
            </FormField>
            <Button type="submit" variant="soft" style={{ marginTop: 'calc(var(--space-1) + 1.25rem)' }}>
              Apply
            </Button>
          </Flex>
        </form>
        {onClear && anySet && (
          <Button type="button" variant="ghost" onClick={onClear} style={{ marginBottom: 'var(--space-2)' }}>
            Clear filters
          </Button>
        )}
      </Flex>
    </section>
  );
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onValueChange: (value: Value) => void;
}

function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
}: FilterSelectProps<Value>) {
  return (
    <div style={{ minWidth: '10rem' }}>
      <SelectFormField
        id={id}
        label={label}
        problem={undefined}
        value={value}
        options={options}
        onValueChange={onValueChange}
        container={undefined}
      />
    </div>
  );
}
