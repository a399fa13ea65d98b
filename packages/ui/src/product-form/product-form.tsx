import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { Box, Button, Dialog, Flex, IconButton, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AsyncForm } from '../internal/async-form';
import { DialogFormActions } from '../internal/form-buttons';
import { FIELD_CONTROL_CLASS, FormField, focusFirstProblem, TextFormField } from '../internal/form-field';
import { useAsyncSubmit } from '../internal/use-async-submit';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  type ProductCategory,
  type ProductCondition,
} from '../product-card/product-view';

/** What the product form submits, shaped like the contract's CreateProductRequest. */
export interface ProductFormValues {
  name: string;
  description: string;
  /** Greater than 0, with exactly two decimals, e.g. "1200.00". */
  price: string;
  category: ProductCategory;
  condition: ProductCondition;
  /** Image URLs in the order given, without empty rows. */
  images: string[];
  /** Name → value, without empty rows. */
  specifications: Record<string, string>;
}

export interface ProductFormProps {
  /** Create shows 'Create New Product' and 'Create Product'; edit shows 'Edit Product' and 'Update Product'. */
  mode: 'create' | 'edit';
  /** Whether the dialog is shown; leave unset to let `trigger` open it. */
  open?: boolean;
  /** Called when the user opens or closes the dialog, and with `false` once `onSubmit` resolves. */
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog and gets the focus back when it closes. */
  trigger?: ReactElement;
  /** The values the form starts from each time it opens (the product being edited). */
  initialValues?: Partial<ProductFormValues>;
  /** ISO 4217 code shown beside the price; defaults to USD. */
  currency?: string;
  /** Saves the product. Reject with an `Error` to show its message and keep the dialog open with the values. */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  /** Told the shown message after a failed save. */
  onError?: (message: string) => void;
  /** Where the dialog and the selects are portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
}

const TEXT = {
  create: {
    title: 'Create New Product',
    description: 'List a robot, part, accessory, software or service for buyers to find.',
    submit: 'Create Product',
    busy: 'Creating...',
  },
  edit: {
    title: 'Edit Product',
    description: 'Change what buyers see about this product.',
    submit: 'Update Product',
    busy: 'Updating...',
  },
} as const;

const FALLBACK_ERROR = 'Failed to save product. Please check all fields and try again.';
export const PRICE_PROBLEM = 'Please enter a valid price greater than 0';

// What the price field lets through while typing or pasting: digits, one point, at most two decimals,
// and no more integer digits than the contract's Money holds.
const PRICE_INPUT = /^\d{0,13}(?:\.\d{0,2})?$/;

/** Whether `value` may stand in the price field: digits with an optional point and at most two decimals. */
export function isPriceInput(value: string): boolean {
  return PRICE_INPUT.test(value);
}

/**
 * The price as the contract wants it ("12" → "12.00", "12.5" → "12.50", ".5" → "0.50"), or null when it
 * is not a number greater than 0. Works on the digits, never through floating point.
 */
export function normalisePrice(value: string): string | null {
  const trimmed = value.trim();
  if (!isPriceInput(trimmed) || !/\d/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const normalised = `${integer}.${fraction.padEnd(2, '0')}`;
  // Greater than 0: some digit other than zero.
  return /[1-9]/.test(normalised) ? normalised : null;
}

/** The product form in a dialog (product-spec §2 My Products, §5, §8): create or edit one product. */
export function ProductForm({
  mode,
  open,
  onOpenChange,
  trigger,
  initialValues = {},
  currency = 'USD',
  onSubmit,
  onError,
  container,
}: ProductFormProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const text = TEXT[mode];
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger>{trigger}</Dialog.Trigger>}
      <Dialog.Content container={container} maxWidth="600px">
        <Dialog.Title>{text.title}</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          {text.description}
        </Dialog.Description>
        {/* Inside Content so that each opening starts from `initialValues` again. */}
        <ProductFormBody
          mode={mode}
          initialValues={initialValues}
          currency={currency}
          onSubmit={onSubmit}
          onError={onError}
          container={container}
          onSaved={() => setOpen(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface ImageRow {
  key: number;
  url: string;
}

interface SpecRow {
  key: number;
  name: string;
  value: string;
}

interface Draft {
  name: string;
  description: string;
  price: string;
  category: ProductCategory;
  condition: ProductCondition;
  images: ImageRow[];
  specs: SpecRow[];
}

// Controls are found by their `name` to move the focus to the first problem.
const imageControl = (row: ImageRow) => `image-${row.key}`;
const specNameControl = (row: SpecRow) => `spec-name-${row.key}`;
const specValueControl = (row: SpecRow) => `spec-value-${row.key}`;
const ADD_IMAGE = 'add-image';
const ADD_SPEC = 'add-spec';
// The contract's ProductImages holds at most 20.
const MAX_IMAGES = 20;

type Problems = Record<string, string | undefined>;

// An absolute web address, or an image embedded as a data: URL; not a bare file name.
function isImageUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' || /^data:image\//i.test(value);
}

/** The values to submit, or the problems to show keyed by control name, in screen order. */
function check(draft: Draft): { values: ProductFormValues; problems: Problems; order: { name: string }[] } {
  const problems: Problems = {};
  const order: { name: string }[] = [{ name: 'name' }, { name: 'description' }, { name: 'price' }];
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (!name) problems.name = 'Title is required';
  if (!description) problems.description = 'Description is required';
  const price = normalisePrice(draft.price);
  if (price === null) problems.price = PRICE_PROBLEM;

  const images: string[] = [];
  for (const row of draft.images) {
    order.push({ name: imageControl(row) });
    const url = row.url.trim();
    if (!url) continue;
    if (isImageUrl(url)) images.push(url);
    else problems[imageControl(row)] = 'Please enter a valid image URL starting with https://';
  }

  const specifications: Record<string, string> = {};
  for (const row of draft.specs) {
    order.push({ name: specNameControl(row) }, { name: specValueControl(row) });
    const specName = row.name.trim();
    const value = row.value.trim();
    if (!specName && !value) continue;
    if (!specName) problems[specNameControl(row)] = 'Specification name is required';
    else if (Object.hasOwn(specifications, specName)) {
      problems[specNameControl(row)] = 'This specification name is already used';
    } else specifications[specName] = value;
  }

  return {
    values: {
      name,
      description,
      price: price ?? '',
      category: draft.category,
      condition: draft.condition,
      images,
      specifications,
    },
    problems,
    order,
  };
}

interface ProductFormBodyProps {
  mode: ProductFormProps['mode'];
  initialValues: Partial<ProductFormValues>;
  currency: string;
  onSubmit: ProductFormProps['onSubmit'];
  onError: ProductFormProps['onError'];
  container: ProductFormProps['container'];
  onSaved: () => void;
}

function ProductFormBody({
  mode,
  initialValues,
  currency,
  onSubmit,
  onError,
  container,
  onSaved,
}: ProductFormBodyProps) {
  const id = useId();
  const nextKey = useRef(0);
  const newKey = () => nextKey.current++;
  const [draft, setDraft] = useState<Draft>(() => ({
    name: initialValues.name ?? '',
    description: initialValues.description ?? '',
    price: initialValues.price ?? '',
    category: initialValues.category ?? 'ROBOT',
    condition: initialValues.condition ?? 'NEW',
    images: (initialValues.images ?? []).map((url) => ({ key: newKey(), url })),
    specs: Object.entries(initialValues.specifications ?? {}).map(([name, value]) => ({
      key: newKey(),
      name,
      value,
    })),
  }));
  const [problems, setProblems] = useState<Problems>({});
  const { busy, error, isPending, run } = useAsyncSubmit({ fallbackError: FALLBACK_ERROR, onError });
  const wrapper = useRef<HTMLDivElement>(null);
  // The control to focus once the next render has put it on screen: a new row, or after a removal the
  // add button, so that the focus does not fall back to the page.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    wrapper.current?.querySelector<HTMLElement>(`[name="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  const clearProblem = (control: string) =>
    setProblems((previous) => (previous[control] ? { ...previous, [control]: undefined } : previous));

  const setField =
    <Key extends 'name' | 'description' | 'category' | 'condition'>(key: Key) =>
    (value: Draft[Key]) => {
      setDraft((previous) => ({ ...previous, [key]: value }));
      clearProblem(key);
    };

  function changePrice(value: string) {
    // Anything else (letters, a second point, a third decimal, a pasted "1,200") is refused as a whole.
    if (!isPriceInput(value)) return;
    setDraft((previous) => ({ ...previous, price: value }));
    clearProblem('price');
  }

  function addImage() {
    const row = { key: newKey(), url: '' };
    setDraft((previous) => ({ ...previous, images: [...previous.images, row] }));
    pendingFocus.current = imageControl(row);
  }

  function removeImage(row: ImageRow) {
    setDraft((previous) => ({
      ...previous,
      images: previous.images.filter((image) => image.key !== row.key),
    }));
    clearProblem(imageControl(row));
    pendingFocus.current = ADD_IMAGE;
  }

  function addSpec() {
    const row = { key: newKey(), name: '', value: '' };
    setDraft((previous) => ({ ...previous, specs: [...previous.specs, row] }));
    pendingFocus.current = specNameControl(row);
  }

  function removeSpec(row: SpecRow) {
    setDraft((previous) => ({ ...previous, specs: previous.specs.filter((spec) => spec.key !== row.key) }));
    clearProblem(specNameControl(row));
    pendingFocus.current = ADD_SPEC;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending()) return;
    const checked = check(draft);
    setProblems(checked.problems);
    if (focusFirstProblem(event.currentTarget, checked.order, checked.problems)) return;
    if (await run(() => onSubmit(checked.values))) onSaved();
  }

  const text = TEXT[mode];
  return (
    <div ref={wrapper}>
      <AsyncForm busy={busy} error={error} onSubmit={handleSubmit}>
        <TextFormField
          id={`${id}-name`}
          label="Title"
          name="name"
          type="text"
          autoComplete="off"
          required
          value={draft.name}
          onValueChange={setField('name')}
          problem={problems.name}
        />
        <FormField id={`${id}-description`} label="Description" problem={problems.description}>
          {(control) => (
            <TextArea
              {...control}
              name="description"
              required
              rows={4}
              resize="vertical"
              value={draft.description}
              onChange={(event) => setField('description')(event.target.value)}
            />
          )}
        </FormField>
        <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
          <FormField id={`${id}-price`} label="Price" problem={problems.price}>
            {(control) => (
              <TextField.Root
                {...control}
                name="price"
                inputMode="decimal"
                autoComplete="off"
                required
                placeholder="0.00"
                value={draft.price}
                onChange={(event) => changePrice(event.target.value)}
              >
                <TextField.Slot side="right">
                  <Text size="1" color="gray">
                    {currency}
                  </Text>
                </TextField.Slot>
              </TextField.Root>
            )}
          </FormField>
          <FormField id={`${id}-category`} label="Category" problem={undefined}>
            {(control) => (
              <Select.Root
                value={draft.category}
                onValueChange={(value) => setField('category')(value as ProductCategory)}
              >
                <Select.Trigger {...control} />
                <Select.Content container={container} position="popper">
                  {PRODUCT_CATEGORIES.map((category) => (
                    <Select.Item key={category.value} value={category.value}>
                      {category.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          <FormField id={`${id}-condition`} label="Condition" problem={undefined}>
            {(control) => (
              <Select.Root
                value={draft.condition}
                onValueChange={(value) => setField('condition')(value as ProductCondition)}
              >
                <Select.Trigger {...control} />
                <Select.Content container={container} position="popper">
                  {PRODUCT_CONDITIONS.map((condition) => (
                    <Select.Item key={condition.value} value={condition.value}>
                      {condition.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
        </Flex>

        <RowsFieldset
          legend="Images (optional)"
          addName={ADD_IMAGE}
          addLabel="Add image"
          onAdd={addImage}
          addDisabled={draft.images.length >= MAX_IMAGES}
        >
          {draft.images.map((row, index) => (
            <RowControls
              key={row.key}
              problemId={`${id}-${imageControl(row)}-problem`}
              problem={problems[imageControl(row)]}
              removeLabel={`Remove image ${index + 1}`}
              onRemove={() => removeImage(row)}
            >
              <Input
                name={imageControl(row)}
                label={`Image URL ${index + 1}`}
                type="url"
                placeholder="https://example.com/robot.jpg"
                value={row.url}
                problemId={problems[imageControl(row)] ? `${id}-${imageControl(row)}-problem` : undefined}
                onChange={(url) => {
                  setDraft((previous) => ({
                    ...previous,
                    images: previous.images.map((image) =>
                      image.key === row.key ? { ...image, url } : image,
                    ),
                  }));
                  clearProblem(imageControl(row));
                }}
              />
            </RowControls>
          ))}
        </RowsFieldset>

        <RowsFieldset
          legend="Specifications (optional)"
          addName={ADD_SPEC}
          addLabel="Add specification"
          onAdd={addSpec}
        >
          {draft.specs.map((row, index) => {
            const problem = problems[specNameControl(row)];
            const problemId = `${id}-${specNameControl(row)}-problem`;
            const update = (change: Partial<SpecRow>) => {
              setDraft((previous) => ({
                ...previous,
                specs: previous.specs.map((spec) => (spec.key === row.key ? { ...spec, ...change } : spec)),
              }));
              clearProblem(specNameControl(row));
            };
            return (
              <RowControls
                key={row.key}
                problemId={problemId}
                problem={problem}
                removeLabel={`Remove specification ${index + 1}`}
                onRemove={() => removeSpec(row)}
              >
                <Input
                  name={specNameControl(row)}
                  label={`Specification ${index + 1} name`}
                  placeholder="Name, e.g. Payload"
                  value={row.name}
                  problemId={problem ? problemId : undefined}
                  onChange={(name) => update({ name })}
                />
                <Input
                  name={specValueControl(row)}
                  label={`Specification ${index + 1} value`}
                  placeholder="Value, e.g. 5 kg"
                  value={row.value}
                  problemId={undefined}
                  onChange={(value) => update({ value })}
                />
              </RowControls>
            );
          })}
        </RowsFieldset>

        <DialogFormActions busy={busy} label={text.submit} busyLabel={text.busy} />
      </AsyncForm>
    </div>
  );
}

interface RowsFieldsetProps {
  legend: string;
  addName: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  children: ReactNode;
}

/** A group of repeatable rows under a legend, with a button that adds one more. */
function RowsFieldset({
  legend,
  addName,
  addLabel,
  onAdd,
  addDisabled = false,
  children,
}: RowsFieldsetProps) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="medium" mb="1" asChild>
        <legend style={{ padding: 0 }}>{legend}</legend>
      </Text>
      <Flex direction="column" gap="2" align="start">
        {children}
        <Button type="button" name={addName} variant="soft" size="1" onClick={onAdd} disabled={addDisabled}>
          <PlusIcon aria-hidden />
          {addLabel}
        </Button>
      </Flex>
    </fieldset>
  );
}

interface RowControlsProps {
  problemId: string;
  problem: string | undefined;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One repeatable row: its inputs side by side, a remove button, and the row's problem under them. */
function RowControls({ problemId, problem, removeLabel, onRemove, children }: RowControlsProps) {
  return (
    <Flex direction="column" gap="1" width="100%">
      <Flex gap="2" align="center">
        {children}
        <IconButton type="button" variant="ghost" color="gray" aria-label={removeLabel} onClick={onRemove}>
          <Cross2Icon aria-hidden />
        </IconButton>
      </Flex>
      {problem && (
        <Text id={problemId} size="1" color="red">
          {problem}
        </Text>
      )}
    </Flex>
  );
}

interface InputProps {
  name: string;
  /** The accessible name; rows repeat, so the placeholder is the visible hint and this tells rows apart. */
  label: string;
  type?: 'text' | 'url';
  placeholder: string;
  value: string;
  /** Set while the row has a problem about this input. */
  problemId: string | undefined;
  onChange: (value: string) => void;
}

function Input({ name, label, type = 'text', placeholder, value, problemId, onChange }: InputProps) {
  return (
    <Box flexGrow="1" flexBasis="0" minWidth="0">
      <TextField.Root
        className={FIELD_CONTROL_CLASS}
        name={name}
        aria-label={label}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        type={type}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
