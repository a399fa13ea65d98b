import { HomeIcon, PersonIcon } from '@radix-ui/react-icons';
import { Button, Flex, RadioCards, Text } from '@radix-ui/themes';
import { type BusinessType, businessTypeValues, type UserType } from '@robomarket/api-client/enums';
import { registerRequestLimits } from '@robomarket/api-client/limits';
import { type ReactNode, useId, useState } from 'react';
import {
  ParentBusinessField,
  type ParentOption,
  type ParentSearch,
} from '../../business/parent-business-field';
import {
  DialogForm,
  DialogHeading,
  FormDialog,
  type ServerFields,
  useDialogForm,
  useFieldValues,
} from '../../internal/dialog-form';
import { isValidEmail } from '../../internal/email';
import { type FieldLimits, limitProblem } from '../../internal/field-limits';
import { CancelButton } from '../../internal/form-buttons';
import { TextFormField } from '../../internal/form-field';
import { SelectFormField } from '../../internal/select-field';

/** Which kind of account is being created (v2 `user_type`, the contract's UserType). */
export type AccountType = UserType;

/** A business's place in its group: `parent_company` becomes role parent_dealership, `subsidiary` child_dealership. */
export type { BusinessType };

/** The registration as the form collected it; business fields are present only for BUSINESS. */
export interface RegisterValues {
  user_type: AccountType;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone_number?: string;
  company_name?: string;
  business_type?: BusinessType;
  /** A subsidiary's parent, found by name; its ADMINs approve the link. */
  parent_business_id?: string;
}

export interface RegisterDialogProps {
  /** Whether the dialog is shown; the app owns this state. */
  open: boolean;
  /** Called when the user closes the dialog; the app also closes it after `onSubmit` resolves. */
  onOpenChange: (open: boolean) => void;
  /** Creates the account. Reject with an `Error` to keep the dialog open, the values kept and the message shown. */
  onSubmit: (values: RegisterValues) => Promise<unknown>;
  /** Offers a 'Sign In' link for users who already have an account. */
  onSwitchToSignIn?: () => void;
  /** Skips the account-type step and opens straight on this form (Back still returns to the choice). */
  initialType?: AccountType;
  /** Where the dialog is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
  /**
   * The parent search (`GET /v2/business/search?q=`) the app runs: with it, a Subsidiary may name its parent
   * company by name. Without it the field is not shown.
   */
  parentSearch?: ParentSearch;
}

const FALLBACK_ERROR = 'Failed to register';
const MISMATCH = 'Passwords do not match';

const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  parent_company: 'Parent Company',
  subsidiary: 'Subsidiary',
};

const BUSINESS_TYPES = businessTypeValues.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));

/** The Register dialog (product-spec §2, §5): choose Customer or Business, then fill in that form. */
export function RegisterDialog({
  open,
  onOpenChange,
  onSubmit,
  onSwitchToSignIn,
  initialType,
  container,
  parentSearch,
}: RegisterDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} container={container} maxWidth="480px">
      {() => (
        <RegisterSteps
          onSubmit={onSubmit}
          onSwitchToSignIn={onSwitchToSignIn}
          initialType={initialType}
          container={container}
          parentSearch={parentSearch}
        />
      )}
    </FormDialog>
  );
}

interface FormState {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  password: string;
  confirm_password: string;
  company_name: string;
  business_type: BusinessType | '';
}

const EMPTY_FORM: FormState = {
  email: '',
  first_name: '',
  last_name: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  company_name: '',
  business_type: '',
};

type StepsProps = Pick<
  RegisterDialogProps,
  'onSubmit' | 'onSwitchToSignIn' | 'initialType' | 'container' | 'parentSearch'
>;
type FieldName = keyof FormState;
type Problems = Partial<Record<FieldName, string>>;

// Checked in this order, so the first problem found is also the first field on screen.
const FIELD_ORDER: ReadonlyArray<{
  name: FieldName;
  label: string;
  businessOnly?: boolean;
  optional?: boolean;
  type?: 'tel';
  /** The contract's limits of the field, checked before sending. */
  limits?: FieldLimits;
}> = [
  {
    name: 'company_name',
    label: 'Company Name',
    businessOnly: true,
    limits: registerRequestLimits.company_name,
  },
  { name: 'business_type', label: 'Business Type', businessOnly: true },
  { name: 'email', label: 'Email', limits: registerRequestLimits.email },
  { name: 'first_name', label: 'First Name', limits: registerRequestLimits.first_name },
  { name: 'last_name', label: 'Last Name', limits: registerRequestLimits.last_name },
  {
    name: 'phone_number',
    label: 'Phone',
    optional: true,
    type: 'tel',
    limits: registerRequestLimits.phone_number,
  },
  { name: 'password', label: 'Password', limits: registerRequestLimits.password },
  {
    name: 'confirm_password',
    label: 'Confirm Password',
    limits: { maxLength: registerRequestLimits.password.maxLength },
  },
];

// RegisterValues names the fields as the form does.
const SERVER_FIELDS: ServerFields<FieldName> = Object.fromEntries(
  FIELD_ORDER.map((field) => [field.name, field]),
);

function validate(form: Record<FieldName, string>, business: boolean): Problems {
  const problems: Problems = {};
  for (const field of FIELD_ORDER) {
    if (field.businessOnly && !business) continue;
    const value =
      field.name === 'password' || field.name === 'confirm_password'
        ? form[field.name]
        : form[field.name].trim();
    if (!value && field.optional !== true) problems[field.name] = `${field.label} is required`;
    else {
      const problem = limitProblem(field.label, value, field.limits, field.type);
      if (problem) problems[field.name] = problem;
    }
  }
  if (!problems.email && !isValidEmail(form.email.trim()))
    problems.email = 'Please enter a valid email address';
  if (!problems.password && !problems.confirm_password && form.password !== form.confirm_password) {
    problems.confirm_password = MISMATCH;
  }
  return problems;
}

