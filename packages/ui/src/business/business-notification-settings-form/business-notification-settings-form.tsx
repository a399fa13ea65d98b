import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Flex, Heading, Select, Spinner, Text, TextField } from '@radix-ui/themes';
import { type BusinessRole, businessRoleValues } from '@robomarket/api-client/enums';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { LoadError } from '../../internal/load-error';
import { ROLE_DETAILS } from '../role-picker';

/** A business's RFP news settings (the contract's `BusinessNotificationSettings`). */
export interface BusinessNotificationSettingsValues {
  rfpCategories: string[];
  rfpRecipientRole: BusinessRole;
}

export interface BusinessNotificationSettingsFormProps {
  /** The saved settings, shown once `status` is 'ready'. */
  settings?: BusinessNotificationSettingsValues;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the form. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed. */
  error?: string;
  /** Called by 'Try Again' after a failure; without it there is no button. */
  onRetry?: () => void;
  /** Only ADMINs change them; others read. */
  canEdit: boolean;
  /** Saves; reject with an `Error` to show its message (what was typed stays). */
  onSave: (values: BusinessNotificationSettingsValues) => Promise<unknown>;
}

/** The message after a successful save. */
export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';

/** Splits the typed categories: by commas, trimmed, without blanks and repeats. */
export function parseCategories(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ];
}

/** Which new RFPs the business hears about (by category) and which members hear. */
export function BusinessNotificationSettingsForm({
  settings,
  status,
  error,
  onRetry,
  canEdit,
  onSave,
}: BusinessNotificationSettingsFormProps) {
  if (status === 'loading' || settings === undefined) {
    if (status === 'error') {
      return (
        <LoadError message={error?.trim() || 'Failed to load notification settings'} onRetry={onRetry} />
      );
    }
    return (
      <Text role="status" size="2">
        <Spinner /> Loading notification settings...
      </Text>
    );
  }
  return <SettingsForm settings={settings} canEdit={canEdit} onSave={onSave} />;
}

function SettingsForm({
  settings,
  canEdit,
  onSave,
}: {
  settings: BusinessNotificationSettingsValues;
  canEdit: boolean;
  onSave: BusinessNotificationSettingsFormProps['onSave'];
}) {
  const id = useId();
  const [categories, setCategories] = useState(settings.rfpCategories.join(', '));
  const [role, setRole] = useState<BusinessRole>(settings.rfpRecipientRole);
  const [state, setState] = useState<{ busy: boolean; error?: string; saved?: boolean }>({ busy: false });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    try {
      await onSave({ rfpCategories: parseCategories(categories), rfpRecipientRole: role });
      setState({ busy: false, saved: true });
    } catch (caught) {
      setState({
        busy: false,
        error: caught instanceof Error ? caught.message : 'Failed to save the notification settings',
      });
    }
  };
  const disabled = !canEdit || state.busy;
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <Flex direction="column" gap="3" maxWidth="560px">
        <Heading as="h2" size="4" id={`${id}-title`}>
          New RFPs
        </Heading>
        <Text as="p" size="2" color="gray">
          When a buyer posts an RFP in one of these categories, the chosen members are told in the app and by
          e-mail. Leave it empty to hear about none.
        </Text>
        {!canEdit && (
          <Text as="p" size="2">
            Only an admin of the business changes these settings.
          </Text>
        )}
        <Box>
          <Text as="label" htmlFor={`${id}-categories`} size="2" weight="bold">
            Categories (separated by commas)
          </Text>
          <TextField.Root
            id={`${id}-categories`}
            value={categories}
            placeholder="ROBOT, PART, SERVICE"
            disabled={disabled}
            onChange={(event) => setCategories(event.target.value)}
          />
        </Box>
        <Box>
          <Text as="p" size="2" weight="bold" id={`${id}-role`}>
            Who is told
          </Text>
          <Select.Root
            value={role}
            disabled={disabled}
            onValueChange={(value) => setRole(value as BusinessRole)}
          >
            <Select.Trigger aria-labelledby={`${id}-role`} />
            <Select.Content>
              {businessRoleValues.map((value) => (
                <Select.Item key={value} value={value}>
                  Members with the {ROLE_DETAILS[value].label} role
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Box>
        {state.error && <FormErrorCallout message={state.error} />}
        {state.saved && (
          <Callout.Root color="green" role="status" highContrast>
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>{NOTIFICATION_SETTINGS_SAVED}</Callout.Text>
          </Callout.Root>
        )}
        {canEdit && (
          <Box>
            <Button type="submit" loading={state.busy}>
              Save
            </Button>
          </Box>
        )}
      </Flex>
    </form>
  );
}
