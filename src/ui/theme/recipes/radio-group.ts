import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { withCheckEdge } from '../field-edge';

/**
 * The radio group's recipe with the unchecked radio's edge at 3:1 (withCheckEdge, field-edge.ts), given where it is drawn
 * (`recipe` prop): it loads with the screens that draw one.
 */
export const radioGroupRecipe = withCheckEdge(radioGroupSlotRecipe, 'itemControl');
