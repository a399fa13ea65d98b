import { Flex, TextArea } from '@radix-ui/themes';
import { createProductRequestLimits } from '@robomarket/api-client/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { DialogForm, useDialogForm } from '../../internal/dialog-form';
import { FormField, TextFormField } from '../../internal/form-field';
import { withoutRow, withRowChanged, withRowMoved } from '../../internal/repeatable-rows';
import { SelectFormField } from '../../internal/select-field';
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from '../../views/product-view';
import { imageFileProblem } from './image-files';
import { ADD_IMAGE, ImageRows, MAX_IMAGES } from './image-rows';
import { PriceField } from './price-field';
import {
  draftOf,
  type ImageRow,
  imageControl,
  type ProductDraft,
  type SpecRow,
  specNameControl,
  specValueControl,
} from './product-draft';
import { productServerField, type SentProduct } from './product-server-fields';
import { checkProduct } from './product-validation';
import { ADD_SPEC, SpecRows } from './spec-rows';
import type { ProductFormProps, ProductFormValues, ProductImageUploads } from './types';

const FALLBACK_ERROR = 'Failed to save product. Please check all fields and try again.';

interface ProductFormBodyProps {
  initialValues: Partial<ProductFormValues>;
  currency: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: ProductFormProps['onSubmit'];
  onError: ProductFormProps['onError'];
  container: ProductFormProps['container'];
  onSaved: () => void;
}

