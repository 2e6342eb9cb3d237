import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  readonly id: string;
  /** A page's own title (h1) or a part of it (h2). */
  readonly level: 'h1' | 'h2';
  readonly title: string;
  /** The section's actions, on the right of the heading (below it on a narrow screen). */
  readonly children?: ReactNode;
}

/** A section's heading with its actions beside it. */
export function SectionHeader({ id, level, title, children }: SectionHeaderProps) {
  return (
    <HStack justify="space-between" wrap="wrap">
      <Heading as={level} size={level === 'h1' ? 'xl' : 'lg'} id={id}>
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
