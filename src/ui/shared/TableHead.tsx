import { Table } from '@chakra-ui/react';

/** A column's heading: its words, or its words and where they stand (numbers stand at the end). */
export type HeadColumn = string | { readonly label: string; readonly textAlign: 'start' | 'end' };

/** A table's heading row: one column header a column, in order. */
export function TableHead({ columns }: { readonly columns: readonly HeadColumn[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ) : (
            <Table.ColumnHeader key={column.label} textAlign={column.textAlign}>
              {column.label}
            </Table.ColumnHeader>
          ),
        )}
      </Table.Row>
    </Table.Header>
  );
}
