import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TextFieldSpec } from '../form-field';
import { FormDialog, TextDialogForm, useTextDialogForm } from '.';

type Name = 'first' | 'last';

const FIELDS: ReadonlyArray<TextFieldSpec<Name>> = [
  { name: 'first', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last', label: 'Last name', type: 'text', autoComplete: 'family-name' },
];

interface HarnessProps {
  send: (values: Record<Name, string>) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
  forceOpen?: boolean;
}

function NameForm({ send, onSaved }: { send: HarnessProps['send']; onSaved: () => void }) {
  const form = useTextDialogForm({
    fields: FIELDS,
    initialValues: { first: '', last: '' },
    fallbackError: 'Failed to save',
    serverFields: { first_name: FIELDS[0], last_name: FIELDS[1] },
  });
  const { values } = form;
  return (
    <TextDialogForm
      form={form}
      prepare={() => ({
        problems: values.first ? {} : { first: 'First name is required' },
        order: FIELDS,
        send: () => send(values),
      })}
      onSuccess={onSaved}
      submitLabel="Save"
      busyLabel="Saving..."
    />
  );
}

function setup({ send, forceOpen }: Partial<HarnessProps> = {}) {
  const props = { send: send ?? vi.fn(async () => undefined), onOpenChange: vi.fn() };
  render(
    <FormDialog open onOpenChange={props.onOpenChange} forceOpen={forceOpen} title="Names" description="Who">
      {(close) => <NameForm send={props.send} onSaved={close} />}
    </FormDialog>,
  );
  return { user: userEvent.setup({ delay: null }), ...props };
}

describe('dialog form', () => {
  it('checks, focuses the first problem and sends nothing until it is fixed; then sends and closes', async () => {
    const { user, send, onOpenChange } = setup();
    expect(screen.getByRole('dialog', { name: 'Names' })).toHaveAccessibleDescription('Who');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ first: 'Ada', last: '' });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("shows the failure, and a 400's field detail next to that field, and stays open", async () => {
    const rejection = Object.assign(new Error('Request validation failed'), {
      error: 'body/last_name must NOT have more than 100 characters',
    });
    const { user, onOpenChange } = setup({ send: vi.fn(async () => Promise.reject(rejection)) });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request validation failed');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name must NOT have more than 100 characters',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Last name'), 'L');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows only the failure when it names no field of the form', async () => {
    const { user } = setup({ send: vi.fn(async () => Promise.reject(new Error('Email is taken'))) });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is taken');
    for (const label of ['First name', 'Last name']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });

  it('Cancel closes it', async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('ignores Escape while forced open', async () => {
    const { user, onOpenChange } = setup({ forceOpen: true });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Names' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
