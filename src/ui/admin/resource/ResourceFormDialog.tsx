import { Alert, Button, Checkbox, Field, Stack, Switch } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../shared/AppDialog';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FieldInput } from '../../shared/FieldControls';
import { FieldLength } from '../../shared/TextLength';
import { noticeText } from '../../shared/notice-text';
import type { FieldErrors } from '../../../domain/admin/form-validation';
import type { LengthHint } from '../../../domain/shared/user-text';
import type { NoticeWords } from '../../../domain/shared/notice';
import type { FormSlot } from './form-slot.model';
import type { ResourceFormModel } from './resource-form.model';

/** What the dialog reads and does of a form (a ResourceFormModel of any values). */
export interface FormControls {
  readonly saving: boolean;
  readonly failure: NoticeWords | null;
  readonly confirmingDiscard: boolean;
  /** Bumped when a save is refused for its fields (see ResourceFormModel.refusals). */
  readonly refusals?: number;
  submit(): Promise<void>;
  requestClose(): void;
  keepEditing(): void;
  discard(): void;
}

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

export interface ResourceFormDialogProps {
  readonly form: FormControls;
  readonly title: string;
  readonly submitLabel: string;
  readonly children: ReactNode;
}

/**
 * A create or edit form in a dialog: the fields, the failure no field explains, save (disabled while saving) and
 * cancel; closing a form with changes asks first.
 */
export const ResourceFormDialog = observer(function ResourceFormDialog({ form, title, submitLabel, children }: ResourceFormDialogProps) {
  const { t } = useTranslation();
  const fields = useRef<HTMLDivElement>(null);
  // Every refused field shows its reason at once; the focus goes to the first, so it is read out and fixed first.
  const refusals = form.refusals ?? 0;
  useEffect(() => {
    if (refusals > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return (
    <>
      <AppDialog
        open
        title={title}
        size="lg"
        onClose={() => form.requestClose()}
        onSubmit={() => void form.submit()}
        actions={
          <>
            <Button variant="outline" onClick={() => form.requestClose()} disabled={form.saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" loading={form.saving} disabled={form.saving}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <Stack gap="4" ref={fields}>
          {form.failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{noticeText(t, form.failure)}</Alert.Title>
            </Alert.Root>
          ) : null}
          {children}
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={form.confirmingDiscard}
        title={t('admin.form.discard_title')}
        confirmLabel={t('admin.form.discard')}
        cancelLabel={t('admin.form.keep_editing')}
        tone="danger"
        onConfirm={() => form.discard()}
        onCancel={() => form.keepEditing()}
      >
        {t('admin.form.discard_text')}
      </ConfirmDialog>
    </>
  );
});

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
      <Switch.Root checked={form.values[field] === true} onCheckedChange={(details) => form.set(field, details.checked as V[typeof field])}>
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

export interface FormSlotDialogProps<V extends object, R, S> {
  readonly slot: FormSlot<V, R, S>;
  /** The dialog's title and submit button when creating (a slot that only edits leaves them out). */
  readonly createTitle?: string;
  readonly createSubmit?: string;
  /** The dialog's title when editing `subject`; its submit button says `editSubmit`, 'Save' by default. */
  readonly editTitle: (subject: S) => string;
  readonly editSubmit?: string;
  readonly children: (form: ResourceFormModel<V, R>, subject: S | null) => ReactNode;
}

/** The dialog of a section's FormSlot while its form is open: titled for creating or for editing its subject. */
export const FormSlotDialog = observer(function FormSlotDialog<V extends object, R, S>(props: FormSlotDialogProps<V, R, S>) {
  const { t } = useTranslation();
  const { form, subject } = props.slot;
  if (!form) return null;
  return (
    <ResourceFormDialog
      form={form}
      title={subject === null ? (props.createTitle ?? '') : props.editTitle(subject)}
      submitLabel={subject === null ? (props.createSubmit ?? '') : (props.editSubmit ?? t('admin.form.save'))}
    >
      {props.children(form, subject)}
    </ResourceFormDialog>
  );
}) as <V extends object, R, S>(props: FormSlotDialogProps<V, R, S>) => ReactNode;
