import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
import { fieldEdgeColour, withFieldEdge } from './field-edge';

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

/**
 * The recipes of the console's basic Chakra components (buttons, fields, alerts), under Chakra's own
 * keys; theme.ts adds the rest. The login route renders no Chakra component (its screens are plain elements,
 * src/ui/public): the system is built and loaded with the signed-in screens only (SignedInTheme). A component whose
 * recipe is missing renders unstyled: tests/ui/theme.test.ts checks the set against the code.
 */
export const loginRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: withFieldEdge(inputRecipe),
  link: linkRecipe,
  spinner: spinnerRecipe,
} satisfies Recipes;

export const loginSlotRecipes = {
  alert: alertSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: withFieldEdge(nativeSelectSlotRecipe, 'field'),
} satisfies SlotRecipes;

/** Chakra's default tokens and semantic tokens, as its own default theme puts them together (@chakra-ui/react/theme). */
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
/**
 * Chakra's semantic colours, with the form fields' edge (field-edge.ts), but for the focus ring of the neutral (gray) controls in the light theme: gray.400 on
 * white is 2.6:1, under the 3:1 a focus indicator needs (a focused field was hard to find); gray.600 is 7.7:1.
 */
const consoleColors = {
  ...semanticColors,
  gray: { ...semanticColors.gray, focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
  border: { ...semanticColors.border, field: fieldEdgeColour },
};
const semanticTokens = { colors: consoleColors, shadows: semanticShadows, radii: semanticRadii };

/**
 * A reader who asked their system for less motion gets none: every animation and transition (spinners, skeletons'
 * pulse, toasts' slide, dialogs' and drawers' entrances, switches) ends at once, and scrolling jumps. The durations are
 * a hundredth of a millisecond rather than zero so that the end of each animation is still announced (a closing dialog
 * or toast is removed when its animation ends); a spinner then stands still, its busy state still named in words.
 */
const reducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * A console's Chakra system from the given recipes: Chakra's base config and default theme (tokens, semantic tokens
 * but the focus ring above, text and layer styles, keyframes, global CSS), with only those recipes instead of all of
 * Chakra's.
 */
export function consoleSystem(recipes: Recipes, slotRecipes: SlotRecipes) {
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: 'chakra',
      cssVarsRoot: ':where(html, .chakra-theme)',
      globalCss: { ...globalCss, 'html, body, #root': { height: '100%' }, ...reducedMotion },
      theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
    }),
  );
}
