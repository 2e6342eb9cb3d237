import { Button, HStack, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * One action of a list row. Its words live under the section's words: `<words>.<key>` is what it shows and
 * `<words>.<key>_named` (with `{{name}}`, the record's name) what a screen reader names it, so every row's button is
 * told apart from the next row's.
 */
export interface RowAction {
  readonly key: string;
  readonly onSelect: () => void;
  /** neutral: outlined (edit, open); positive: green (approve); caution: outlined red (revoke, reject); danger: red (delete). */
  readonly tone?: 'neutral' | 'positive' | 'caution' | 'danger';
  /** Shown only when true (default true). */
  readonly when?: boolean;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}

const BUTTON_STYLE: Readonly<Record<NonNullable<RowAction['tone']>, ButtonProps>> = {
  neutral: { variant: 'outline' },
  // Subtle, not solid: white on the solid green reads at 3.3:1, under the 4.5:1 a small label needs.
  positive: { colorPalette: 'green', variant: 'subtle' },
  caution: { colorPalette: 'red', variant: 'outline' },
  danger: { colorPalette: 'red', variant: 'ghost' },
};

export interface RowActionsProps {
  /** The section's words, e.g. `admin.users`. */
  readonly words: string;
  /** The record's name, for the accessible names. */
  readonly name: string;
  readonly buttons: readonly RowAction[];
  /** Further actions behind a "more" button (`<words>.more_named`). */
  readonly menu?: { readonly items: readonly RowAction[]; readonly busy?: boolean };
}

/** A row's action buttons, and the menu of its further actions, in the one look every admin list shares. */
export function RowActions({ words, name, buttons, menu }: RowActionsProps) {
  const { t } = useTranslation();
  const items = menu?.items.filter((item) => item.when !== false) ?? [];
  return (
    <HStack gap="1" justify="end" wrap="nowrap">
      {buttons
        .filter((action) => action.when !== false)
        .map((action) => (
          <Button
            key={action.key}
            size="xs"
            {...BUTTON_STYLE[action.tone ?? 'neutral']}
            aria-label={t(`${words}.${action.key}_named`, { name })}
            loading={action.busy}
            disabled={action.disabled}
            onClick={action.onSelect}
          >
            {t(`${words}.${action.key}`)}
          </Button>
        ))}
      {items.length > 0 ? (
        // Each row's menu mounts its items only while it is open: a page of rows builds ten buttons, not ten menus.
        <Menu.Root lazyMount unmountOnExit onSelect={(details) => items.find((item) => item.key === details.value)?.onSelect()}>
          <Menu.Trigger asChild>
            <Button size="xs" variant="ghost" aria-label={t(`${words}.more_named`, { name })} loading={menu?.busy}>
              ⋯
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {items.map((item) => (
                  <Menu.Item
                    key={item.key}
                    value={item.key}
                    disabled={item.disabled}
                    color={item.tone === 'danger' ? 'fg.error' : undefined}
                  >
                    {t(`${words}.${item.key}`)}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </HStack>
  );
}
