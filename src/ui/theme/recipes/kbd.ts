import { kbdRecipe as chakraKbdRecipe } from 'chakra-theme/recipes/kbd';

/** The keyboard key's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const kbdRecipe = chakraKbdRecipe;
