import { Button, Field, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../shared/FilePickButton';
import { ProgressBar } from '../../../shared/ProgressBar';
import { MAX_LIBRARY_FILE_BYTES } from '../../../../domain/admin/catalogue-schemas';
import { AppDialog } from '../../../shared/AppDialog';
import { noticeText } from '../../../shared/notice-text';
import type { LibraryFileFields } from '../../../../domain/admin/catalogue-schemas';
import { FormSlotDialog, FormTextField, type FieldForm } from '../../resource/ResourceFormDialog';
import { fileName, type FilesViewModel } from './files.view-model';

const MAX_MB = MAX_LIBRARY_FILE_BYTES / (1024 * 1024);

/** A file's size in the reader's language: bytes, kilobytes or megabytes, whichever reads best. */
function sizeText(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The upload form: the file (its name and size, or why it cannot go), its description and label, the progress bar. */
export const FileUploadDialog = observer(function FileUploadDialog({ vm }: { readonly vm: FilesViewModel }) {
  const { t, i18n } = useTranslation();
  return (
    <FormSlotDialog
      slot={vm.uploader}
      createTitle={t('admin.files.upload_title')}
      createSubmit={t('admin.files.upload')}
      editTitle={() => ''}
    >
      {(form) => {
        const chosen = form.values.file;
        const problem = form.errors.file;
        const size = chosen ? sizeText(chosen.size, i18n.language) : '';
        return (
          <>
            <Field.Root invalid={problem !== undefined} required>
              <Field.Label>
                {t('admin.files.file')}
                <Field.RequiredIndicator />
              </Field.Label>
              <HStack gap="3" width="full">
                <FilePickButton
                  label={chosen ? t('admin.files.replace_file') : t('admin.files.choose_file')}
                  inputLabel={t('admin.files.file_input')}
                  onPick={(file) => vm.chooseFile(file)}
                  disabled={form.saving}
                  invalid={problem !== undefined}
                />
                <Text textStyle="sm" truncate>
                  {chosen ? t('admin.files.chosen', { name: chosen.name, size }) : t('admin.files.none_chosen')}
                </Text>
              </HStack>
              {problem ? (
                <Field.ErrorText>{t(`admin.files.errors.${problem}`, { max: MAX_MB })}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('admin.files.file_hint', { max: MAX_MB })}</Field.HelperText>
              )}
            </Field.Root>
            <LibraryFileInputs form={form} hint={t('admin.files.option_hint')} />
            <ProgressBar fraction={vm.uploadProgress} label={t('admin.files.uploading')} />
          </>
        );
      }}
    </FormSlotDialog>
  );
});

/** A library file's description and label, with what the label is for under it where given. */
function LibraryFileInputs({ form, hint }: { readonly form: FieldForm<LibraryFileFields>; readonly hint?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField form={form} field="description" label={t('admin.files.columns.description')} required />
      <FormTextField form={form} field="descriptionOption" label={t('admin.files.columns.option')} hint={hint} required />
    </>
  );
}

/** Editing a file's description and label (the file itself stays). */
export const FileEditDialog = observer(function FileEditDialog({ vm }: { readonly vm: FilesViewModel }) {
  const { t } = useTranslation();
  return (
    <FormSlotDialog slot={vm.editor} editTitle={(file) => t('admin.files.edit_title', { name: fileName(file) })}>
      {(form) => <LibraryFileInputs form={form} />}
    </FormSlotDialog>
  );
});

/** A picture or a video of the library, shown through its signed URL. */
export const FilePreviewDialog = observer(function FilePreviewDialog({ vm }: { readonly vm: FilesViewModel }) {
  const { t } = useTranslation();
  const preview = vm.preview;
  const [broken, setBroken] = useState<string | null>(null);
  if (!preview) return null;
  const { file, link, failure } = preview;
  const unplayable = link !== null && broken === link.url;
  return (
    <AppDialog
      open
      size="xl"
      title={t('admin.files.preview_title', { name: fileName(file) })}
      onClose={() => vm.closePreview()}
      actions={
        <>
          <Button variant="outline" loading={vm.downloading === file.id} onClick={() => void vm.download(file)}>
            {t('admin.files.download')}
          </Button>
          <Button onClick={() => vm.closePreview()}>{t('common.close')}</Button>
        </>
      }
    >
      <Stack gap="3" align="center">
        {failure ? (
          <Text role="alert" color="fg.error">
            {t('admin.files.preview_failed')} {noticeText(t, failure)}
          </Text>
        ) : link === null ? (
          <Spinner role="status" aria-label={t('common.loading')} />
        ) : unplayable ? (
          <Text>{t('admin.files.preview_unavailable')}</Text>
        ) : file.type === 'image' ? (
          <Image src={link.url} alt={file.description} maxH="60vh" objectFit="contain" onError={() => setBroken(link.url)} />
        ) : (
          <video
            src={link.url}
            controls
            aria-label={file.description}
            style={{ maxHeight: '60vh', width: '100%' }}
            onError={() => setBroken(link.url)}
          />
        )}
        <Text textStyle="sm" color="fg.muted">
          {file.description}
        </Text>
      </Stack>
    </AppDialog>
  );
});
