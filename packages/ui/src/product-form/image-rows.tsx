import { type ImageRow, imageControl } from './product-draft';
import { RowControls, RowInput, RowsFieldset } from './repeatable-rows';

export const ADD_IMAGE = 'add-image';
// The contract's ProductImages holds at most 20.
const MAX_IMAGES = 20;

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
export function ImageRows({ idPrefix, rows, problems, onAdd, onRemove, onChange }: ImageRowsProps) {
  return (
    <RowsFieldset
      legend="Images (optional)"
      addName={ADD_IMAGE}
      addLabel="Add image"
      onAdd={onAdd}
      addDisabled={rows.length >= MAX_IMAGES}
    >
      {rows.map((row, index) => {
        const problem = problems[imageControl(row)];
        const problemId = `${idPrefix}-${imageControl(row)}-problem`;
        return (
          <RowControls
            key={row.key}
            problemId={problemId}
            problem={problem}
            removeLabel={`Remove image ${index + 1}`}
            onRemove={() => onRemove(row)}
          >
            <RowInput
              name={imageControl(row)}
              label={`Image URL ${index + 1}`}
              type="url"
              placeholder="https://example.com/robot.jpg"
              value={row.url}
              problemId={problem ? problemId : undefined}
              onChange={(url) => onChange(row, url)}
            />
          </RowControls>
        );
      })}
    </RowsFieldset>
  );
}
