import type { ReactNode } from 'react';
import type { CellBadgePalette } from './list-table-styles';

/**
 * A badge in a list's cell (a status, a yes or no): a plain span the list's table styles as the theme's subtle badge
 * in `palette`, so a page of rows does not resolve a badge recipe per cell.
 */
export function CellBadge({ palette, children }: { readonly palette: CellBadgePalette; readonly children: ReactNode }) {
  return (
    <span className="chakra-badge" data-cell-badge={palette}>
      {children}
    </span>
  );
}
