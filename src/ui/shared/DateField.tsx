import { Field } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '../../domain/format/date-time';
import { FieldInput } from './FieldControls';

/** A day whose number cannot pass for a month, so the example shows the language's order. */
const EXAMPLE_DAY = '2026-12-31';

export interface DateFieldProps {
  readonly label: string;
  /** The day the field holds (YYYY-MM-DD), '' for none. */
  readonly value: string;
  /** A day typed whole and valid, or '' once the text is cleared or left as no day. */
  readonly onChange: (day: string) => void;
  /** The first and last days it accepts (YYYY-MM-DD); '' or absent for no bound. */
  readonly min?: string;
  readonly max?: string;
  readonly width?: { readonly base?: string; readonly md?: string } | string;
}

/**
 * A day typed in the page's language (en mm/dd/yyyy, pt and es dd/mm/aaaa, the pattern as its placeholder), read by
 * the domain's parseDay. The browser's date input follows the browser's locale whatever the page's language, so this
 * is a text field. A day typed whole reaches `onChange` at once; text that is no day stays as typed with a message
 * saying how to write it, and, once the field is left, the value it stood for is dropped (a list is not filtered by a
 * day the field does not show).
 */
export function DateField({ label, value, onChange, min, max, width = { base: 'full', md: '44' } }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => formatDay(value, language));
  const [checked, setChecked] = useState(false);
  // The last day this field gave or was given: a new one from outside (a preset, the route) replaces the text.
  const held = useRef(value);
  useEffect(() => {
    if (value === held.current) return;
    held.current = value;
    setText(formatDay(value, language));
    setChecked(false);
  }, [value, language]);

  const day = parseDay(text, language);
  const problem =
    day === null
      ? t('date_field.invalid', { pattern: t('date_field.pattern'), example: formatDay(EXAMPLE_DAY, language) })
      : min && day !== '' && day < min
        ? t('date_field.before_min', { day: formatDay(min, language) })
        : max && day !== '' && day > max
          ? t('date_field.after_max', { day: formatDay(max, language) })
          : null;
  const error = checked ? problem : null;

  const give = (next: string) => {
    if (next === held.current) return;
    held.current = next;
    onChange(next);
  };
  const type = (typed: string) => {
    setText(typed);
    const next = parseDay(typed, language);
    if (next === '' || (next !== null && (!min || next >= min) && (!max || next <= max))) give(next);
  };
  // Leaving the field (or Enter) checks it: a text that is no day shows why, and stands for no day.
  const check = () => {
    setChecked(true);
    if (problem !== null) give('');
  };

  return (
    <Field.Root width={width} invalid={error !== null}>
      <Field.Label>{label}</Field.Label>
      <FieldInput
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date_field.pattern')}
        value={text}
        onChange={(e) => type(e.currentTarget.value)}
        onBlur={check}
        onKeyDown={(e) => {
          if (e.key === 'Enter') check();
        }}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
