import { Box, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface PanelSectionProps {
  /** The panel's heading; it also names the section for screen readers. */
  readonly title: string;
  /** The space between the heading and each part of the panel. */
  readonly gap: '2' | '3';
  readonly children: ReactNode;
}

/** One panel of the live incident page: a bordered section named by its heading, its parts stacked under it. */
export function PanelSection({ title, gap, children }: PanelSectionProps) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap={gap}>
        <Text id={titleId} fontWeight="semibold">
          {title}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
