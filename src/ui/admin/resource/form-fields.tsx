import { Checkbox, Field, Stack, Switch } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../shared/FieldControls';
import { FieldLength } from '../../shared/TextLength';
import type { FieldErrors } from '../../../domain/admin/form-validation';
import type { LengthHint } from '../../../domain/shared/user-text';
import { checkboxRecipe } from '../../theme/recipes/checkbox';
import { switchRecipe } from '../../theme/recipes/switch';

/**
 * A form's fields (Chakra's field and checkbox, the text counter): a chunk of their own, which ResourceFormDialog loads
 * with the first form opened, so a list's screen does not carry them. Sections name them through ResourceFormDialog's
 * exports.
 */
/** What a field reads and does of a form. */
export interface FieldForm<V extends object> {
  readonly values: V;
  readonly errors: FieldErrors;
  /** The parts of a field's text its error names (a list's wrong entries), when the rule says which. */
  readonly errorEntries?: Readonly<Record<string, readonly string[]>>;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** A text field's counter by its rule (shown near the limit). */
  lengthHint(field: keyof V & string): LengthHint;
}

/** A form's field error, translated (`admin.form.errors.<reason>`), naming the entries it is about (`{{entries}}`). */
function useFieldError(form: Pick<FieldForm<object>, 'errors' | 'errorEntries'>, field: string): string | null {
  const { t } = useTranslation();
  const reason = form.errors[field];
  const entries = form.errorEntries?.[field] ?? [];
  return reason ? t([`admin.form.errors.${reason}`, 'admin.form.errors.invalid'], { entries: entries.join(', ') }) : null;
}

interface FieldProps<V extends object> {
  readonly form: FieldForm<V>;
  readonly field: keyof V & string;
  readonly label: string;
}

interface TextFieldOptions {
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly required?: boolean;
  readonly autoComplete?: string;
  /** What the field expects, under it until it shows an error. */
  readonly hint?: string;
}

/** A labelled text field of a form, its error under it and its counter once it nears the field's limit. */
export const FormTextField = observer(function FormTextField<V extends object>({
  form,
  field,
  label,
  type = 'text',
  required = false,
  autoComplete = 'off',
  hint,
}: FieldProps<V> & TextFieldOptions) {
  const error = useFieldError(form, field);
  return (
    <Field.Root invalid={error !== null} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <FieldInput
        type={type}
        autoComplete={autoComplete}
        value={String(form.values[field] ?? '')}
        onChange={(e) => form.set(field, e.currentTarget.value as V[typeof field])}
      />
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      <FieldLength hint={form.lengthHint(field)} />
    </Field.Root>
  );
}) as <V extends object>(props: FieldProps<V> & TextFieldOptions) => ReactNode;

/** A labelled on/off field of a form. */
export const FormSwitchField = observer(function FormSwitchField<V extends object>({
  form,
  field,
  label,
  hint,
}: FieldProps<V> & { readonly hint?: string }) {
  const error = useFieldError(form, field);
  return (
    <Field.Root invalid={error !== null}>
      <Switch.Root
        recipe={switchRecipe}
        checked={form.values[field] === true}
        onCheckedChange={(details) => form.set(field, details.checked as V[typeof field])}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}) as <V extends object>(props: FieldProps<V> & { readonly hint?: string }) => ReactNode;

/** A labelled group of checkboxes choosing several values (a user's roles). */
export function FormCheckboxGroup(props: {
  readonly legend: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly checked: readonly string[];
  readonly onToggle: (value: string) => void;
  readonly emptyText: string;
}) {
  return (
    <Stack as="fieldset" gap="2">
      <legend style={{ fontWeight: 500, fontSize: 'var(--chakra-font-sizes-sm)', marginBottom: 'var(--chakra-spacing-1)' }}>
        {props.legend}
      </legend>
      {props.options.length === 0 ? <span>{props.emptyText}</span> : null}
      {props.options.map((option) => (
        <Checkbox.Root
          recipe={checkboxRecipe}
          key={option.value}
          checked={props.checked.includes(option.value)}
          onCheckedChange={() => props.onToggle(option.value)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
