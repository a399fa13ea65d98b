import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { Currency } from '@robomarket/api-client/enums';
import { useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import {
  normaliseSpendingLimit,
  SpendingLimitEditor,
  type SpendingLimitValue,
} from '../spending-limit-editor';

/** What a budget that is not an amount greater than 0 says. */
export const BUDGET_PROBLEM = 'Enter a budget greater than 0, or choose No budget';

export interface SubsidiaryBudgetDialogProps {
  /** The subsidiary's name, in the button's accessible name and the dialog's title. */
  subsidiaryName: string;
  /** Its budget now; null without one. */
  budget: SpendingLimitValue | null;
  /** The currency a new budget starts in (the roll-up's). */
  defaultCurrency?: Currency;
  /** Saves the budget (null removes it); reject to show why it failed, the dialog keeps what was typed. */
  onSave: (budget: SpendingLimitValue | null) => Promise<unknown>;
  /** Where the dialog and the currency list are portalled. */
  container?: HTMLElement | null;
}

/**
 * A parent ADMIN's 'Set budget' for one subsidiary, on the roll-up: an amount and currency, or No budget. The
 * subsidiary's awards past it wait for the parent's approvers. Closes once saved; a failure stays in the
 * dialog with what was typed.
 */
export function SubsidiaryBudgetDialog({
  subsidiaryName,
  budget,
  defaultCurrency = 'USD',
  onSave,
  container,
}: SubsidiaryBudgetDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={`Set budget for ${subsidiaryName}`}>
          Set budget
        </Button>
      </Dialog.Trigger>
      <Dialog.Content container={container} maxWidth="480px">
        <Dialog.Title>Budget of {subsidiaryName}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Awards that take {subsidiaryName} past this budget wait for your business's approvers.
        </Dialog.Description>
        {open && (
          <BudgetForm
            budget={budget}
            defaultCurrency={defaultCurrency}
            onSave={onSave}
            onDone={() => setOpen(false)}
            container={container}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function BudgetForm({
  budget,
  defaultCurrency,
  onSave,
  onDone,
  container,
}: Omit<SubsidiaryBudgetDialogProps, 'subsidiaryName'> & { onDone: () => void }) {
  const [value, setValue] = useState<SpendingLimitValue | null>(budget);
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to save the budget' });
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const next = normaliseSpendingLimit(value);
        setProblem(next === undefined ? BUDGET_PROBLEM : undefined);
        if (next === undefined) return;
        if (await run(() => onSave(next))) onDone();
      }}
    >
      <Flex direction="column" gap="4" mt="4">
        <SpendingLimitEditor
          legend="Budget"
          noLimitLabel="No budget"
          value={value}
          onChange={setValue}
          problem={problem}
          defaultCurrency={defaultCurrency}
          disabled={busy}
          container={container}
        />
        {error && <FormErrorCallout message={error} />}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save budget'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
