import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { registerIotDeviceRequestLimits } from '@robomarket/api-client/limits';
import { type ReactElement, useId, useState } from 'react';
import { CredentialOnce } from '../../internal/credential-once';
import { DialogForm, FormDialog, useDialogForm, useFieldValues } from '../../internal/dialog-form';
import { limitProblems, type TextFieldSpec, TextFormFields } from '../../internal/form-field';
import { SelectFormField } from '../../internal/select-field';

/** What the seller registers: the contract's RegisterIotDeviceRequest. */
export interface RegisterDeviceValues {
  serialNumber: string;
  model: string;
  /** Left out, the server names the device after its model and serial number. */
  name?: string;
  /** Left out, the workflow's product. */
  productId?: string;
}

/** What a registration answers: the device's name and its secret credential, shown once. */
export interface RegisteredDevice {
  device: { name: string };
  credential: string;
}

export interface RegisterDeviceDialogProps {
  /** Registers the unit; reject with an `Error` to show its message and keep what was typed. */
  onRegister: (values: RegisterDeviceValues) => Promise<RegisteredDevice>;
  /** The products the unit may have come from (the order's); the picker is hidden without two or more. */
  products?: ReadonlyArray<{ id: string; name: string }>;
  /** The model the form starts with, e.g. the product's. */
  defaultModel?: string;
  /** Whether the dialog is shown; leave unset to let the Register device button open it. */
  open?: boolean;
  /** Told when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; 'Register device' by default. */
  trigger?: ReactElement;
  /** Copies the credential; defaults to the clipboard. Reject to say the copy failed. */
  onCopy?: (text: string) => Promise<unknown>;
  /** Where the dialog is portalled. */
  container?: HTMLElement | null;
}

type FieldName = 'serialNumber' | 'model' | 'name';

const FIELDS: ReadonlyArray<TextFieldSpec<FieldName>> = [
  {
    name: 'serialNumber',
    label: 'Serial number',
    type: 'text',
    autoComplete: 'off',
    limits: registerIotDeviceRequestLimits.serialNumber,
  },
  {
    name: 'model',
    label: 'Model',
    type: 'text',
    autoComplete: 'off',
    limits: registerIotDeviceRequestLimits.model,
  },
  {
    name: 'name',
    label: 'Name (optional)',
    type: 'text',
    autoComplete: 'off',
    required: false,
    limits: registerIotDeviceRequestLimits.name,
  },
];

/**
 * The seller registers a delivered unit of an order: serial number, model, an optional name and the product
 * it came from. Once registered, the dialog shows the device's credential once, with Copy and the sentence
 * "This credential is shown once. Store it in the robot now."; Done closes it.
 */
export function RegisterDeviceDialog({
  onRegister,
  products = [],
  defaultModel = '',
  open,
  onOpenChange,
  trigger = <Button>Register device</Button>,
  onCopy,
  container,
}: RegisterDeviceDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={open === undefined ? trigger : undefined}
      container={container}
      maxWidth="480px"
    >
      {(close) => (
        <RegisterSteps
          onRegister={onRegister}
          products={products}
          defaultModel={defaultModel}
          onCopy={onCopy}
          onDone={close}
          container={container}
        />
      )}
    </FormDialog>
  );
}

function RegisterSteps({
  onRegister,
  products,
  defaultModel,
  onCopy,
  onDone,
  container,
}: {
  onRegister: RegisterDeviceDialogProps['onRegister'];
  products: ReadonlyArray<{ id: string; name: string }>;
  defaultModel: string;
  onCopy: RegisterDeviceDialogProps['onCopy'];
  onDone: () => void;
  container: HTMLElement | null | undefined;
}) {
  const [registered, setRegistered] = useState<RegisteredDevice | null>(null);
  if (registered)
    return (
      <>
        <Dialog.Title>Device registered</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          {registered.device.name} is registered. Put this credential in the robot so that it can send its
          telemetry.
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <CredentialOnce credential={registered.credential} onCopy={onCopy} />
          <Flex justify="end">
            <Button onClick={onDone}>Done</Button>
          </Flex>
        </Flex>
      </>
    );
  return (
    <>
      <Dialog.Title>Register device</Dialog.Title>
      <Dialog.Description size="2" mb="4" color="gray">
        Register a delivered unit of this order. It belongs to the buyer, who sees its telemetry.
      </Dialog.Description>
      <RegisterForm
        onRegister={onRegister}
        products={products}
        defaultModel={defaultModel}
        onRegistered={setRegistered}
        container={container}
      />
    </>
  );
}

function RegisterForm({
  onRegister,
  products,
  defaultModel,
  onRegistered,
  container,
}: {
  onRegister: RegisterDeviceDialogProps['onRegister'];
  products: ReadonlyArray<{ id: string; name: string }>;
  defaultModel: string;
  onRegistered: (registered: RegisteredDevice) => void;
  container: HTMLElement | null | undefined;
}) {
  const id = useId();
  const form = useDialogForm<FieldName>({
    fallbackError: 'Failed to register the device',
    serverFields: Object.fromEntries(FIELDS.map((field) => [field.name, field])),
  });
  const { values, change } = useFieldValues<FieldName>(
    { serialNumber: '', model: defaultModel, name: '' },
    form,
  );
  const [productId, setProductId] = useState(products[0]?.id ?? '');

  function prepare() {
    const trimmed = {
      serialNumber: values.serialNumber.trim(),
      model: values.model.trim(),
      name: values.name.trim(),
    };
    const problems: Partial<Record<FieldName, string>> = { ...limitProblems(FIELDS, trimmed) };
    if (!trimmed.serialNumber) problems.serialNumber = 'Serial number is required';
    if (!trimmed.model) problems.model = 'Model is required';
    return {
      problems,
      order: FIELDS,
      send: async () => {
        const registered = await onRegister({
          serialNumber: trimmed.serialNumber,
          model: trimmed.model,
          ...(trimmed.name ? { name: trimmed.name } : {}),
          ...(productId ? { productId } : {}),
        });
        onRegistered(registered);
      },
    };
  }

  return (
    <DialogForm form={form} prepare={prepare} submitLabel="Register" busyLabel="Registering...">
      <TextFormFields
        idPrefix={id}
        fields={FIELDS}
        values={values}
        problems={form.problems}
        onValueChange={change}
      />
      {products.length > 1 && (
        <SelectFormField
          id={`${id}-product`}
          label="Product"
          problem={undefined}
          value={productId}
          options={products.map((product) => ({ value: product.id, label: product.name }))}
          onValueChange={setProductId}
          container={container}
        />
      )}
      {products.length === 1 && (
        <Text as="p" size="2" color="gray">
          Product: {products[0]?.name}
        </Text>
      )}
    </DialogForm>
  );
}
