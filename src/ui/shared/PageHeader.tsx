import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Actions that belong together in a screen header (what acts on the record; where to go next): when the header's
 * actions do not fit on one row, a group moves to the next row whole, so no action is left alone on a row of its own.
 */
export function HeaderActionGroup({ children }: { readonly children: ReactNode }) {
  return (
    <Flex gap="2" align="center" wrap="wrap" justify="flex-end" maxW="100%">
      {children}
    </Flex>
  );
}

/**
 * A screen's header: its level-one title and its actions. The title keeps a readable width (at least 18rem, at most
 * two lines before it is cut, the whole of it in its tooltip); when the actions do not fit beside it they go to the
 * next line, aligned to the end, rather than squeezing the title to a letter a line.
 */
export function PageHeader({
  title,
  fullTitle,
  size = 'xl',
  lines = 2,
  children,
}: {
  readonly title: ReactNode;
  /** The title as plain text, for the tooltip of a title cut short. */
  readonly fullTitle?: string;
  readonly size?: 'lg' | 'xl';
  /** How many lines the title may take before it is cut (the live page keeps one: its call fills the screen). */
  readonly lines?: 1 | 2;
  readonly children?: ReactNode;
}) {
  return (
    <Flex as="header" gap="3" align="center" wrap="wrap" rowGap="2">
      <Heading as="h1" size={size} flex="1 1 18rem" minW="min(18rem, 100%)" lineClamp={lines} title={fullTitle} overflowWrap="anywhere">
        {title}
      </Heading>
      {children ? (
        <Flex gap="2" align="center" wrap="wrap" justify="flex-end" flex="0 1 auto" maxW="100%">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}
