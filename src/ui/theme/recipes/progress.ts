import { progressSlotRecipe } from 'chakra-theme/recipes/progress';

/** The progress bar's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const progressRecipe = progressSlotRecipe;
