import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the console renders (and of the parts they draw inside: a checkbox's
 * checkmark, a radio's radiomark, a field's icon), under Chakra's own keys. A component whose recipe is missing here
 * renders unstyled: a new Chakra component in src/ui needs its recipe added (tests/ui/theme.test.ts checks).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's semantic tokens, but for the focus ring of the neutral (gray) controls in the light theme: gray.400 on white
 * is 2.6:1, under the 3:1 a focus indicator needs, and an input's 1 px ring in it was hardly seen; gray.600 is 7.7:1.
 */
const consoleSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...semanticTokens.colors,
    gray: {
      ...semanticTokens.colors?.gray,
      focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    },
  },
};

/**
 * The console's Chakra system: Chakra's base config and default theme (tokens, semantic tokens but the one above,
 * text and layer styles, keyframes, global CSS), with only the recipes above instead of all of Chakra's, so the login
 * route does not carry the styles of components the console never shows.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: { ...globalCss, 'html, body, #root': { height: '100%' } },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: consoleSemanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
