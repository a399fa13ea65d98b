import { ArrowLeftIcon, HomeIcon, PersonIcon } from '@radix-ui/react-icons';
import { Button, Dialog, Flex, RadioCards, Select, Text } from '@radix-ui/themes';
import { type BusinessType, businessTypeValues, type UserType } from '@robomarket/api-client/enums';
import { type CSSProperties, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { AsyncForm } from '../internal/async-form';
import { isValidEmail } from '../internal/email';
import { CancelButton, SubmitButton } from '../internal/form-buttons';
import { FormField, TextFormField } from '../internal/form-field';
import { useAsyncSubmit } from '../internal/use-async-submit';

// Radix greys the placeholder with --gray-a10, below 4.5:1 contrast; use step 11.
const READABLE_PLACEHOLDER = { '--gray-a10': 'var(--gray-a11)' } as CSSProperties;

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
}: RegisterDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content container={container} maxWidth="480px">
        {/* Steps and values live inside Content so that a closed dialog starts afresh next time. */}
        <RegisterSteps
          onSubmit={onSubmit}
          onSwitchToSignIn={onSwitchToSignIn}
          initialType={initialType}
          container={container}
        />
      </Dialog.Content>
    </Dialog.Root>
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

type StepsProps = Pick<RegisterDialogProps, 'onSubmit' | 'onSwitchToSignIn' | 'initialType' | 'container'>;
type Problems = Partial<Record<keyof FormState, string>>;

// Checked in this order, so the first problem found is also the first field on screen.
const FIELD_ORDER: ReadonlyArray<{ name: keyof FormState; label: string; businessOnly?: boolean }> = [
  { name: 'company_name', label: 'Company Name', businessOnly: true },
  { name: 'business_type', label: 'Business Type', businessOnly: true },
  { name: 'email', label: 'Email' },
  { name: 'first_name', label: 'First Name' },
  { name: 'last_name', label: 'Last Name' },
  { name: 'password', label: 'Password' },
  { name: 'confirm_password', label: 'Confirm Password' },
];

function validate(form: FormState, business: boolean): Problems {
  const problems: Problems = {};
  for (const field of FIELD_ORDER) {
    if (field.businessOnly && !business) continue;
    if (!form[field.name].trim()) problems[field.name] = `${field.label} is required`;
  }
  if (!problems.email && !isValidEmail(form.email.trim()))
    problems.email = 'Please enter a valid email address';
  if (!problems.password && !problems.confirm_password && form.password !== form.confirm_password) {
    problems.confirm_password = MISMATCH;
  }
  return problems;
}

function RegisterSteps({ onSubmit, onSwitchToSignIn, initialType, container }: StepsProps) {
  const id = useId();
  const [choice, setChoice] = useState<AccountType | undefined>(initialType);
  const [step, setStep] = useState<'type' | 'form'>(initialType ? 'form' : 'type');
  // One state for both forms: going Back to change the type keeps what the user already typed.
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [problems, setProblems] = useState<Problems>({});
  const { busy, error, isPending, run } = useAsyncSubmit({ fallbackError: FALLBACK_ERROR });
  const businessTypeTrigger = useRef<HTMLButtonElement>(null);

  const set = (field: keyof FormState) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => {
      const next = { ...previous, [field]: undefined };
      // A mismatch belongs to the pair: editing either password clears it.
      if (field === 'password' && previous.confirm_password === MISMATCH) next.confirm_password = undefined;
      return next;
    });
  };

  if (step === 'type' || !choice) {
    return (
      <>
        <Dialog.Title>Register</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          Choose the kind of account you want to create.
        </Dialog.Description>
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
  const fieldId = (name: keyof FormState) => `${id}-${name}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending()) return;
    const formElement = event.currentTarget;
    const found = validate(form, business);
    setProblems(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field.name]);
    if (firstInvalid) {
      if (firstInvalid.name === 'business_type') businessTypeTrigger.current?.focus();
      else (formElement.elements.namedItem(firstInvalid.name) as HTMLInputElement | null)?.focus();
      return;
    }

    const values: RegisterValues = {
      user_type: business ? 'BUSINESS' : 'CUSTOMER',
      email: form.email.trim(),
      password: form.password,
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
    };
    const phone = form.phone_number.trim();
    if (phone) values.phone_number = phone;
    if (business && form.business_type !== '') {
      values.company_name = form.company_name.trim();
      values.business_type = form.business_type;
    }

    await run(() => onSubmit(values));
  }

  const text = (name: keyof FormState, label: string, extra: TextInputExtras = {}) => (
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
    />
  );

  return (
    <>
      <Dialog.Title>{business ? 'Register a Business' : 'Register as a Customer'}</Dialog.Title>
      <Dialog.Description size="2" mb="4" color="gray">
        {business
          ? 'Create a business account to sell products and answer RFPs.'
          : 'Create a customer account to buy on RoboMarket.'}
      </Dialog.Description>
      <AsyncForm busy={busy} error={error} onSubmit={handleSubmit}>
        {business && (
          <>
            {text('company_name', 'Company Name', { autoComplete: 'organization' })}
            <FormField id={fieldId('business_type')} label="Business Type" problem={problems.business_type}>
              {(control) => (
                <Select.Root value={form.business_type} onValueChange={set('business_type')}>
                  <Select.Trigger
                    {...control}
                    ref={businessTypeTrigger}
                    placeholder="Select business type"
                    aria-required
                    style={READABLE_PLACEHOLDER}
                  />
                  <Select.Content container={container} position="popper">
                    {BUSINESS_TYPES.map((type) => (
                      <Select.Item key={type.value} value={type.value}>
                        {type.label}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </FormField>
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
        <Flex gap="3" mt="2" justify="between" align="center">
          <Button type="button" variant="soft" color="gray" onClick={() => setStep('type')}>
            <ArrowLeftIcon aria-hidden />
            Back
          </Button>
          <SubmitButton busy={busy} label="Create Account" busyLabel="Creating Account..." />
        </Flex>
        {onSwitchToSignIn && <SwitchToSignIn onClick={onSwitchToSignIn} />}
      </AsyncForm>
    </>
  );
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
