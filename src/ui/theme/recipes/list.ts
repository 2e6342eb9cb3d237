import { listSlotRecipe } from 'chakra-theme/recipes/list';

/** The list's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const listRecipe = listSlotRecipe;
