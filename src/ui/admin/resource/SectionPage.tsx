import { Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../sections/SectionTitle';
import { sectionTitleKey } from '../sections/section-titles';
import { ListFilterSelect, ResourceListView, type ListFilterSelectProps, type ResourceListViewProps } from './ResourceListView';
import type { ResourceColumn } from './ResourceTable';

/** A column of the section's list: its label defaults to the column's words, `<section words>.columns.<key>`. */
export type SectionColumn<T> = Omit<ResourceColumn<T>, 'label'> & { readonly label?: string };

/**
 * A filter of the section's list chosen from options, or from named values (`<words>.<value>` words each). Its label
 * defaults to the column's words (`<section words>.columns.<name>`), its value words to `<section words>.<name>`.
 */
export type SectionSelect = Omit<ListFilterSelectProps<never>, 'vm' | 'label'> & { readonly label?: string };

export interface SectionPageProps<T> extends Omit<ResourceListViewProps<T>, 'label' | 'searchLabel' | 'emptyText' | 'columns'> {
  readonly columns: readonly SectionColumn<T>[];
  /** The section's route key: the page's title, and the table's name. */
  readonly section: string;
  /**
   * The section's locale keys, `admin.<section>` unless given: `<words>.search` labels the search box, `<words>.empty`
   * is the empty list's text.
   */
  readonly words?: string;
  /** The create button's words, `<words>.create` unless given; the button shows with `onCreate`. */
  readonly createLabel?: string;
  /** The list's selects; other filters (dates, a chip) go in `filters`, after them. */
  readonly selects?: readonly SectionSelect[];
  /** Show `<words>.intro` under the title. */
  readonly intro?: boolean;
  /** What stands between the title and the list (a refresh bar). */
  readonly above?: ReactNode;
  /** The section's dialogs. */
  readonly children?: ReactNode;
}

/** An admin section's page: its title, its intro, its list with the section's columns and filters, its dialogs, its toasts. */
export function SectionPage<T>({
  section,
  words = `admin.${section}`,
  intro = false,
  above,
  children,
  selects = [],
  filters,
  columns,
  createLabel,
  ...list
}: SectionPageProps<T>) {
  const { t } = useTranslation();
  // The same columns while the section's own columns are the same, so the rows do not render again on every move of the list.
  const labelled = useMemo(
    () => columns.map((column) => ({ ...column, label: column.label ?? t(`${words}.columns.${column.key}`) })),
    [columns, t, words],
  );
  return (
    <Stack gap="4">
      <SectionTitle sectionKey={section} />
      {intro ? <Text color="fg.muted">{t(`${words}.intro`)}</Text> : null}
      {above}
      <ResourceListView
        {...list}
        columns={labelled}
        filters={
          selects.length > 0 || filters ? (
            <>
              {selects.map(({ name, label, words: valueWords, ...select }) => (
                <ListFilterSelect
                  key={name}
                  vm={list.vm}
                  name={name}
                  label={label ?? t(`${words}.columns.${name}`)}
                  words={valueWords ?? `${words}.${name}`}
                  {...select}
                />
              ))}
              {filters}
            </>
          ) : undefined
        }
        createLabel={createLabel ?? t(`${words}.create`)}
        label={t(sectionTitleKey(section))}
        searchLabel={t(`${words}.search`)}
        emptyText={t(`${words}.empty`)}
      />
      {children}
    </Stack>
  );
}
