import { Skeleton } from '@radix-ui/themes';
import { type CSSProperties, type ReactNode, useCallback, useRef } from 'react';

// A plain table styled inline with the theme's tokens: Radix Themes' Table would add its rules to the one
// stylesheet every page downloads, the landing page included.

/**
 * The bordered box around a table, scrolling sideways when the table is wider. Give it the class
 * `TABLE_SCROLL_CLASS` too: its width never widens the page (a phone scrolls the table, not the page), and a
 * shadow at an edge shows there is more of the table that way.
 */
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

/** The class of a table's scrolling frame (robomarket.css): contained width and edge shadows. */
export const TABLE_SCROLL_CLASS = 'rm-TableScroll';

/** Props of a table's scrolling frame: its class and style. */
export const scrollFrame = { className: TABLE_SCROLL_CLASS, style: tableFrame } as const;

/**
 * A ref for a table's frame that, while the table is wider than the frame, makes the frame a named region in
 * the Tab order, so that a keyboard can scroll it (a frame that always scrolls should be a focusable section
 * of its own instead).
 */
export function useScrollableRegion(label: string) {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback(
    (frame: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (frame === null || typeof ResizeObserver === 'undefined') return;
      const update = () => {
        if (frame.scrollWidth > frame.clientWidth + 1) {
          frame.setAttribute('tabindex', '0');
          frame.setAttribute('role', 'region');
          frame.setAttribute('aria-label', label);
        } else {
          frame.removeAttribute('tabindex');
          frame.removeAttribute('role');
          frame.removeAttribute('aria-label');
        }
      };
      observer.current = new ResizeObserver(update);
      observer.current.observe(frame);
      const table = frame.firstElementChild;
      if (table) observer.current.observe(table);
      update();
    },
    [label],
  );
}

/** A table named by a caption that only assistive technology reads; `className` styles the table itself. */
export function SimpleTable({
  caption,
  className,
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  const frame = useScrollableRegion(caption);
  return (
    <div ref={frame} className={TABLE_SCROLL_CLASS} style={tableFrame}>
      <table className={className} style={tableStyle}>
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

/** A data cell; `nowrap` keeps its content on one line (a price, a button). */
export function Td({ children, nowrap = false }: { children?: ReactNode; nowrap?: boolean }) {
  return <td style={nowrap ? { ...cell, whiteSpace: 'nowrap' } : cell}>{children}</td>;
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
