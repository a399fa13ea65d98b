import { type SpecRow, specNameControl, specValueControl } from './product-draft';
import { RowControls, RowInput, RowsFieldset } from './repeatable-rows';

export const ADD_SPEC = 'add-spec';

interface SpecRowsProps {
  /** Prefix of the problems' ids, from useId. */
  idPrefix: string;
  rows: ReadonlyArray<SpecRow>;
  problems: Record<string, string | undefined>;
  onAdd: () => void;
  onRemove: (row: SpecRow) => void;
  onChange: (row: SpecRow, change: Partial<SpecRow>) => void;
}

/** The product's specifications, a name and a value a row; a problem is always about the name. */
export function SpecRows({ idPrefix, rows, problems, onAdd, onRemove, onChange }: SpecRowsProps) {
  return (
    <RowsFieldset
      legend="Specifications (optional)"
      addName={ADD_SPEC}
      addLabel="Add specification"
      onAdd={onAdd}
    >
      {rows.map((row, index) => {
        const problem = problems[specNameControl(row)];
        const problemId = `${idPrefix}-${specNameControl(row)}-problem`;
        return (
          <RowControls
            key={row.key}
            problemId={problemId}
            problem={problem}
            removeLabel={`Remove specification ${index + 1}`}
            onRemove={() => onRemove(row)}
          >
            <RowInput
              name={specNameControl(row)}
              label={`Specification ${index + 1} name`}
              placeholder="Name, e.g. Payload"
              value={row.name}
              problemId={problem ? problemId : undefined}
              onChange={(name) => onChange(row, { name })}
            />
            <RowInput
              name={specValueControl(row)}
              label={`Specification ${index + 1} value`}
              placeholder="Value, e.g. 5 kg"
              value={row.value}
              problemId={undefined}
              onChange={(value) => onChange(row, { value })}
            />
          </RowControls>
        );
      })}
    </RowsFieldset>
  );
}
