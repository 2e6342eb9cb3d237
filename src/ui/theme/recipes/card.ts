import { cardSlotRecipe } from 'chakra-theme/recipes/card';

/** The card's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const cardRecipe = cardSlotRecipe;
