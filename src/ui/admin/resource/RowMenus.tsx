import { cloneElement, createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLazyMenu, useTriggerProps, type MenuEntry, type MenuTriggers } from '../../shared/menu/lazy-menu';
import type { RowAction } from './row-action';

/** What a row's "more" menu offers: its items and the words they are named from. */
interface RowMenuEntry {
  readonly words: string;
  readonly items: readonly RowAction[];
}

/** Words looked up once per table and language, not once per row: plain ones, and ones naming a record. */
export interface RowWords {
  /** `t(key)`, kept. */
  readonly word: (key: string) => string;
  /** `t(key, { name })` for any name: the words looked up once, the name put in their place. */
  readonly named: (key: string) => (name: string) => string;
}

/** Stands where a record's name goes while a label's words are looked up (text no name or translation holds). */
const NAME_MARK = '\u0000name\u0000';

/** The words of `t`, each key looked up once (a page of rows asks for the same few labels ten times over). */
export function rowWordsOf(t: TFunction): RowWords {
  const plain = new Map<string, string>();
  const withName = new Map<string, (name: string) => string>();
  return {
    word: (key) => {
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = t(key)));
      return text;
    },
    named: (key) => {
      let label = withName.get(key);
      if (!label) {
        const parts = t(key, { name: NAME_MARK }).split(NAME_MARK);
        withName.set(key, (label = (name) => parts.join(name)));
      }
      return label;
    },
  };
}

/**
 * What a list's rows share from their table: the words (one `t` for the whole table, not a translation hook per row,
 * each label looked up once: `words`), and the table's one menu, which each row's "more" button opens with that
 * row's items.
 */
export interface ListRows {
  readonly t: TFunction;
  readonly words: RowWords;
  /** The items of each row's menu, by its button's value (kept current as the rows render). */
  readonly menus: Map<string, RowMenuEntry>;
  /** The table's menu's triggers (its code loads when a row first opens it). */
  readonly triggers: MenuTriggers;
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
  const trigger = useRef<string | null>(null);
  // The items of the row the menu was opened on, taken as it opens: rows are kept by place, so the record at a
  // trigger's place may change (a timed refresh) while its menu is open; the menu still acts on the one it named.
  const [opened, setOpened] = useState<RowMenuEntry | null>(null);
  const openOn = (value: string | null) => setOpened(value === null ? null : (menus.get(value) ?? null));
  const menu = useLazyMenu({
    onTriggerValueChange: (value) => openOn((trigger.current = value)),
    onOpenChange: (open) => (open ? openOn(trigger.current) : undefined),
    onSelect: (key) => opened?.items.find((item) => item.key === key)?.onSelect(),
  });
  const rows = useMemo(() => ({ t, menus, words: rowWordsOf(t), triggers: menu.triggers }), [t, menus, menu.triggers]);
  return (
    <ListRowsContext.Provider value={rows}>
      {children}
      {menu.render(opened === null ? [] : rowMenuItems(rows.words, opened))}
    </ListRowsContext.Provider>
  );
}

function rowMenuItems(words: RowWords, entry: RowMenuEntry): MenuEntry[] {
  return entry.items.map((item) => ({
    value: item.key,
    label: words.word(`${entry.words}.${item.key}`),
    disabled: item.disabled,
    danger: item.tone === 'danger',
  }));
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
  readonly children: ReactElement<Record<string, unknown>>;
}) {
  const value = useId();
  rows.menus.set(value, { words, items });
  useEffect(() => () => void rows.menus.delete(value), [rows, value]);
  return cloneElement(children, useTriggerProps(rows.triggers, value));
}
