import { UploadIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { createProductRequestLimits } from '@robomarket/api-client/limits';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { RowInput, RowsFieldset } from '../../internal/repeatable-rows';
import { IMAGE_ACCEPT } from './image-files';
import { type FileImageRow, type ImageRow, imageControl } from './product-draft';

export const ADD_IMAGE = 'add-image';
// The contract's ProductImages holds at most 20.
export const MAX_IMAGES = createProductRequestLimits.images.maxItems;

interface ImageRowsProps {
  /** Prefix of the problems' ids, from useId. */
  idPrefix: string;
  rows: ReadonlyArray<ImageRow>;
  problems: Record<string, string | undefined>;
  /** Why chosen files were not added, one sentence a file. */
  refused: readonly string[];
  onAdd: () => void;
  onRemove: (row: ImageRow) => void;
  onChange: (row: ImageRow, url: string) => void;
  onMove: (row: ImageRow, direction: -1 | 1) => void;
  /** Files chosen or dropped; the form checks them. */
  onFiles: (files: File[]) => void;
  /** While saving, nothing is added, moved or removed. */
  busy?: boolean;
}

const THUMB = 56;

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      flexShrink="0"
      style={{
        width: THUMB,
        height: THUMB,
        borderRadius: 'var(--radius-2)',
        overflow: 'hidden',
        background: 'var(--gray-a3)',
      }}
    >
      <img
        src={src}
        alt={alt}
        width={THUMB}
        height={THUMB}
        style={{ objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

/** A chosen file's preview, from an object URL that lives as long as the row. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src === null ? (
    <Box width={`${THUMB}px`} height={`${THUMB}px`} />
  ) : (
    <Thumbnail src={src} alt={alt} />
  );
}

function fileStatus(row: FileImageRow): { text: string; color: 'gray' | 'blue' | 'red' } {
  if (row.status === 'uploading') return { text: 'Uploading...', color: 'blue' };
  if (row.status === 'failed') return { text: row.problem ?? 'Upload failed', color: 'red' };
  return { text: 'Uploads when you save', color: 'gray' };
}

/** One image of the list: a web address to type, an uploaded image, or a chosen file with its state. */
function ImageRowContent({
  row,
  index,
  problemId,
  onChange,
}: {
  row: ImageRow;
  index: number;
  problemId: string | undefined;
  onChange: (url: string) => void;
}) {
  const cover =
    index === 0 ? (
      <Badge color="green" highContrast>
        Cover
      </Badge>
    ) : null;
  if (row.kind === 'url') {
    return (
      <>
        {cover}
        <RowInput
          name={imageControl(row)}
          label={`Image URL ${index + 1}`}
          type="url"
          placeholder="https://example.com/robot.jpg"
          maxLength={createProductRequestLimits.images.items.maxLength}
          value={row.url}
          problemId={problemId}
          onChange={onChange}
        />
      </>
    );
  }
  if (row.kind === 'stored') {
    return (
      <Flex gap="2" align="center" flexGrow="1" minWidth="0">
        <Thumbnail src={row.url} alt={`Image ${index + 1}`} />
        {cover}
        <Text size="2" color="gray">
          Uploaded image
        </Text>
      </Flex>
    );
  }
  const status = fileStatus(row);
  return (
    <Flex gap="2" align="center" flexGrow="1" minWidth="0">
      <FilePreview file={row.file} alt={`Image ${index + 1}: ${row.file.name}`} />
      {cover}
      <Flex direction="column" minWidth="0">
        <Text size="2" truncate>
          {row.file.name}
        </Text>
        <Flex gap="1" align="center">
          {row.status === 'uploading' && <Spinner size="1" />}
          <Text size="1" color={status.color} role={row.status === 'failed' ? 'alert' : undefined}>
            {status.text}
          </Text>
        </Flex>
      </Flex>
    </Flex>
  );
}

/**
 * The product's images in order, the first being the cover, at most 20: web addresses typed in rows, images
 * already uploaded, and files chosen or dropped here (previewed, uploaded when the product is saved). Each
 * moves up or down and is removed with its own buttons; refused files are named with the reason.
 */
export function ImageRows({ onChange, onMove, onFiles, refused, busy = false, ...rows }: ImageRowsProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = rows.rows.length >= MAX_IMAGES;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  const dropZone = (
    <Flex
      direction="column"
      gap="2"
      width="100%"
      p="3"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        border: `1px dashed ${dragging ? 'var(--accent-9)' : 'var(--gray-a7)'}`,
        borderRadius: 'var(--radius-3)',
        background: dragging ? 'var(--accent-a2)' : undefined,
      }}
    >
      <Flex gap="2" align="center" wrap="wrap">
        {/* The button is what people and assistive technology use; the input it clicks stays out of view. */}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          aria-label="Choose images"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={busy || full}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <Button
          type="button"
          variant="soft"
          size="1"
          disabled={busy || full}
          aria-describedby={`${inputId}-hint`}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden />
          Choose images
        </Button>
        <Text id={`${inputId}-hint`} size="1" color="gray">
          or drop them here. PNG, JPEG or WebP, up to 5 MB each; the first image is the cover.
        </Text>
      </Flex>
      {refused.length > 0 && (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{refused.length === 1 ? refused[0] : 'Some files were not added:'}</Callout.Text>
          {refused.length > 1 && (
            <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
              {refused.map((reason) => (
                <li key={reason}>
                  <Text size="2">{reason}</Text>
                </li>
              ))}
            </ul>
          )}
        </Callout.Root>
      )}
    </Flex>
  );
  return (
    <RowsFieldset
      {...rows}
      legend="Images (optional)"
      problemControls={(row) => [imageControl(row)]}
      removeLabel={(index) => `Remove image ${index + 1}`}
      moveLabel={(index, direction) => `Move image ${index + 1} ${direction < 0 ? 'up' : 'down'}`}
      onMove={onMove}
      addName={ADD_IMAGE}
      addLabel="Add image"
      addDisabled={full || busy}
      extra={dropZone}
    >
      {(row, index, problemIdOf) => (
        <ImageRowContent
          row={row}
          index={index}
          problemId={problemIdOf(imageControl(row))}
          onChange={(url) => onChange(row, url)}
        />
      )}
    </RowsFieldset>
  );
}
