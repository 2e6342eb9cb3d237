import { switchSlotRecipe } from 'chakra-theme/recipes/switch';
import { withSwitchTrack } from '../field-edge';

/**
 * The switch's recipe with its track off at 3:1 (withSwitchTrack, field-edge.ts), given where it is drawn (`recipe`
 * prop): it loads with the screens that draw one.
 */
export const switchRecipe = withSwitchTrack(switchSlotRecipe);
