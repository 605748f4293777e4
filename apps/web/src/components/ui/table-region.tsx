import type { ReactNode } from 'react';

interface TableRegionProps {
  /** Names the region for screen readers ("Users", "Pets"). */
  label: string;
  /** Column headings in order; `false` leaves a column out. */
  columns: (string | false)[];
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
            {columns.map(
              (column) =>
                column !== false && (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
