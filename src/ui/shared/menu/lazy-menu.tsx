import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { lazyView, useLazyView } from '../lazy-view';
import type { LoadedMenuProps, MenuApi, MenuEntry, MenuHandlers } from './menu-types';

export type { MenuEntry, MenuHandlers } from './menu-types';

/** Chakra's menu (its state machine, popper and dismissable layer), fetched when a menu first opens. */
const LOADED_MENU = lazyView<LoadedMenuProps>(() => import('./LoadedMenu'));

/** The props of a button that opens the menu: ARIA and handlers. */
export type TriggerProps = Readonly<Record<string, unknown>>;

/** How the menu was first asked for: on which trigger (one of a table's rows), and whether from the keyboard. */
interface Asked {
  readonly value: string | undefined;
  readonly keyboard: boolean;
}

/** Where the loaded menu hands its current state to its triggers, which may sit anywhere under it (a table's rows). */
class MenuLink {
  private api: MenuApi | null = null;
  private readonly listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly current = () => this.api;
  readonly publish = (api: MenuApi) => {
    if (api === this.api) return;
    this.api = api;
    for (const listener of this.listeners) listener();
  };
}

/** A menu's triggers: each one's props, the loaded menu's own once it is there, else ones that load it and open it on it. */
export interface MenuTriggers {
  readonly link: MenuLink;
  readonly triggerOf: (value?: string) => TriggerProps;
}

export interface LazyMenu {
  /** Stable for the menu's life: a table can hand it to its rows. */
  readonly triggers: MenuTriggers;
  /** The menu itself (nothing until first asked for), drawing `items`. */
  readonly render: (items: readonly MenuEntry[]) => ReactNode;
}

/**
 * A menu whose code loads when it first opens: until then each trigger is a plain button (aria-haspopup) that, on a
 * click or an arrow key, loads Chakra's menu and opens it on itself; from then on it is Chakra's own menu, with its
 * keyboard, focus and positioning. So the signed-in shell's menus (account, language, a list's row actions) do not
 * bring the menu's state machine, popper and floating-ui into a route's first load. The hook's caller re-renders with
 * the menu's state; a trigger elsewhere in the tree follows it with `useTriggerProps`.
 */
export function useLazyMenu(handlers: MenuHandlers): LazyMenu {
  const [link] = useState(() => new MenuLink());
  const [asked, setAsked] = useState<Asked | null>(null);
  const drawMenu = useLazyView(LOADED_MENU, asked !== null);
  useSyncExternalStore(link.subscribe, link.current);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const triggers = useMemo<MenuTriggers>(() => {
    // The loaded menu starts open on the trigger: its owner hears of it as it would from Chakra's menu.
    const open = (value: string | undefined, keyboard: boolean) => {
      latest.current.onTriggerValueChange?.(value ?? null);
      latest.current.onOpenChange?.(true);
      setAsked({ value, keyboard });
    };
    const ask = (value: string | undefined): TriggerProps => ({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent) => open(value, event.detail === 0),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(value, true);
      },
    });
    return {
      link,
      triggerOf: (value) => {
        const api = link.current();
        return api ? api.getTriggerProps(value === undefined ? {} : { value }) : ask(value);
      },
    };
  }, [link]);
  return {
    triggers,
    render: (items) =>
      asked === null || !drawMenu
        ? null
        : drawMenu({ publish: link.publish, handlers, items, opensOn: asked.value, keyboard: asked.keyboard }),
  };
}

/** A trigger's props, following the menu's state by itself (a table row's button under the table's one menu). */
export function useTriggerProps(triggers: MenuTriggers, value?: string): TriggerProps {
  useSyncExternalStore(triggers.link.subscribe, triggers.link.current);
  return triggers.triggerOf(value);
}
