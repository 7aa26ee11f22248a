// The header row of the tables that turn into stacked rows on phones (./table-parts.ts): one column header per column.
import { tableRoles } from './table-parts';

/** `columns`: each header's text, and whether it heads a column of numbers (right-aligned). */
export function TableHeadRow({ columns, cellClass }: { columns: ReadonlyArray<[string, boolean]>; cellClass: string }) {
  return (
    <tr {...tableRoles.row}>
      {columns.map(([label, end]) => (
        <th
          key={label}
          {...tableRoles.columnheader}
          scope="col"
          className={cellClass}
          data-align={end ? 'end' : undefined}
        >
          {label}
        </th>
      ))}
    </tr>
  );
}
