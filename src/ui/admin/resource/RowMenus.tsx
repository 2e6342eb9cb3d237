import { Menu, Portal } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RowAction } from './row-action';

/** What a row's "more" menu offers: its items and the words they are named from. */
interface RowMenuEntry {
  readonly words: string;
  readonly items: readonly RowAction[];
}

/**
 * What a list's rows share from their table: the words (one `t` for the whole table, not a translation hook per row),
 * and the table's one menu, which each row's "more" button opens with that row's items.
 */
export interface ListRows {
  readonly t: TFunction;
  /** The items of each row's menu, by its button's value (kept current as the rows render). */
  readonly menus: Map<string, RowMenuEntry>;
}

const ListRowsContext = createContext<ListRows | null>(null);

/** The table's words and menu, or null outside a list's table. */
export function useListRows(): ListRows | null {
  return useContext(ListRowsContext);
}

/**
 * The rows of a list with one menu for all of them: each row's "more" button is one of the menu's triggers
 * (`RowMenuTrigger`), so a page of rows sets up one menu state machine, not one per row. The menu shows the items of
 * the row whose button opened it; their words, keyboard behaviour and names are those of a row's own menu.
 */
export function ListRowsProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [menus] = useState(() => new Map<string, RowMenuEntry>());
  const rows = useMemo(() => ({ t, menus }), [t, menus]);
  const [current, setCurrent] = useState<string | null>(null);
  const select = (key: string) =>
    current === null
      ? undefined
      : menus
          .get(current)
          ?.items.find((item) => item.key === key)
          ?.onSelect();
  return (
    <ListRowsContext.Provider value={rows}>
      <Menu.Root lazyMount unmountOnExit onTriggerValueChange={(details) => setCurrent(details.value)} onSelect={(d) => select(d.value)}>
        {children}
        <Portal>
          <Menu.Positioner>
            <Menu.Content>{current === null ? null : <RowMenuItems t={t} entry={menus.get(current)} />}</Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ListRowsContext.Provider>
  );
}

function RowMenuItems({ t, entry }: { readonly t: TFunction; readonly entry: RowMenuEntry | undefined }) {
  if (!entry) return null;
  return entry.items.map((item) => (
    <Menu.Item key={item.key} value={item.key} disabled={item.disabled} color={item.tone === 'danger' ? 'fg.error' : undefined}>
      {t(`${entry.words}.${item.key}`)}
    </Menu.Item>
  ));
}

/**
 * A row's "more" button as one of its table's menu triggers: it hands the table its items (kept current while the row
 * renders) and takes them back when the row leaves.
 */
export function RowMenuTrigger({
  rows,
  words,
  items,
  children,
}: {
  readonly rows: ListRows;
  readonly words: string;
  readonly items: readonly RowAction[];
  readonly children: ReactNode;
}) {
  const value = useId();
  rows.menus.set(value, { words, items });
  useEffect(() => () => void rows.menus.delete(value), [rows, value]);
  return (
    <Menu.Trigger value={value} asChild>
      {children}
    </Menu.Trigger>
  );
}
