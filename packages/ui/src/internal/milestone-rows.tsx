import { Box, TextField } from '@radix-ui/themes';
import { FIELD_CONTROL_CLASS } from './form-field';
import { RowInput, RowsFieldset } from './repeatable-rows';
import { MILESTONE_DESCRIPTION_MAX, ROWS_MAX } from './rfp-options';

/** One milestone row as typed. */
export interface MilestoneRow {
  key: number;
  date: string;
  description: string;
}

export const ADD_MILESTONE = 'add-milestone';
export const milestoneDateName = (row: { key: number }) => `milestone-${row.key}-date`;
export const milestoneDescriptionName = (row: { key: number }) => `milestone-${row.key}-description`;

interface MilestoneRowsProps {
  /** Prefix of the problems' ids, from useId. */
  idPrefix: string;
  rows: ReadonlyArray<MilestoneRow>;
  problems: Record<string, string | undefined>;
  /** The legend above the rows. */
  legend: string;
  onAdd: () => void;
  onRemove: (row: MilestoneRow) => void;
  onChange: (row: MilestoneRow, change: Partial<MilestoneRow>) => void;
}

/** Milestones, a date and a description a row, added and removed (RFP wizard, proposal form). */
export function MilestoneRows({ onChange, legend, ...rows }: MilestoneRowsProps) {
  return (
    <RowsFieldset
      {...rows}
      legend={legend}
      problemControls={(row) => [milestoneDateName(row), milestoneDescriptionName(row)]}
      removeLabel={(index) => `Remove milestone ${index + 1}`}
      addName={ADD_MILESTONE}
      addLabel="Add milestone"
      addDisabled={rows.rows.length >= ROWS_MAX}
    >
      {(row, index, problemIdOf) => (
        <>
          <Box flexShrink="0">
            <TextField.Root
              className={FIELD_CONTROL_CLASS}
              type="date"
              name={milestoneDateName(row)}
              aria-label={`Milestone ${index + 1} date`}
              aria-invalid={problemIdOf(milestoneDateName(row)) ? true : undefined}
              aria-describedby={problemIdOf(milestoneDateName(row))}
              value={row.date}
              onChange={(event) => onChange(row, { date: event.target.value })}
            />
          </Box>
          <RowInput
            name={milestoneDescriptionName(row)}
            label={`Milestone ${index + 1} description`}
            placeholder="Description, e.g. Site survey"
            maxLength={MILESTONE_DESCRIPTION_MAX}
            value={row.description}
            problemId={problemIdOf(milestoneDescriptionName(row))}
            onChange={(description) => onChange(row, { description })}
          />
        </>
      )}
    </RowsFieldset>
  );
}
