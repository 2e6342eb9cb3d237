import type { useMenu } from '@chakra-ui/react';

/** The loaded menu's state and props getters (Ark's `useMenu`). */
export type MenuApi = ReturnType<typeof useMenu>['api'];

/** One item of a menu, in words already looked up. */
export interface MenuEntry {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
  /** Removes or throws something away: drawn in the error colour. */
  readonly danger?: boolean;
  /** The item's language, when it is named in its own (a language menu). */
  readonly lang?: string;
  /** The item is the current choice (aria-current). */
  readonly current?: boolean;
}

/** What the menu tells its owner. */
export interface MenuHandlers {
  readonly onSelect: (value: string) => void;
  /** Several triggers: the one the menu (re)opened on. */
  readonly onTriggerValueChange?: (value: string | null) => void;
  readonly onOpenChange?: (open: boolean) => void;
}

/** What the lazily loaded menu is given. */
export interface LoadedMenuProps {
  /** Where it hands its state to the triggers. */
  readonly publish: (api: MenuApi) => void;
  readonly handlers: MenuHandlers;
  readonly items: readonly MenuEntry[];
  /** The trigger it opens on at once (one of several), or the only one. */
  readonly opensOn: string | undefined;
  /** Opened from the keyboard: the first item is highlighted, as Chakra's trigger does. */
  readonly keyboard: boolean;
}
