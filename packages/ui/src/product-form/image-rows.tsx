import { createProductRequestLimits } from '@robomarket/api-client/limits';
import { type ImageRow, imageControl } from './product-draft';
import { RowInput, RowsFieldset } from './repeatable-rows';

export const ADD_IMAGE = 'add-image';
// The contract's ProductImages holds at most 20.
const MAX_IMAGES = createProductRequestLimits.images.maxItems;

interface ImageRowsProps {
  /** Prefix of the problems' ids, from useId. */
  idPrefix: string;
  rows: ReadonlyArray<ImageRow>;
  problems: Record<string, string | undefined>;
  onAdd: () => void;
  onRemove: (row: ImageRow) => void;
  onChange: (row: ImageRow, url: string) => void;
}

/** The product's image URLs, one a row, at most 20. */
export function ImageRows({ onChange, ...rows }: ImageRowsProps) {
  return (
    <RowsFieldset
      {...rows}
      legend="Images (optional)"
      problemControls={(row) => [imageControl(row)]}
      removeLabel={(index) => `Remove image ${index + 1}`}
      addName={ADD_IMAGE}
      addLabel="Add image"
      addDisabled={rows.rows.length >= MAX_IMAGES}
    >
      {(row, index, problemIdOf) => (
        <RowInput
          name={imageControl(row)}
          label={`Image URL ${index + 1}`}
          type="url"
          placeholder="https://example.com/robot.jpg"
          maxLength={createProductRequestLimits.images.items.maxLength}
          value={row.url}
          problemId={problemIdOf(imageControl(row))}
          onChange={(url) => onChange(row, url)}
        />
      )}
    </RowsFieldset>
  );
}
