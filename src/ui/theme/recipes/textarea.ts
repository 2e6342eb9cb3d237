import { textareaRecipe as chakraTextareaRecipe } from 'chakra-theme/recipes/textarea';
import { withFieldEdge } from '../field-edge';

/**
 * The text area's recipe with the form fields' edge and read-only look (field-edge.ts), given where it is drawn
 * (`recipe` prop): it loads with the screens that draw one.
 */
export const textareaRecipe = withFieldEdge(chakraTextareaRecipe);
