import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';

/** The fieldset's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const fieldsetRecipe = fieldsetSlotRecipe;
