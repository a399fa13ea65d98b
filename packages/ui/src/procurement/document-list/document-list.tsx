// Only icons the rest of the app already uses (one shared module in the first download).
import { FileTextIcon, ListBulletIcon, PlusIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { formatShortDate } from '../../internal/format';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { describeFailure } from '../../primitives/describe-failure';
import { DOCUMENT_EXTENSIONS, documentKind, documentKindLabel, uploadProblem } from './document-kind';

/** A document as the list shows it: the contract's Document fields of the same names. */
export interface DocumentView {
  /** The document's id. */
  id: string;
  /** The uploaded file's name, shown and used for its kind. */
  originalName: string;
  /** RFC 3339. */
  uploadedAt: string;
  /** Where the file is served (`/api/documents/{name}`). */
  url: string;
}

export interface DocumentListProps {
  /** The workflow's documents, oldest first, once `status` is 'ready'. */
  documents?: ReadonlyArray<DocumentView>;
  /** Loading, error (with Try Again) or ready. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed; 'Failed to load documents' when empty. */
  error?: string;
  /** Called by Try Again after a failed load. */
  onRetry?: () => void;
  /** Uploads a file that passed the size and type checks; reject to show why it failed. Leave out to offer no upload. */
  onUpload?: (file: File) => Promise<unknown>;
  /** Level of the heading: 2 (the default) under the page heading. */
  headingLevel?: 2 | 3;
}

const ICONS: Record<ReturnType<typeof documentKind>, ReactNode> = {
  pdf: <FileTextIcon aria-hidden />,
  doc: <FileTextIcon aria-hidden />,
  docx: <FileTextIcon aria-hidden />,
  xls: <ListBulletIcon aria-hidden />,
  xlsx: <ListBulletIcon aria-hidden />,
  binary: <ReaderIcon aria-hidden />,
};

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A workflow's documents (product-spec §2 Workflow details, §3 Document): each a link to its file with its
 * kind by extension and upload date, and an upload control that checks the 25 MB and type limits before
 * sending, shows the upload under way and says why one failed.
 */
export function DocumentList({
  documents = [],
  status,
  error,
  onRetry,
  onUpload,
  headingLevel = 2,
}: DocumentListProps) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUpload || uploading) return;
    const found = uploadProblem(file);
    if (found) {
      setProblem(found);
      return;
    }
    setProblem(null);
    setUploading(file.name);
    try {
      await onUpload(file);
    } catch (reason) {
      setProblem(describeFailure(reason, `Failed to upload ${file.name}`).message);
    } finally {
      setUploading(null);
    }
  }

  let body: ReactNode;
  if (status === 'loading') body = <SectionLoading label="Loading documents..." />;
  else if (status === 'error')
    body = <SectionError message={error?.trim() || 'Failed to load documents'} onRetry={onRetry} />;
  else if (documents.length === 0)
    body = (
      <EmptyState
        title="No documents yet"
        text="Specifications, drawings and contracts shared here reach the buyer and the seller of this conversation."
      />
    );
  else
    body = (
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {documents.map((document) => (
            <li key={document.id}>
              <Card size="1">
                <Flex gap="3" align="center" justify="between" wrap="wrap">
                  <Flex gap="2" align="center" minWidth="0">
                    {ICONS[documentKind(document.originalName)]}
                    <Link href={document.url} style={{ overflowWrap: 'anywhere' }}>
                      {document.originalName}
                    </Link>
                  </Flex>
                  <Text size="1" color="gray">
                    {documentKindLabel(document.originalName)} · Uploaded{' '}
                    <time dateTime={document.uploadedAt}>{formatShortDate(document.uploadedAt)}</time>
                  </Text>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    );

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading' || uploading !== null}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="4" id={titleId}>
            Documents
          </Heading>
          {onUpload && (
            <>
              <input
                ref={inputRef}
                type="file"
                accept={ACCEPT}
                aria-label="Document to upload"
                hidden
                onChange={(event) => void choose(event)}
              />
              <Button
                type="button"
                variant="soft"
                disabled={uploading !== null}
                onClick={() => inputRef.current?.click()}
              >
                <PlusIcon aria-hidden />
                {uploading ? 'Uploading...' : 'Upload document'}
              </Button>
            </>
          )}
        </Flex>
        {onUpload && (
          <Text size="1" color="gray">
            PDF, Word, Excel, CSV, text or image files up to 25 MB.
          </Text>
        )}
        {uploading && (
          <Text role="status" size="2" color="gray">
            Uploading {uploading}...
          </Text>
        )}
        {problem && <FormErrorCallout message={problem} />}
        {body}
      </section>
    </Flex>
  );
}