/** The product form's fields and rows, from `initialValues`; calls `onSaved` once `onSubmit` resolves. */
export function ProductFormBody({
  initialValues,
  currency,
  submitLabel,
  busyLabel,
  onSubmit,
  onError,
  container,
  onSaved,
}: ProductFormBodyProps) {
  const id = useId();
  const nextKey = useRef(0);
  const newKey = () => nextKey.current++;
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(initialValues, newKey));
  // What the last submission sent, so that a 400 naming `images/1` lands on the row that image came from.
  const sent = useRef<SentProduct | null>(null);
  const form = useDialogForm<string>({
    fallbackError: FALLBACK_ERROR,
    onError,
    serverFields: (field) => productServerField(field, sent.current),
  });
  const { problems, clearProblem } = form;
  const wrapper = useRef<HTMLDivElement>(null);
  // The control to focus once the next render has put it on screen: a new row, or after a removal the
  // add button, so that the focus does not fall back to the page.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    wrapper.current?.querySelector<HTMLElement>(`[name="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  const setField =
    <Key extends 'name' | 'description' | 'price' | 'category' | 'condition'>(key: Key) =>
    (value: ProductDraft[Key]) => {
      setDraft((previous) => ({ ...previous, [key]: value }));
      clearProblem(key);
    };

  const setImages = (update: (rows: ImageRow[]) => ImageRow[]) =>
    setDraft((previous) => ({ ...previous, images: update(previous.images) }));
  const setSpecs = (update: (rows: SpecRow[]) => SpecRow[]) =>
    setDraft((previous) => ({ ...previous, specs: update(previous.specs) }));

  // Why the last chosen files were not added, one sentence a file.
  const [refused, setRefused] = useState<string[]>([]);

  async function addFiles(files: File[]) {
    const problems = await Promise.all(files.map((file) => imageFileProblem(file)));
    const accepted: File[] = [];
    const reasons: string[] = [];
    let room = MAX_IMAGES - draft.images.length;
    files.forEach((file, index) => {
      const problem = problems[index];
      if (problem) reasons.push(problem);
      else if (room <= 0)
        reasons.push(`${file.name} was not added: a product has at most ${MAX_IMAGES} images.`);
      else {
        accepted.push(file);
        room -= 1;
      }
    });
    setRefused(reasons);
    if (accepted.length > 0) {
      setImages((rows) => [
        ...rows,
        ...accepted.map((file) => ({ key: newKey(), kind: 'file' as const, file, status: 'ready' as const })),
      ]);
    }
  }

  // The app reports each upload while `onSubmit` runs; a stored file becomes an uploaded image of the form,
  // so that saving again after a failure does not send it twice.
  const report: ProductImageUploads['report'] = {
    start: (file) =>
      setImages((rows) =>
        rows.map((row) =>
          row.kind === 'file' && row.file === file
            ? { ...row, status: 'uploading', problem: undefined }
            : row,
        ),
      ),
    done: (file, url) =>
      setImages((rows) =>
        rows.map((row) =>
          row.kind === 'file' && row.file === file ? { key: row.key, kind: 'stored', url } : row,
        ),
      ),
    fail: (file, message) =>
      setImages((rows) =>
        rows.map((row) =>
          row.kind === 'file' && row.file === file ? { ...row, status: 'failed', problem: message } : row,
        ),
      ),
  };

  function addImage() {
    const row = { key: newKey(), kind: 'url' as const, url: '' };
    setImages((rows) => [...rows, row]);
    pendingFocus.current = imageControl(row);
  }

  function addSpec() {
    const row = { key: newKey(), name: '', value: '' };
    setSpecs((rows) => [...rows, row]);
    pendingFocus.current = specNameControl(row);
  }

  function prepare() {
    const checked = checkProduct(draft);
    sent.current = { draft, checked };
    const values: ProductFormValues =
      checked.files.length === 0
        ? checked.values
        : {
            ...checked.values,
            uploads: { files: checked.files.map((row) => row.file), order: checked.sequence, report },
          };
    return { problems: checked.problems, order: checked.order, send: () => onSubmit(values) };
  }

  return (
    <div ref={wrapper}>
      <DialogForm
        form={form}
        prepare={prepare}
        onSuccess={onSaved}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
      >
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
          maxLength={createProductRequestLimits.name.maxLength}
        />
        <FormField id={`${id}-description`} label="Description" problem={problems.description}>
          {(control) => (
            <TextArea
              {...control}
              name="description"
              required
              rows={4}
              resize="vertical"
              maxLength={createProductRequestLimits.description.maxLength}
              value={draft.description}
              onChange={(event) => setField('description')(event.target.value)}
            />
          )}
        </FormField>
        <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
          <PriceField
            id={`${id}-price`}
            value={draft.price}
            currency={currency}
            problem={problems.price}
            onValueChange={setField('price')}
          />
          <SelectFormField
            id={`${id}-category`}
            label="Category"
            problem={undefined}
            value={draft.category}
            options={PRODUCT_CATEGORIES}
            onValueChange={setField('category')}
            container={container}
          />
          <SelectFormField
            id={`${id}-condition`}
            label="Condition"
            problem={undefined}
            value={draft.condition}
            options={PRODUCT_CONDITIONS}
            onValueChange={setField('condition')}
            container={container}
          />
        </Flex>
        <ImageRows
          idPrefix={id}
          rows={draft.images}
          problems={problems}
          refused={refused}
          busy={form.busy}
          onFiles={(files) => void addFiles(files)}
          onMove={(row, direction) => setImages((rows) => withRowMoved(rows, row.key, direction))}
          onAdd={addImage}
          onRemove={(row) => {
            setImages((rows) => withoutRow(rows, row.key));
            clearProblem(imageControl(row));
            pendingFocus.current = ADD_IMAGE;
          }}
          onChange={(row, url) => {
            setImages((rows) => withRowChanged(rows, row.key, { url }));
            clearProblem(imageControl(row));
          }}
        />
        <SpecRows
          idPrefix={id}
          rows={draft.specs}
          problems={problems}
          onAdd={addSpec}
          onRemove={(row) => {
            setSpecs((rows) => withoutRow(rows, row.key));
            clearProblem(specNameControl(row));
            clearProblem(specValueControl(row));
            pendingFocus.current = ADD_SPEC;
          }}
          onChange={(row, change) => {
            setSpecs((rows) => withRowChanged(rows, row.key, change));
            clearProblem(specNameControl(row));
            clearProblem(specValueControl(row));
          }}
        />
      </DialogForm>
    </div>
  );
}
