/**
 * The edge of a form field (text inputs, text areas, selects, the address combobox) at 3:1 against the page in both
 * themes (WCAG 1.4.11, non-text contrast): Chakra's outline variant draws it with `border` (gray.200 on white,
 * gray.800 on near-black, about 1.3:1), so an empty field was a box a new user could hardly see. gray.500 is 4.8:1 on
 * white and 4.1:1 on the dark page.
 */
export const fieldEdgeColour = { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } };

/** The semantic token the fields' outline variant draws its edge with (consoleColors defines it). */
const FIELD_EDGE = 'border.field';

interface WithOutlineVariant {
  readonly variants?: { readonly variant?: { readonly outline?: object } };
}

/**
 * `recipe` with the edge of its outline variant (of that variant's `part`, for a slot recipe) drawn with the field
 * edge colour; everything else as Chakra has it.
 */
export function withFieldEdge<R extends WithOutlineVariant>(recipe: R, part?: string): R {
  const outline = (recipe.variants?.variant?.outline ?? {}) as Record<string, object>;
  const edged = part ? { ...outline, [part]: { ...outline[part], borderColor: FIELD_EDGE } } : { ...outline, borderColor: FIELD_EDGE };
  return { ...recipe, variants: { ...recipe.variants, variant: { ...recipe.variants?.variant, outline: edged } } };
}
