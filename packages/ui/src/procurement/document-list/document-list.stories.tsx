import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DocumentList, type DocumentView } from './document-list';

const DOCUMENTS: DocumentView[] = [
  {
    id: 'd1',
    originalName: 'Cell layout rev B.pdf',
    uploadedAt: '2026-03-02T09:00:00Z',
    url: '/api/documents/5f2c0d4e.pdf',
  },
  {
    id: 'd2',
    originalName: 'Bill of materials.xlsx',
    uploadedAt: '2026-03-05T09:00:00Z',
    url: '/api/documents/77ab1c2d.xlsx',
  },
  {
    id: 'd3',
    originalName: 'Safety requirements.docx',
    uploadedAt: '2026-03-06T09:00:00Z',
    url: '/api/documents/90ef3a4b.docx',
  },
  {
    id: 'd4',
    originalName: 'photo-of-line-4.jpg',
    uploadedAt: '2026-03-07T09:00:00Z',
    url: '/api/documents/aa01.jpg',
  },
];

const meta = {
  title: 'Procurement/DocumentList',
  component: DocumentList,
  args: { status: 'ready', documents: DOCUMENTS, onRetry: fn(), onUpload: fn(async () => undefined) },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Cell layout rev B.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/5f2c0d4e.pdf',
    );
    await expect(rows[3]).toHaveTextContent('File · Uploaded Mar 7, 2026');
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents yet')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onUpload: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Upload document' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', documents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading documents...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', documents: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load documents');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Uploads: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const file = new File(['%PDF-1.7'], 'quote.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Document to upload'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Document to upload'), new File(['x'], 'quote.pdf'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading quote.pdf...');
    await expect(canvas.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  },
};

export const UploadRefused: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(canvas.getByLabelText('Document to upload'), new File(['x'], 'installer.exe'));
    await expect(canvas.getByRole('alert')).toHaveTextContent("installer.exe can't be uploaded");
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: {
    onUpload: fn(async () => {
      throw new Error('The file is empty');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Document to upload'), new File(['x'], 'quote.pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is empty');
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
