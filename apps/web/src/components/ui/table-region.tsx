import type { ReactNode } from 'react';

/** A heading, or one with classes (say, hidden on phones: its cells must hide alike). */
type Column = string | { label: string; className: string };

interface TableRegionProps {
  /** Names the region for screen readers ("Users", "Pets"). */
  label: string;
  /** Column headings in order; `false` leaves a column out. */
  columns: (Column | false)[];
  /** Keeps each cell on one line; the region scrolls sideways instead. */
  nowrap?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A data table that scrolls sideways on a phone. The region is focusable so keyboard users can
 * scroll it too; the headings use the full text colour because daisyUI's dimmed ones fail AA.
 */
export function TableRegion({ label, columns, nowrap = false, children }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300"
    >
      <table className={nowrap ? 'table whitespace-nowrap' : 'table'}>
        <thead>
          <tr className="text-base-content">
            {columns.map((column) => {
              if (column === false) return null;
              const { label: heading, className } =
                typeof column === 'string' ? { label: column, className: undefined } : column;
              return (
                <th key={heading} scope="col" className={className}>
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
