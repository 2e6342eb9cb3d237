import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { withCheckEdge } from '../field-edge';

/**
 * The checkbox's recipe with the unchecked box's edge at 3:1 (withCheckEdge, field-edge.ts), given where it is drawn
 * (`recipe` prop): it loads with the screens that draw one.
 */
export const checkboxRecipe = withCheckEdge(checkboxSlotRecipe, 'control');
