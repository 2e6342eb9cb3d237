import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';

/** The tabs's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const tabsRecipe = tabsSlotRecipe;
