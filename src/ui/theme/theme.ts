import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { codeRecipe } from 'chakra-theme/recipes/code';
import { collapsibleSlotRecipe } from 'chakra-theme/recipes/collapsible';
import { comboboxSlotRecipe } from 'chakra-theme/recipes/combobox';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { kbdRecipe } from 'chakra-theme/recipes/kbd';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from 'chakra-theme/recipes/radiomark';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { statSlotRecipe } from 'chakra-theme/recipes/stat';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { withCheckEdge, withFieldEdge } from './field-edge';
import { consoleSystem, loginRecipes, loginSlotRecipes } from './login-theme';

/**
 * The recipes of every Chakra component the console renders (and of the parts they draw inside: a checkbox's
 * checkmark, a radio's radiomark, a field's icon), under Chakra's own keys: the login route's (login-theme.ts) and the
 * signed-in screens'. A new Chakra component in src/ui needs its recipe added (tests/ui/theme.test.ts checks).
 */
export const recipes = {
  ...loginRecipes,
  checkmark: withCheckEdge(checkmarkRecipe),
  code: codeRecipe,
  kbd: kbdRecipe,
  radiomark: withCheckEdge(radiomarkRecipe),
  skeleton: skeletonRecipe,
  textarea: withFieldEdge(textareaRecipe),
};

export const slotRecipes = {
  ...loginSlotRecipes,
  card: cardSlotRecipe,
  checkbox: withCheckEdge(checkboxSlotRecipe, 'control'),
  collapsible: collapsibleSlotRecipe,
  combobox: withFieldEdge(comboboxSlotRecipe, 'input'),
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: withFieldEdge(nativeSelectSlotRecipe, 'field'),
  progress: progressSlotRecipe,
  radioGroup: withCheckEdge(radioGroupSlotRecipe, 'itemControl'),
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * The console's Chakra system with every recipe it uses: the signed-in screens' (SignedInTheme), loaded with them so
 * the login route does not carry the styles of components it never shows.
 */
export const system = consoleSystem(recipes, slotRecipes);
