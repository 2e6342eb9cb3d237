import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';

/** The data list's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const dataListRecipe = dataListSlotRecipe;
