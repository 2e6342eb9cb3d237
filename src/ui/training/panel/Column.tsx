import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One column of a part of the panel: its heading, and its body or a line saying why there is none. */
export function Column({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {empty === null ? (
        children
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
    </Box>
  );
}

/** A column whose body is a small table named by its heading: `children` are its rows. */
export function TableColumn({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Column title={title} empty={empty}>
      <Table.Root size="sm" aria-label={title}>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Column>
  );
}
