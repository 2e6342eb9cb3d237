import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';

/** The drawer's recipe, given where it is drawn (`recipe` prop): it loads with the screens that draw one. */
export const drawerRecipe = drawerSlotRecipe;
