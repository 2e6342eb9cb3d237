import { Spinner } from '@chakra-ui/react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyMenu } from '../../shared/menu/lazy-menu';
import { RowMenuTrigger, rowWordsOf, useListRows, type ListRows, type RowWords } from './RowMenus';
import type { RowButtonLook } from './list-table-styles';
import type { RowAction } from './row-action';

export interface RowActionsProps {
  /** The section's words, e.g. `admin.users`. */
  readonly words: string;
  /** The record's name, for the accessible names. */
  readonly name: string;
  readonly buttons: readonly RowAction[];
  /** Further actions behind a "more" button (`<words>.more_named`). */
  readonly menu?: { readonly items: readonly RowAction[]; readonly busy?: boolean };
}

interface RowButtonProps extends ComponentPropsWithoutRef<'button'> {
  readonly tone: RowButtonLook;
  readonly busy?: boolean;
}

/**
 * A row's button: a plain button the list's table styles as the theme's extra-small button in its tone (see
 * list-table-styles); busy, it shows a spinner and cannot be pressed.
 */
const RowButton = forwardRef<HTMLButtonElement, RowButtonProps>(function RowButton({ tone, busy, disabled, children, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className="chakra-button"
      data-row-action={tone}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="xs" /> : children}
    </button>
  );
});

/**
 * A row's action buttons, and the menu of its further actions, in the one look every admin list shares. In a list's
 * table the row takes the table's words and opens the table's one menu (RowMenus); elsewhere it has its own.
 */
export function RowActions(props: RowActionsProps) {
  const rows = useListRows();
  return rows ? <RowActionsIn rows={rows} {...props} /> : <RowActionsAlone {...props} />;
}

function RowActionsIn({ rows, words, name, buttons, menu }: RowActionsProps & { readonly rows: ListRows }) {
  const items = menu?.items.filter((item) => item.when !== false) ?? [];
  return (
    <RowButtons labels={rows.words} words={words} name={name} buttons={buttons}>
      {items.length > 0 ? (
        <RowMenuTrigger rows={rows} words={words} items={items}>
          <RowButton tone="more" aria-label={rows.words.named(`${words}.more_named`)(name)} busy={menu?.busy}>
            ⋯
          </RowButton>
        </RowMenuTrigger>
      ) : null}
    </RowButtons>
  );
}

function RowActionsAlone({ words, name, buttons, menu }: RowActionsProps) {
  const { t } = useTranslation();
  const items = menu?.items.filter((item) => item.when !== false) ?? [];
  const more = useLazyMenu({ onSelect: (key) => items.find((item) => item.key === key)?.onSelect() });
  return (
    <RowButtons labels={rowWordsOf(t)} words={words} name={name} buttons={buttons}>
      {items.length > 0 ? (
        <>
          <RowButton tone="more" aria-label={t(`${words}.more_named`, { name })} busy={menu?.busy} {...more.triggers.triggerOf()}>
            ⋯
          </RowButton>
          {more.render(
            items.map((item) => ({
              value: item.key,
              label: t(`${words}.${item.key}`),
              disabled: item.disabled,
              danger: item.tone === 'danger',
            })),
          )}
        </>
      ) : null}
    </RowButtons>
  );
}

/** The row's own buttons, then what follows them (its "more" button). */
function RowButtons({
  labels,
  words,
  name,
  buttons,
  children,
}: Pick<RowActionsProps, 'words' | 'name' | 'buttons'> & { readonly labels: RowWords; readonly children: ReactNode }) {
  return (
    <div data-row-actions="">
      {buttons
        .filter((action) => action.when !== false)
        .map((action) => (
          <RowButton
            key={action.key}
            tone={action.tone ?? 'neutral'}
            aria-label={labels.named(`${words}.${action.key}_named`)(name)}
            busy={action.busy}
            disabled={action.disabled}
            onClick={action.onSelect}
          >
            {labels.word(`${words}.${action.key}`)}
          </RowButton>
        ))}
      {children}
    </div>
  );
}
