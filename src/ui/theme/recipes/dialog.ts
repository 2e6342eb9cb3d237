import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';

/** The dialog's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const dialogRecipe = dialogSlotRecipe;
