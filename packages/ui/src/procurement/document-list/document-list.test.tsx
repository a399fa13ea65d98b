import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { documentKind, MAX_DOCUMENT_BYTES, uploadProblem } from './document-kind';
import { DocumentList, type DocumentListProps } from './document-list';

const DOCUMENTS = [
  {
    id: 'd1',
    originalName: 'layout.pdf',
    uploadedAt: '2026-03-02T09:00:00Z',
    url: '/api/documents/5f2c.pdf',
  },
  {
    id: 'd2',
    originalName: 'Bill of materials.xlsx',
    uploadedAt: '2026-03-05T09:00:00Z',
    url: '/api/documents/77ab.xlsx',
  },
];

function setup(props: Partial<DocumentListProps> = {}) {
  render(<DocumentList status="ready" {...props} />, { wrapper: RoboMarketTheme });
  return userEvent.setup({ delay: null, applyAccept: false });
}

describe('documentKind', () => {
  it('reads pdf, doc, docx, xls and xlsx, else a generic binary', () => {
    expect(['a.PDF', 'b.doc', 'c.docx', 'd.xls', 'e.xlsx', 'f.zip', 'noext'].map(documentKind)).toEqual([
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'binary',
      'binary',
    ]);
  });

  it('refuses a file over 25 MB or of another type before sending', () => {
    expect(uploadProblem({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'big.pdf is larger than 25 MB',
    );
    expect(uploadProblem({ name: 'ok.pdf', size: MAX_DOCUMENT_BYTES })).toBeUndefined();
    expect(uploadProblem({ name: 'run.exe', size: 10 })).toMatch(/^run.exe can't be uploaded/);
  });
});

describe('DocumentList', () => {
  it('links each document to its file with its kind and upload date', () => {
    setup({ documents: DOCUMENTS });
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'layout.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/5f2c.pdf',
    );
    expect(rows[0]).toHaveTextContent('PDF · Uploaded Mar 2, 2026');
    expect(rows[1]).toHaveTextContent('Excel spreadsheet (XLSX) · Uploaded Mar 5, 2026');
  });

  it('shows the empty state and no upload without onUpload', () => {
    setup({ documents: [] });
    expect(screen.getByText('No documents yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });

  it('uploads a chosen file and shows it under way', async () => {
    let finish: () => void = () => {};
    const onUpload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup({ documents: [], onUpload });
    const file = new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Document to upload'), file);
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading spec.pdf...');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Upload document' })).toBeEnabled();
  });

  it('refuses a file of another type without sending it', async () => {
    const onUpload = vi.fn();
    const user = setup({ documents: [], onUpload });
    await user.upload(screen.getByLabelText('Document to upload'), new File(['x'], 'tool.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent("tool.exe can't be uploaded");
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('says why an upload failed', async () => {
    const onUpload = vi.fn().mockRejectedValue(new Error('The file is empty'));
    const user = setup({ documents: [], onUpload });
    await user.upload(screen.getByLabelText('Document to upload'), new File(['x'], 'a.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty');
  });

  it('shows a load failure with Try Again', async () => {
    const onRetry = vi.fn();
    const user = setup({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load documents');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
