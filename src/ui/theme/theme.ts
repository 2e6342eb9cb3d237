import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The console's Chakra system: the default tokens with the product's accent. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: { 'html, body, #root': { height: '100%' } },
  }),
);
