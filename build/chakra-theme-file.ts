import { fileURLToPath } from 'node:url';

/**
 * `chakra-theme/<file>`: one file of Chakra's default theme (a recipe, a token scale), imported on its own. Chakra's
 * `@chakra-ui/react/theme` entry imports every recipe to build its default config, so importing anything from it puts
 * all the recipes the console uses in the login route's chunk; the console's themes (src/ui/theme) import the files
 * they need instead, and the signed-in screens' recipes load with them. Types: tsconfig.json `paths`.
 */
export const chakraThemeFile = {
  find: /^chakra-theme\/(.*)$/,
  replacement: `${fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url))}$1.js`,
};
