import { menuSlotRecipe } from 'chakra-theme/recipes/menu';

/** The menu's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const menuRecipe = menuSlotRecipe;
