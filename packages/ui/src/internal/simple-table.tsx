import { Skeleton } from '@radix-ui/themes';
import type { CSSProperties, ReactNode } from 'react';

// A plain table styled inline with the theme's tokens: Radix Themes' Table would add its rules to the one
// stylesheet every page downloads, the landing page included.

/** The bordered box around a table, scrolling sideways when the table is wider. */
export const tableFrame: CSSProperties = {
  overflowX: 'auto',
  border: '1px solid var(--gray-a6)',
  borderRadius: 'var(--radius-3)',
};
/** The table itself, in the theme's second text size. */
export const tableStyle: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'var(--font-size-2)',
  lineHeight: 'var(--line-height-2)',
};
const cell: CSSProperties = {
  padding: 'var(--space-2) var(--space-3)',
  // A stylesheet may take the line away (the payment table's phone layout sets the variable).
  borderBottom: 'var(--rm-cell-border, 1px solid var(--gray-a5))',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const header: CSSProperties = {
  ...cell,
  fontWeight: 'var(--font-weight-medium)',
  background: 'var(--gray-a2)',
};

/** A table named by a caption that only assistive technology reads. */
export function SimpleTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div style={tableFrame}>
      <table style={tableStyle}>
        <caption
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** A header cell: of a column (`scope="col"`) or of its row (`scope="row"`). */
export function Th({ children, scope = 'col' }: { children?: ReactNode; scope?: 'col' | 'row' }) {
  return (
    <th scope={scope} style={scope === 'col' ? header : { ...cell, fontWeight: 'var(--font-weight-medium)' }}>
      {children}
    </th>
  );
}

/** A data cell. */
export function Td({ children }: { children?: ReactNode }) {
  return <td style={cell}>{children}</td>;
}

/** Three placeholder rows while a table loads, one skeleton per column of these widths (px). */
export function SkeletonRows({ widths }: { widths: readonly number[] }) {
  return ['first', 'second', 'third'].map((row) => (
    <tr key={row}>
      {widths.map((width, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a width may repeat.
        <Td key={column}>
          <Skeleton width={`${width}px`} height="20px" />
        </Td>
      ))}
    </tr>
  ));
}
