import { Menu, Portal, useMenu } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import type { LoadedMenuProps } from './menu-types';
import { menuRecipe } from '../../theme/recipes/menu';

/**
 * Chakra's menu, loaded when the menu is first asked for (lazy-menu.tsx), open at once on the trigger that asked;
 * its triggers take their props from the state it publishes. It mounts its items only while it is open.
 */
export default function LoadedMenu({ publish, handlers, items, opensOn, keyboard }: LoadedMenuProps) {
  const menu = useMenu({
    defaultOpen: true,
    defaultTriggerValue: opensOn ?? null,
    defaultHighlightedValue: keyboard ? (items.find((item) => !item.disabled)?.value ?? null) : null,
    onSelect: (details) => handlers.onSelect(details.value),
    onTriggerValueChange: (details) => handlers.onTriggerValueChange?.(details.value),
    onOpenChange: (details) => handlers.onOpenChange?.(details.open),
  });
  // The triggers follow what their props say: whether the menu is open, and on which of them. Publishing on every
  // render instead would re-render the owner, which renders this menu again: a loop.
  const { open, triggerValue } = menu.api;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on those two only, as said above
  useLayoutEffect(() => publish(menu.api), [publish, open, triggerValue]);
  return (
    <Menu.RootProvider recipe={menuRecipe} value={menu} lazyMount unmountOnExit>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                color={item.danger ? 'fg.error' : undefined}
                lang={item.lang}
                aria-current={item.current ? 'true' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.RootProvider>
  );
}
