import { Button, Card, Flex, TextField } from '@radix-ui/themes';
import { compareMoney, moneyInputValue, toMoneyString } from '@robomarket/api-client/money';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../internal/form-field';
import { amountStepKeys } from '../../internal/price-input';
import { BUDGET_STEP } from '../../internal/rfp-options';

/** The marketplace's filters as the list call takes them; '' leaves one out. */
export interface RfpMarketplaceFilters {
  /** Case-insensitive text found anywhere in the industry. */
  industry: string;
  /** Decimal string with two decimals ("50000.00"), or ''. */
  minBudget: string;
  /** Decimal string with two decimals, or ''. */
  maxBudget: string;
}

export const NO_FILTERS: RfpMarketplaceFilters = { industry: '', minBudget: '', maxBudget: '' };

interface RfpFiltersProps {
  filters: RfpMarketplaceFilters;
  onFiltersChange: (filters: RfpMarketplaceFilters) => void;
}

type Problems = Partial<Record<'minBudget' | 'maxBudget', string>>;

/** Industry text and a budget range; Apply Filters reports them, Clear Filters removes them. */
export function RfpFilters({ filters, onFiltersChange }: RfpFiltersProps) {
  const id = useId();
  const typedOf = (value: RfpMarketplaceFilters) => ({
    industry: value.industry,
    minBudget: moneyInputValue(value.minBudget),
    maxBudget: moneyInputValue(value.maxBudget),
  });
  const [typed, setTyped] = useState(() => typedOf(filters));
  const [problems, setProblems] = useState<Problems>({});
  const key = `${filters.industry}|${filters.minBudget}|${filters.maxBudget}`;
  const shownKey = useRef(key);
  // The filters changed from outside (a shared link, back and forward): show them. Not on mount, when they
  // are shown already: the effect runs after the first paint, and would wipe what a quick visitor typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the filters' values
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    setTyped(typedOf(filters));
    setProblems({});
  }, [key]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Problems = {};
    const min = typed.minBudget.trim() === '' ? '' : toMoneyString(typed.minBudget);
    const max = typed.maxBudget.trim() === '' ? '' : toMoneyString(typed.maxBudget);
    if (min === undefined) next.minBudget = 'Enter the minimum budget as an amount, e.g. 50,000 or 50000.50';
    if (max === undefined)
      next.maxBudget = 'Enter the maximum budget as an amount, e.g. 150,000 or 150000.50';
    if (min && max && compareMoney(min, max) > 0)
      next.maxBudget = 'Maximum budget must be at least the minimum budget';
    setProblems(next);
    if (Object.keys(next).length > 0 || min === undefined || max === undefined) return;
    onFiltersChange({ industry: typed.industry.trim(), minBudget: min, maxBudget: max });
  }

  const budget = (name: 'minBudget' | 'maxBudget', label: string) => (
    <FormField id={`${id}-${name}`} label={label} problem={problems[name]}>
      {(control) => (
        <TextField.Root
          {...control}
          name={name}
          // Text, not a number field: a person may type "30,000" (a number field empties it).
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={typed[name]}
          onKeyDown={amountStepKeys(typed[name], BUDGET_STEP, (value) =>
            setTyped((previous) => ({ ...previous, [name]: value })),
          )}
          onChange={(event) => {
            const value = event.target.value;
            setTyped((previous) => ({ ...previous, [name]: value }));
            setProblems((previous) => ({ ...previous, [name]: undefined }));
          }}
        />
      )}
    </FormField>
  );

  return (
    <Card size="3" asChild>
      <form aria-label="Filter RFPs" noValidate onSubmit={apply}>
        <Flex gap="3" direction={{ initial: 'column', md: 'row' }} align={{ initial: 'stretch', md: 'end' }}>
          <FormField id={`${id}-industry`} label="Industry" problem={undefined}>
            {(control) => (
              <TextField.Root
                {...control}
                name="industry"
                type="search"
                placeholder="e.g. Logistics"
                maxLength={100}
                value={typed.industry}
                onChange={(event) => {
                  const industry = event.target.value;
                  setTyped((previous) => ({ ...previous, industry }));
                }}
              />
            )}
          </FormField>
          {budget('minBudget', 'Minimum budget')}
          {budget('maxBudget', 'Maximum budget')}
          <Flex gap="2" flexShrink="0">
            <Button type="submit">Apply Filters</Button>
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={() => {
                setTyped(typedOf(NO_FILTERS));
                setProblems({});
                onFiltersChange(NO_FILTERS);
              }}
            >
              Clear Filters
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
