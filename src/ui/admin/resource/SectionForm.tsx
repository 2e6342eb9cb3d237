import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSlot } from './form-slot.model';
import { FormSlotDialog, FormSwitchField, FormTextField, type FieldForm } from './ResourceFormDialog';
import type { ResourceFormModel } from './resource-form.model';
import type { DeclaredFields, FieldHints } from './declared-fields';

export interface DeclaredFieldsProps<V extends object> {
  readonly form: FieldForm<V>;
  /** The section's words (`admin.<key>`). */
  readonly words: string;
  readonly fields: DeclaredFields<V>;
  readonly hints?: FieldHints<V>;
}

/** The declared fields of a form, each labelled and explained by the section's words. */
export const DeclaredFormFields = observer(function DeclaredFormFields<V extends object>({
  form,
  words,
  fields,
  hints = {},
}: DeclaredFieldsProps<V>) {
  const { t } = useTranslation();
  return fields.map(({ field, kind = 'text', type, required, hint }) => {
    const label = t(`${words}.columns.${field}`);
    const hintText = field in hints ? hints[field] : hint ? t(`${words}.hints.${field}`) : undefined;
    return kind === 'switch' ? (
      <FormSwitchField key={field} form={form} field={field} label={label} hint={hintText} />
    ) : (
      <FormTextField key={field} form={form} field={field} type={type} label={label} hint={hintText} required={required} />
    );
  });
}) as <V extends object>(props: DeclaredFieldsProps<V>) => ReactNode;

export interface SectionFormDialogProps<V extends object, R, S> {
  readonly slot: FormSlot<V, R, S>;
  /**
   * The section's words: the dialog says `<words>.create_title` and `<words>.create_submit` (else `<words>.create`)
   * when creating, and
   * `<words>.edit_title` naming the subject (`name`) when editing.
   */
  readonly words: string;
  readonly name: (subject: S) => string;
  readonly fields: DeclaredFields<V>;
  readonly hints?: FieldHints<V>;
  /** What the form shows after its declared fields (a note, a field of another kind), given the subject edited. */
  readonly children?: (form: ResourceFormModel<V, R>, subject: S | null) => ReactNode;
}

/** A section's create or edit dialog: its titles from the section's words, its declared fields, then its own parts. */
export const SectionFormDialog = observer(function SectionFormDialog<V extends object, R, S>(props: SectionFormDialogProps<V, R, S>) {
  const { t } = useTranslation();
  const { words } = props;
  return (
    <FormSlotDialog
      slot={props.slot}
      createTitle={t(`${words}.create_title`)}
      createSubmit={t([`${words}.create_submit`, `${words}.create`])}
      editTitle={(subject) => t(`${words}.edit_title`, { name: props.name(subject) })}
    >
      {(form, subject) => (
        <>
          <DeclaredFormFields form={form} words={words} fields={props.fields} hints={props.hints} />
          {props.children?.(form, subject)}
        </>
      )}
    </FormSlotDialog>
  );
}) as <V extends object, R, S>(props: SectionFormDialogProps<V, R, S>) => ReactNode;
