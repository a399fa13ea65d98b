import { ArrowDownIcon, ArrowUpIcon, Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FIELD_CONTROL_CLASS } from './form-field';

interface RowsFieldsetProps<Row extends { key: number }> {
  legend: string;
  rows: ReadonlyArray<Row>;
  /** Prefix of the problems' ids, from useId. */
  idPrefix: string;
  problems: Record<string, string | undefined>;
  /** The names of the row's controls a problem may be about, in screen order; the first problem is shown. */
  problemControls: (row: Row) => readonly string[];
  /** The remove button's accessible name for the row at `index`. */
  removeLabel: (index: number) => string;
  onRemove: (row: Row) => void;
  addName: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  /** Rows that can be reordered: the accessible names of the move-up and move-down buttons of row `index`. */
  moveLabel?: (index: number, direction: -1 | 1) => string;
  /** Moves a row one place up (-1) or down (1). */
  onMove?: (row: Row, direction: -1 | 1) => void;
  /** Controls after the add button (another way to add rows). */
  extra?: ReactNode;
  /** The row's inputs; `problemIdOf(name)` is the shown problem's id for the input it is about, else undefined. */
  children: (row: Row, index: number, problemIdOf: (control: string) => string | undefined) => ReactNode;
}

/**
 * A group of repeatable rows under a legend: each row's inputs side by side, a remove button, and the
 * row's problem under them; then a button that adds one more.
 */
export function RowsFieldset<Row extends { key: number }>({
  legend,
  rows,
  idPrefix,
  problems,
  problemControls,
  removeLabel,
  onRemove,
  addName,
  addLabel,
  onAdd,
  addDisabled = false,
  moveLabel,
  onMove,
  extra,
  children,
}: RowsFieldsetProps<Row>) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="medium" mb="1" asChild>
        <legend style={{ padding: 0 }}>{legend}</legend>
      </Text>
      <Flex direction="column" gap="2" align="start">
        {rows.map((row, index) => {
          const control = problemControls(row).find((name) => problems[name]);
          const problem = control === undefined ? undefined : problems[control];
          const problemId = `${idPrefix}-${control}-problem`;
          const problemIdOf = (name: string) => (problem && name === control ? problemId : undefined);
          return (
            <Flex key={row.key} direction="column" gap="1" width="100%">
              <Flex gap="2" align="center">
                {children(row, index, problemIdOf)}
                {moveLabel && onMove && (
                  <>
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="gray"
                      aria-label={moveLabel(index, -1)}
                      disabled={index === 0}
                      onClick={() => onMove(row, -1)}
                    >
                      <ArrowUpIcon aria-hidden />
                    </IconButton>
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="gray"
                      aria-label={moveLabel(index, 1)}
                      disabled={index === rows.length - 1}
                      onClick={() => onMove(row, 1)}
                    >
                      <ArrowDownIcon aria-hidden />
                    </IconButton>
                  </>
                )}
                <IconButton
                  type="button"
                  variant="ghost"
                  color="gray"
                  aria-label={removeLabel(index)}
                  onClick={() => onRemove(row)}
                >
                  <Cross2Icon aria-hidden />
                </IconButton>
              </Flex>
              {problem && (
                <Text id={problemId} size="1" color="red">
                  {problem}
                </Text>
              )}
            </Flex>
          );
        })}
        <Button type="button" name={addName} variant="soft" size="1" onClick={onAdd} disabled={addDisabled}>
          <PlusIcon aria-hidden />
          {addLabel}
        </Button>
        {extra}
      </Flex>
    </fieldset>
  );
}

interface RowInputProps {
  name: string;
  /** The accessible name; rows repeat, so the placeholder is the visible hint and this tells rows apart. */
  label: string;
  type?: 'text' | 'url';
  placeholder: string;
  /** The contract's length limit: no more can be typed or pasted. */
  maxLength?: number;
  value: string;
  /** Set while the row has a problem about this input. */
  problemId: string | undefined;
  onChange: (value: string) => void;
}

/** A text input of a row, labelled for assistive technology only. */
export function RowInput({
  name,
  label,
  type = 'text',
  placeholder,
  maxLength,
  value,
  problemId,
  onChange,
}: RowInputProps) {
  return (
    <Box flexGrow="1" flexBasis="0" minWidth="0">
      <TextField.Root
        className={FIELD_CONTROL_CLASS}
        name={name}
        aria-label={label}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        type={type}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}

/** The rows without the one keyed `key`. */
export function withoutRow<Row extends { key: number }>(rows: Row[], key: number): Row[] {
  return rows.filter((row) => row.key !== key);
}

/** The rows with the one keyed `key` moved one place up (-1) or down (1). */
export function withRowMoved<Row extends { key: number }>(
  rows: Row[],
  key: number,
  direction: -1 | 1,
): Row[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + direction;
  const moving = rows[from];
  const other = rows[to];
  if (moving === undefined || other === undefined) return rows;
  const moved = [...rows];
  moved[from] = other;
  moved[to] = moving;
  return moved;
}

/** The rows with `change` applied to the one keyed `key`. */
export function withRowChanged<Row extends { key: number }>(
  rows: Row[],
  key: number,
  change: Partial<Row>,
): Row[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}
