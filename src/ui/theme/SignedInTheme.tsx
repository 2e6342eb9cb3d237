import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

/**
 * The whole console's Chakra system for the screens loaded after the login route (the signed-in shell, the read-only
 * live view, the training console): each lazy chunk's root wraps itself in it, so its recipes load with them.
 */
export function SignedInTheme({ children }: { readonly children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
