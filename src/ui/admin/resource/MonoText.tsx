import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A cell's text in the monospace face, for a code or an address read character by character (an IP, a reference). */
export function MonoText({ children }: { readonly children: ReactNode }) {
  return (
    <Text as="span" fontFamily="mono">
      {children}
    </Text>
  );
}