function RegisterSteps({ onSubmit, onSwitchToSignIn, initialType, container, parentSearch }: StepsProps) {
  const id = useId();
  const [parent, setParent] = useState<ParentOption | null>(null);
  const [choice, setChoice] = useState<AccountType | undefined>(initialType);
  const [step, setStep] = useState<'type' | 'form'>(initialType ? 'form' : 'type');
  const submission = useDialogForm<FieldName>({ fallbackError: FALLBACK_ERROR, serverFields: SERVER_FIELDS });
  // One state for both forms: going Back to change the type keeps what the user already typed.
  // A mismatch belongs to the pair: editing either password clears it.
  const { values: form, change: set } = useFieldValues<FieldName>(EMPTY_FORM, submission, {
    password: { name: 'confirm_password', problem: MISMATCH },
  });
  const { problems } = submission;

  if (step === 'type' || !choice) {
    return (
      <>
        <DialogHeading title="Register" description="Choose the kind of account you want to create." />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) setStep('form');
          }}
        >
          <RadioCards.Root
            aria-label="Account type"
            columns={{ initial: '1', sm: '2' }}
            value={choice ?? ''}
            onValueChange={(value) => setChoice(value as AccountType)}
          >
            <RadioCards.Item value="CUSTOMER">
              <TypeCard icon={<PersonIcon aria-hidden />} title="Customer">
                Buy robots, parts and services for yourself or your team.
              </TypeCard>
            </RadioCards.Item>
            <RadioCards.Item value="BUSINESS">
              <TypeCard icon={<HomeIcon aria-hidden />} title="Business">
                Sell products and answer RFPs as a parent company or a subsidiary.
              </TypeCard>
            </RadioCards.Item>
          </RadioCards.Root>
          <Flex gap="3" mt="4" justify="end">
            <CancelButton />
            <Button type="submit" disabled={!choice}>
              Continue
            </Button>
          </Flex>
          {onSwitchToSignIn && <SwitchToSignIn onClick={onSwitchToSignIn} />}
        </form>
      </>
    );
  }

  const business = choice === 'BUSINESS';
  const fieldId = (name: FieldName) => `${id}-${name}`;

  function prepare() {
    const values: RegisterValues = {
      user_type: business ? 'BUSINESS' : 'CUSTOMER',
      email: form.email.trim(),
      password: form.password,
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
    };
    const phone = form.phone_number.trim();
    if (phone) values.phone_number = phone;
    const businessType = businessTypeOf(form.business_type);
    if (business && businessType !== '') {
      values.company_name = form.company_name.trim();
      values.business_type = businessType;
      if (businessType === 'subsidiary' && parent !== null) values.parent_business_id = parent.id;
    }
    return { problems: validate(form, business), order: FIELD_ORDER, send: () => onSubmit(values) };
  }

  const text = (name: FieldName, label: string, extra: TextInputExtras = {}) => (
    <TextFormField
      id={fieldId(name)}
      label={label}
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      required={extra.optional !== true}
      value={form[name]}
      onValueChange={set(name)}
      problem={problems[name]}
      maxLength={FIELD_ORDER.find((field) => field.name === name)?.limits?.maxLength}
    />
  );

  return (
    <>
      <DialogHeading
        title={business ? 'Register a Business' : 'Register as a Customer'}
        description={
          business
            ? 'Create a business account to sell products and answer RFPs.'
            : 'Create a customer account to buy on RoboMarket.'
        }
      />
      <DialogForm
        form={submission}
        prepare={prepare}
        submitLabel="Create Account"
        busyLabel="Creating Account..."
        onBack={() => setStep('type')}
        footer={onSwitchToSignIn && <SwitchToSignIn onClick={onSwitchToSignIn} />}
      >
        {business && (
          <>
            {text('company_name', 'Company Name', { autoComplete: 'organization' })}
            <SelectFormField
              id={fieldId('business_type')}
              label="Business Type"
              name="business_type"
              problem={problems.business_type}
              value={businessTypeOf(form.business_type)}
              options={BUSINESS_TYPES}
              onValueChange={set('business_type')}
              placeholder="Select business type"
              required
              container={container}
            />
            {parentSearch && businessTypeOf(form.business_type) === 'subsidiary' && (
              <ParentBusinessField
                id={`${id}-parent`}
                {...parentSearch}
                selected={parent}
                onSelectedChange={setParent}
              />
            )}
          </>
        )}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
          {text('first_name', 'First Name', { autoComplete: 'given-name' })}
          {text('last_name', 'Last Name', { autoComplete: 'family-name' })}
        </Flex>
        {text('phone_number', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', optional: true })}
        {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        {text('confirm_password', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}
      </DialogForm>
    </>
  );
}

function businessTypeOf(value: string): BusinessType | '' {
  return BUSINESS_TYPES.find((type) => type.value === value)?.value ?? '';
}

interface TextInputExtras {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  optional?: boolean;
}

function TypeCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1" width="100%">
      <Flex align="center" gap="2">
        {icon}
        <Text weight="bold">{title}</Text>
      </Flex>
      <Text size="2" color="gray">
        {children}
      </Text>
    </Flex>
  );
}

function SwitchToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <Text as="p" size="2" align="center" color="gray" mt="3">
      Already have an account?{' '}
      <Button type="button" variant="ghost" size="2" onClick={onClick}>
        Sign In
      </Button>
    </Text>
  );
}
