import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { consoleSystem, loginRecipes, loginSlotRecipes } from './login-theme';

/**
 * The recipes the signed-in shell and the admin lists draw with at once, under Chakra's own keys: the basic
 * components' (login-theme.ts), the lists' table and skeleton, and the shell's toasts. Every other Chakra component
 * the console renders is given its recipe where it is drawn (`<Dialog.Root recipe={dialogRecipe}>`, the recipe from
 * ./recipes), so its styles load with the screen or lazy part that first draws it (a dialog, a menu, a section).
 * tests/ui/theme.test.ts checks that every Chakra component src/ui renders has its recipe one way or the other.
 */
export const recipes = {
  ...loginRecipes,
  skeleton: skeletonRecipe,
};

export const slotRecipes = {
  ...loginSlotRecipes,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * The console's Chakra system: the signed-in screens' (SignedInTheme), loaded with them so the login route does not
 * carry the styles of components it never shows.
 */
export const system = consoleSystem(recipes, slotRecipes);
