import { FormDialog } from '../../internal/dialog-form';
import { ProductFormBody } from './product-form-body';
import type { ProductFormProps } from './types';

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
  const text = TEXT[mode];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      container={container}
      maxWidth="600px"
      title={text.title}
      description={text.description}
    >
      {(close) => (
        <ProductFormBody
          initialValues={initialValues}
          currency={currency}
          submitLabel={text.submit}
          busyLabel={text.busy}
          onSubmit={onSubmit}
          onError={onError}
          container={container}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}
