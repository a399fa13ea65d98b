import { createProductRequestLimits } from '@robomarket/api-client/limits';
import { RowInput, RowsFieldset } from '../../internal/repeatable-rows';
import { type SpecRow, specNameControl, specValueControl } from './product-draft';

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

/** The product's specifications, a name and a value a row; a row shows one problem, its name's first. */
export function SpecRows({ onChange, ...rows }: SpecRowsProps) {
  return (
    <RowsFieldset
      {...rows}
      legend="Specifications (optional)"
      problemControls={(row) => [specNameControl(row), specValueControl(row)]}
      removeLabel={(index) => `Remove specification ${index + 1}`}
      addName={ADD_SPEC}
      addLabel="Add specification"
    >
      {(row, index, problemIdOf) => (
        <>
          <RowInput
            name={specNameControl(row)}
            label={`Specification ${index + 1} name`}
            placeholder="Name, e.g. Payload"
            maxLength={createProductRequestLimits.specifications.keys.maxLength}
            value={row.name}
            problemId={problemIdOf(specNameControl(row))}
            onChange={(name) => onChange(row, { name })}
          />
          <RowInput
            name={specValueControl(row)}
            label={`Specification ${index + 1} value`}
            placeholder="Value, e.g. 5 kg"
            maxLength={createProductRequestLimits.specifications.values.maxLength}
            value={row.value}
            problemId={problemIdOf(specValueControl(row))}
            onChange={(value) => onChange(row, { value })}
          />
        </>
      )}
    </RowsFieldset>
  );
}
