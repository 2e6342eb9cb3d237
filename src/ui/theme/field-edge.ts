/**
 * The edge of a form field (text inputs, text areas, selects, the address combobox) at 3:1 against the page in both
 * themes (WCAG 1.4.11, non-text contrast): Chakra's outline variant draws it with `border` (gray.200 on white,
 * gray.800 on near-black, about 1.3:1), so an empty field was a box a new user could hardly see. gray.500 is 4.8:1 on
 * white and 4.1:1 on the dark page.
 */
export const fieldEdgeColour = { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } };

/** The semantic token the fields' outline variant draws its edge with (consoleColors defines it). */
const FIELD_EDGE = 'border.field';

type Variants = Readonly<Record<string, Readonly<Record<string, object>>>>;

interface WithVariants {
  readonly variants?: Variants;
}

/** `recipe` with `property` of its `variant` (of that variant's `part`, for a slot recipe) drawn in the field edge colour. */
function edged<R extends WithVariants>(recipe: R, variant: string, property: 'borderColor' | 'bg', part?: string): R {
  const styles = (recipe.variants?.variant?.[variant] ?? {}) as Record<string, object>;
  const changed = part ? { ...styles, [part]: { ...styles[part], [property]: FIELD_EDGE } } : { ...styles, [property]: FIELD_EDGE };
  return { ...recipe, variants: { ...recipe.variants, variant: { ...recipe.variants?.variant, [variant]: changed } } };
}

/**
 * A field the user may read but not change (`readonly`, which assistive technology announces as "read only") does not
 * look like one to type in: a dashed edge over a muted ground, the pointer's arrow. Its text keeps the body colour.
 */
export const READ_ONLY_FIELD = { borderStyle: 'dashed', bg: 'bg.muted', cursor: 'default' } as const;

/** `recipe`'s `variant` (that variant's `part`, for a slot recipe) with the read-only look. */
function readOnlyLooked<R extends WithVariants>(recipe: R, variant: string, part?: string): R {
  const styles = (recipe.variants?.variant?.[variant] ?? {}) as Record<string, Record<string, object>>;
  const target = part ? (styles[part] ?? {}) : styles;
  const looked = { ...target, _readOnly: { ...(target._readOnly ?? {}), ...READ_ONLY_FIELD } };
  const changed = part ? { ...styles, [part]: looked } : looked;
  return { ...recipe, variants: { ...recipe.variants, variant: { ...recipe.variants?.variant, [variant]: changed } } };
}

/**
 * `recipe` with the edge of its outline variant (of that variant's `part`, for a slot recipe) drawn with the field
 * edge colour, and a read-only field drawn as one (READ_ONLY_FIELD); everything else as Chakra has it.
 */
export function withFieldEdge<R extends WithVariants>(recipe: R, part?: string): R {
  return readOnlyLooked(edged(recipe, 'outline', 'borderColor', part), 'outline', part);
}

/**
 * The checkable controls seen unchecked at 3:1 too: an empty checkbox's and radio's edge (Chakra's `border.emphasized`,
 * gray.300 on white, 1.5:1) and a switch's track when off (`bg.emphasized`, the same 1.5:1, under a white thumb of
 * 1.5:1 on it) take the field edge colour; the white thumb is 4.8:1 on it. Checked, they keep Chakra's solid colours.
 */
export function withCheckEdge<R extends WithVariants>(recipe: R, part?: string): R {
  return edged(recipe, 'solid', 'borderColor', part);
}

/** A switch's solid track when off in the field edge colour (see withCheckEdge). */
export function withSwitchTrack<R extends WithVariants>(recipe: R): R {
  return edged(recipe, 'solid', 'bg', 'control');
}
