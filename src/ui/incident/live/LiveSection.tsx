import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LiveSectionProps {
  /** The heading's id (the section's and its content's accessible name). */
  readonly headingId: string;
  readonly title: string;
  readonly size?: 'sm' | 'md';
  /** Shown instead of the content when there is nothing yet. */
  readonly emptyText: string;
  readonly empty: boolean;
  readonly children: ReactNode;
}

/** A section of the live page under an h2: its content, or a muted line while it has nothing to show. */
export function LiveSection({ headingId, title, size = 'md', emptyText, empty, children }: LiveSectionProps) {
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size={size} id={headingId} mb={size === 'md' ? '2' : '1'}>
        {title}
      </Heading>
      {empty ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}
