import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface PanelSectionProps {
  /** The panel's heading; it also names the section for screen readers. */
  readonly title: string;
  /** The space between the heading and each part of the panel. */
  readonly gap: '2' | '3';
  /** A short state shown on the heading's line, at its end (the chat's connection): it takes no line of its own. */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** One panel of the live incident page: a bordered section named by its heading, its parts stacked under it. */
export function PanelSection({ title, gap, aside, children }: PanelSectionProps) {
  const titleId = useId();
  const heading = (
    <Text id={titleId} fontWeight="semibold">
      {title}
    </Text>
  );
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap={gap}>
        {aside ? (
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            {heading}
            {aside}
          </HStack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Box>
  );
}
