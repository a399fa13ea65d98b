import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FIELD_CONTROL_CLASS } from '../internal/form-field';

interface RowsFieldsetProps {
  legend: string;
  addName: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  children: ReactNode;
}

/** A group of repeatable rows under a legend, with a button that adds one more. */
export function RowsFieldset({
  legend,
  addName,
  addLabel,
  onAdd,
  addDisabled = false,
  children,
}: RowsFieldsetProps) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="medium" mb="1" asChild>
        <legend style={{ padding: 0 }}>{legend}</legend>
      </Text>
      <Flex direction="column" gap="2" align="start">
        {children}
        <Button type="button" name={addName} variant="soft" size="1" onClick={onAdd} disabled={addDisabled}>
          <PlusIcon aria-hidden />
          {addLabel}
        </Button>
      </Flex>
    </fieldset>
  );
}

interface RowControlsProps {
  problemId: string;
  problem: string | undefined;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One repeatable row: its inputs side by side, a remove button, and the row's problem under them. */
export function RowControls({ problemId, problem, removeLabel, onRemove, children }: RowControlsProps) {
  return (
    <Flex direction="column" gap="1" width="100%">
      <Flex gap="2" align="center">
        {children}
        <IconButton type="button" variant="ghost" color="gray" aria-label={removeLabel} onClick={onRemove}>
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
}

interface RowInputProps {
  name: string;
  /** The accessible name; rows repeat, so the placeholder is the visible hint and this tells rows apart. */
  label: string;
  type?: 'text' | 'url';
  placeholder: string;
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

/** The rows with `change` applied to the one keyed `key`. */
export function withRowChanged<Row extends { key: number }>(
  rows: Row[],
  key: number,
  change: Partial<Row>,
): Row[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}
