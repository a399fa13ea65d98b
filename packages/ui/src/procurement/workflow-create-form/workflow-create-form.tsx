import { Button, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { type RequestType, requestTypeValues } from '@robomarket/api-client/enums';
import { createWorkflowRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { FormField } from '../../internal/form-field';
import { TYPED_AMOUNT_MAX_LENGTH } from '../../internal/price-input';
import { SelectFormField } from '../../internal/select-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { PRODUCT_CATEGORIES } from '../../views/product-view';
import type { SellerOption } from '../seller-chooser';
import {
  REQUEST_TYPE_MISSING,
  toMoney,
  toQuantity,
  type WorkflowDraft,
  type WorkflowField,
  workflowProblems,
} from './workflow-create-validation';

export type { RequestType };

/** What the form submits, shaped like the contract's CreateWorkflowRequest. */
export interface WorkflowCreateValues {
  /** RFP, DIRECT_ORDER or CUSTOM_ORDER. */
  requestType: RequestType;
  /** Trimmed. */
  title: string;
  /** Trimmed. */
  description: string;
  /** Two decimals ("25000.00"); left out when not given. */
  budgetRangeMin?: string;
  /** Two decimals; left out when not given. */
  budgetRangeMax?: string;
  /** The category's enum value and a whole quantity of at least 1. */
  requirements: { category: string; quantity: number };
  /** The chosen sellers (a direct order's one, a custom order's several); left out for an RFP. */
  sellerIds?: string[];
  /** A direct order for this product (its seller is named by the server). */
  productId?: string;
}

/** What the form hands the seller chooser it renders (`renderSellerChooser`). */
export interface SellerChoice {
  /** The search box's id, so the form can focus it when no seller is chosen. */
  id: string;
  /** A custom order takes several sellers, a direct order one. */
  multiple: boolean;
  /** The field's label. */
  label: string;
  /** The sellers chosen so far. */
  selected: SellerOption[];
  /** Told the new choice. */
  onSelectedChange: (selected: SellerOption[]) => void;
  /** 'Choose a seller for this order' once the form was sent without one. */
  problem: string | undefined;
}

/** A product a direct order is placed for, as the form names it. */
export interface OrderedProduct {
  id: string;
  name: string;
  /** The seller's business (or person) name. */
  sellerName: string;
}

/** The problem of a direct or custom order sent without a seller. */
export const SELLER_MISSING = 'Choose a seller for this order';

export interface WorkflowCreateFormProps {
  /** Creates the workflow. Reject with an `Error` to show its message and keep the values. */
  onSubmit: (values: WorkflowCreateValues) => Promise<unknown>;
  /** Called when the form is submitted without a request type (the app toasts 'Please select a request type'). */
  onRequestTypeMissing?: () => void;
  /** Told the shown message after a failed create. */
  onError?: (message: string) => void;
  /** Offered as Cancel beside the submit button, e.g. back to the dashboard. */
  onCancel?: () => void;
  /** The values the form starts from. */
  initialValues?: Partial<WorkflowDraft>;
  /** ISO 4217 code shown beside the budgets; defaults to USD. */
  currency?: string;
  /** Where the selects' options are portalled. */
  container?: HTMLElement | null;
  /**
   * Renders the seller chooser shown for a direct or custom order (the app's `SellerChooser` over the
   * seller directory); the form keeps the choice and sends its ids.
   */
  renderSellerChooser?: (choice: SellerChoice) => ReactNode;
  /** The sellers chosen when the form opens. */
  initialSellers?: SellerOption[];
  /** A direct order for this product: the form names it and its seller instead of a chooser. */
  product?: OrderedProduct | undefined;
}

const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  RFP: 'Request for Proposal (RFP)',
  DIRECT_ORDER: 'Direct Order',
  CUSTOM_ORDER: 'Custom Order',
};

const REQUEST_TYPE_OPTIONS = requestTypeValues.map((value) => ({ value, label: REQUEST_TYPE_LABELS[value] }));
const CATEGORY_OPTIONS = PRODUCT_CATEGORIES;

/** The help under the request type when RFP is chosen (product-spec §2). */
export const RFP_HELP_TEXT = "After creating the workflow, you'll be redirected to create your RFP.";

const EMPTY: WorkflowDraft = {
  requestType: '',
  title: '',
  description: '',
  budgetMin: '',
  budgetMax: '',
  category: '',
  quantity: '1',
};

const FIELD_ORDER: WorkflowField[] = [
  'requestType',
  'title',
  'description',
  'budgetMin',
  'budgetMax',
  'category',
  'quantity',
];

/**
 * The workflow create form (product-spec §2 Workflow create, §5): request type, title, description, budget
 * min and max, category and quantity. The submit button reads 'Create & Continue to RFP' for an RFP and
 * 'Create Workflow' otherwise. It checks everything before sending and reports through callbacks.
 */
export function WorkflowCreateForm({
  onSubmit,
  onRequestTypeMissing,
  onError,
  onCancel,
  initialValues = {},
  currency = 'USD',
  container,
  renderSellerChooser,
  initialSellers = [],
  product,
}: WorkflowCreateFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<WorkflowDraft>({
    ...EMPTY,
    ...(product ? { requestType: 'DIRECT_ORDER' } : {}),
    ...initialValues,
  });
  const [sellers, setSellers] = useState<SellerOption[]>(initialSellers);
  const [sellerProblem, setSellerProblem] = useState<string | undefined>();
  const [problems, setProblems] = useState<Partial<Record<WorkflowField, string>>>({});
  const submit = useAsyncSubmit({
    fallbackError: 'Failed to create workflow. Please try again.',
    onError,
    labels: {
      title: 'Title',
      description: 'Description',
      budgetRangeMin: 'Minimum budget',
      budgetRangeMax: 'Maximum budget',
    },
  });
  const set = (field: WorkflowField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const control = (field: WorkflowField | 'sellers') => `${id}-${field}`;
  const needsSeller = draft.requestType === 'DIRECT_ORDER' || draft.requestType === 'CUSTOM_ORDER';
  const forProduct = product !== undefined && draft.requestType === 'DIRECT_ORDER';
  const multiple = draft.requestType === 'CUSTOM_ORDER';
  const chooseSellers = (selected: SellerOption[]) => {
    setSellers(multiple ? selected : selected.slice(-1));
    setSellerProblem(undefined);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending()) return;
    const found = workflowProblems(draft);
    setProblems(found);
    const missingSeller = needsSeller && !forProduct && sellers.length === 0 ? SELLER_MISSING : undefined;
    setSellerProblem(missingSeller);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      if (found.requestType === REQUEST_TYPE_MISSING) onRequestTypeMissing?.();
      document.getElementById(control(first))?.focus();
      return;
    }
    if (missingSeller) {
      document.getElementById(control('sellers'))?.focus();
      return;
    }
    const requestType = requestTypeValues.find((value) => value === draft.requestType);
    if (!requestType) return;
    const min = draft.budgetMin.trim() ? toMoney(draft.budgetMin) : undefined;
    const max = draft.budgetMax.trim() ? toMoney(draft.budgetMax) : undefined;
    const values: WorkflowCreateValues = {
      requestType,
      title: draft.title.trim(),
      description: draft.description.trim(),
      ...(min ? { budgetRangeMin: min } : {}),
      ...(max ? { budgetRangeMax: max } : {}),
      requirements: { category: draft.category, quantity: toQuantity(draft.quantity) },
      ...(forProduct && product ? { productId: product.id } : {}),
      ...(needsSeller && !forProduct
        ? { sellerIds: (multiple ? sellers : sellers.slice(0, 1)).map((seller) => seller.id) }
        : {}),
    };
    void submit.run(() => onSubmit(values));
  }

  const isRfp = draft.requestType === 'RFP';
  return (
    <AsyncForm busy={submit.busy} error={submit.error} retryable={submit.retryable} onSubmit={handleSubmit}>
      <Flex direction="column" gap="1">
        <SelectFormField
          id={control('requestType')}
          label="Request type"
          name="requestType"
          problem={problems.requestType}
          value={REQUEST_TYPE_OPTIONS.find((option) => option.value === draft.requestType)?.value ?? ''}
          options={REQUEST_TYPE_OPTIONS}
          onValueChange={set('requestType')}
          placeholder="Choose a request type"
          required
          container={container}
        />
        {isRfp && (
          <Text size="2" color="gray" id={`${id}-rfp-help`}>
            {RFP_HELP_TEXT}
          </Text>
        )}
      </Flex>
      {forProduct && product && (
        <Text as="p" size="2" role="note">
          Direct order for <strong>{product.name}</strong> from <strong>{product.sellerName}</strong>
        </Text>
      )}
      {needsSeller &&
        !forProduct &&
        renderSellerChooser?.({
          id: control('sellers'),
          multiple,
          label: multiple ? 'Sellers to invite' : 'Seller',
          selected: multiple ? sellers : sellers.slice(0, 1),
          onSelectedChange: chooseSellers,
          problem: sellerProblem,
        })}
      {needsSeller && !forProduct && !renderSellerChooser && sellerProblem && (
        <Text size="1" color="red" role="alert">
          {sellerProblem}
        </Text>
      )}
      <FormField id={control('title')} label="Title" problem={problems.title}>
        {(props) => (
          <TextField.Root
            {...props}
            name="title"
            required
            maxLength={createWorkflowRequestLimits.title.maxLength}
            value={draft.title}
            onChange={(event) => set('title')(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={control('description')} label="Description" problem={problems.description}>
        {(props) => (
          <TextArea
            {...props}
            name="description"
            required
            rows={4}
            maxLength={createWorkflowRequestLimits.description.maxLength}
            value={draft.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </FormField>
      <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
        <BudgetField
          id={control('budgetMin')}
          label={`Minimum budget (${currency}, optional)`}
          name="budgetRangeMin"
          value={draft.budgetMin}
          problem={problems.budgetMin}
          onValueChange={set('budgetMin')}
        />
        <BudgetField
          id={control('budgetMax')}
          label={`Maximum budget (${currency}, optional)`}
          name="budgetRangeMax"
          value={draft.budgetMax}
          problem={problems.budgetMax}
          onValueChange={set('budgetMax')}
        />
      </Flex>
      <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
        <SelectFormField
          id={control('category')}
          label="Category"
          name="category"
          problem={problems.category}
          value={CATEGORY_OPTIONS.find((option) => option.value === draft.category)?.value ?? ''}
          options={CATEGORY_OPTIONS}
          onValueChange={set('category')}
          placeholder="Choose a category"
          required
          container={container}
        />
        <FormField id={control('quantity')} label="Quantity" problem={problems.quantity}>
          {(props) => (
            <TextField.Root
              {...props}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={draft.quantity}
              onChange={(event) => set('quantity')(event.target.value)}
            />
          )}
        </FormField>
      </Flex>
      <Flex gap="3" justify="end" mt="2">
        {onCancel && (
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={submit.busy}>
          {submit.busy ? 'Creating...' : isRfp ? 'Create & Continue to RFP' : 'Create Workflow'}
        </Button>
      </Flex>
    </AsyncForm>
  );
}

function BudgetField({
  id,
  label,
  name,
  value,
  problem,
  onValueChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  problem: string | undefined;
  onValueChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(props) => (
        <TextField.Root
          {...props}
          name={name}
          inputMode="decimal"
          maxLength={TYPED_AMOUNT_MAX_LENGTH}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
