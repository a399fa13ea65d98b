import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { EditProfileDialog, type ProfileValues } from './edit-profile-dialog';

const meta = {
  title: 'Business/EditProfileDialog',
  component: EditProfileDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    initialValues: { first_name: 'Ada', last_name: 'Lovelace', phone_number: null },
    onSubmit: fn(async (_values: ProfileValues) => undefined),
  },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const Prefilled: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Edit Profile' });
    await expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    await expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
  },
};

export const Saves: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Phone (optional)'), '+44 20 7946 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+44 20 7946 0000',
    });
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const RequiredFields: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    // Never settles, so the busy state stays on screen.
    onSubmit: fn((_values: ProfileValues) => new Promise<never>(() => {})),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Failure: Story = {
  args: {
    onSubmit: fn(async (_values: ProfileValues) => {
      throw new Error('Phone number is not valid');
    }),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Phone (optional)'), '+44 20 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Phone number is not valid');
    await expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+44 20 7946 0958');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The contract's limits are checked before anything is sent: a phone number's form, here. */
export const ContractLimits: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Phone (optional)'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Enter a phone number like +44 20 7946 0958',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A 400 that names a field: its words for people, on that field and on top. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async (_values: ProfileValues) => {
      throw Object.assign(new Error('Request validation failed'), {
        status: 400,
        fields: [{ field: 'last_name', message: 'must be at most 100 characters' }],
      });
    }),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Last name must be at most 100 characters',
    );
    await expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name must be at most 100 characters',
    );
  },
};

/** The server failed (retries ran out): a sentence for people and Try again, never "Max retries exceeded". */
export const ServerTrouble: Story = {
  args: {
    onSubmit: fn(async (_values: ProfileValues) => {
      throw Object.assign(new Error('Max retries exceeded'), { status: 503 });
    }),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
