import { Alert, Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { createElement, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../shared/AppDialog';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { lazyModule, useLazyModule } from '../../shared/lazy-view';
import { noticeText } from '../../shared/notice-text';
import type { NoticeWords } from '../../../domain/shared/notice';
import type { FormSlot } from './form-slot.model';
import type { ResourceFormModel } from './resource-form.model';
import type * as Fields from './form-fields';

/** The fields' controls, fetched with the first form opened (form-fields.tsx). */
const FIELDS = lazyModule(() => import('./form-fields'));

/**
 * A field of form-fields.tsx under the same name and type: drawn once the fields' code has arrived (a form's dialog
 * waits for it, so its fields never show one by one).
 */
function lazyField<K extends 'FormTextField' | 'FormSwitchField' | 'FormCheckboxGroup'>(name: K): (typeof Fields)[K] {
  function LazyField(props: object) {
    const fields = useLazyModule(FIELDS, true);
    return fields ? createElement(fields[name] as ComponentType<object>, props) : null;
  }
  LazyField.displayName = name;
  return LazyField as unknown as (typeof Fields)[K];
}

/** A labelled text field of a form, its error under it and its counter once it nears the field's limit. */
export const FormTextField = lazyField('FormTextField');
/** A labelled on/off field of a form. */
export const FormSwitchField = lazyField('FormSwitchField');
/** A labelled group of checkboxes choosing several values (a user's roles). */
export const FormCheckboxGroup = lazyField('FormCheckboxGroup');

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

export type { FieldForm } from './form-fields';

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
  // The dialog opens with its fields' code: never a form whose fields come in after it.
  if (!useLazyModule(FIELDS, true)) return null;
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
