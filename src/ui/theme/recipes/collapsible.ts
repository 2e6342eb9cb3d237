import { collapsibleSlotRecipe } from 'chakra-theme/recipes/collapsible';

/** The collapsible's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const collapsibleRecipe = collapsibleSlotRecipe;
