import { comboboxSlotRecipe } from 'chakra-theme/recipes/combobox';
import { withFieldEdge } from '../field-edge';

/**
 * The combobox's recipe with the form fields' edge and read-only look on its input (field-edge.ts), given where it is drawn
 * (`recipe` prop): it loads with the screens that draw one.
 */
export const comboboxRecipe = withFieldEdge(comboboxSlotRecipe, 'input');
