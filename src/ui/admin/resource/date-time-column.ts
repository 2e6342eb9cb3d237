import { LIST_DATE_TIME, dateTimeText } from '../../shared/date-text';
import type { SectionColumn } from './SectionPage';

/**
 * A sortable column of when a record happened or was made, written as every list writes a moment: its date and time
 * in the reader's language and time zone. Its label defaults to the column's words, as any section column's.
 */
export function dateTimeColumn<K extends string>(key: K, language: string, label?: string): SectionColumn<Readonly<Record<K, unknown>>> {
  return { key, label, sortable: true, render: (record) => dateTimeText(record[key], language, LIST_DATE_TIME) };
}
