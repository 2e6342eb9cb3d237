import { codeRecipe as chakraCodeRecipe } from 'chakra-theme/recipes/code';

/** The inline code's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const codeRecipe = chakraCodeRecipe;
