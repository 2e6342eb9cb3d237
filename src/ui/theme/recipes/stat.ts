import { statSlotRecipe } from 'chakra-theme/recipes/stat';

/** The stat's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const statRecipe = statSlotRecipe;
