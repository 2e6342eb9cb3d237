import { useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo } from 'react';

/**
 * A list's rows are plain elements (tr, td, input, button, span) styled once by the table around them: the table,
 * button and badge recipes of the theme are read here, once per table, into descendant rules of the table's root,
 * instead of each of a page's hundred cells, badges and buttons resolving its own recipe on every render (what a page
 * change, a sort or a filter cost most). The rows' elements name the look they take with data attributes.
 */
export const ROW_ACTION_TONES = ['neutral', 'positive', 'caution', 'danger'] as const;
export type RowActionTone = (typeof ROW_ACTION_TONES)[number];
/** How a row's button looks: an action's tone, or the plain "more" button that opens the row's menu. */
export type RowButtonLook = RowActionTone | 'more';

/** The colour palettes a cell badge may take (those the sections use). */
export const CELL_BADGE_PALETTES = ['gray', 'green', 'red', 'orange', 'yellow', 'blue', 'teal', 'purple', 'cyan', 'pink'] as const;
export type CellBadgePalette = (typeof CELL_BADGE_PALETTES)[number];

const ACTION_LOOK: Readonly<Record<RowButtonLook, { readonly variant: 'outline' | 'subtle' | 'ghost'; readonly palette?: string }>> = {
  neutral: { variant: 'outline' },
  more: { variant: 'ghost' },
  // Subtle, not solid: white on the solid green reads at 3.3:1, under the 4.5:1 a small label needs.
  positive: { variant: 'subtle', palette: 'green' },
  caution: { variant: 'outline', palette: 'red' },
  danger: { variant: 'ghost', palette: 'red' },
};

/**
 * The row actions' cell stays at the frame's right edge while a wide table scrolls sideways under it (a narrow screen,
 * a long e-mail), so Edit or Open is never cut off. Its background is the row's (hover and selection too), and a line
 * marks where the scrolled columns pass under it.
 */
export const STICKY_ACTIONS = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
} as const;

/**
 * The rules a list table's root gives its plain rows: the table recipe's row and cell, a checkbox, row actions, badges,
 * a screen reader's text (`data-cell-sr`); and `cells`, a section's own rules for what its cells hold (a constant).
 */
export function useListTableCss(cells?: SystemStyleObject): SystemStyleObject {
  const table = useSlotRecipe({ key: 'table' });
  const button = useRecipe({ key: 'button' });
  const badge = useRecipe({ key: 'badge' });
  return useMemo(() => {
    const slots = table({ size: 'sm', interactive: true }) as Record<string, SystemStyleObject>;
    const rules: Record<string, SystemStyleObject> = {
      ...(cells as Record<string, SystemStyleObject> | undefined),
      '& > tbody > tr': slots.row ?? {},
      '& > tbody > tr > td': slots.cell ?? {},
      '& > tbody > tr > td[data-actions]': { ...STICKY_ACTIONS, textAlign: 'end' },
      '& [data-row-check]': { width: '4', height: '4', display: 'block', accentColor: 'colorPalette.solid', cursor: 'pointer' },
      '& [data-row-check]:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '& [data-row-actions]': { display: 'flex', gap: '1', justifyContent: 'flex-end', flexWrap: 'nowrap', alignItems: 'center' },
      '& [data-cell-badge]': badge({ variant: 'subtle', size: 'sm' }) as SystemStyleObject,
      '& [data-cell-sr]': { srOnly: true },
    };
    for (const [tone, look] of Object.entries(ACTION_LOOK)) {
      const styles = button({ size: 'xs', variant: look.variant }) as SystemStyleObject;
      rules[`& [data-row-action="${tone}"]`] = look.palette ? { ...styles, colorPalette: look.palette } : styles;
    }
    for (const palette of CELL_BADGE_PALETTES) rules[`& [data-cell-badge="${palette}"]`] = { colorPalette: palette };
    return rules;
  }, [table, button, badge, cells]);
}
