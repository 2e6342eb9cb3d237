import { HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../shared/ProgressBar';
import type { VideoTemplate } from '../../../../domain/media/video-template';
import { FormSlotDialog, FormTextField } from '../../resource/ResourceFormDialog';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { RowActions } from '../../resource/RowActions';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { FilePickButton } from '../../../shared/FilePickButton';
import { createVideoTemplatesViewModel, templateName, type VideoTemplatesViewModel } from './video-templates.view-model';

const VIDEO_TYPES = 'video/mp4,video/quicktime,video/x-msvideo,video/x-matroska,.mp4,.mov,.avi,.mkv';

/** The files section's second tab: the tenant's video templates (SPEC §7 /api/video-template). */
export const VideoTemplatesTab = observer(function VideoTemplatesTab({ tabs }: { readonly tabs: ReactNode }) {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('files', createVideoTemplatesViewModel);
  const columns: ResourceColumn<VideoTemplate>[] = [
    { key: 'name', label: t('admin.files.video_templates.columns.name'), sortable: true, render: (tp) => tp.name },
    {
      key: 'fileName',
      label: t('admin.files.video_templates.columns.file'),
      sortable: true,
      render: (tp) => (tp.fileName ? tp.fileName : <Text color="fg.muted">{t('admin.files.video_templates.no_file')}</Text>),
    },
  ];
  const uploading = vm.uploading;
  return (
    <SectionPage
      section="files"
      words="admin.files.video_templates"
      intro
      above={
        <Stack gap="3">
          {tabs}
          {uploading ? (
            <ProgressBar
              fraction={uploading.progress}
              label={t('admin.files.video_templates.uploading', { name: templateName(uploading.template) })}
            />
          ) : null}
        </Stack>
      }
      vm={vm.list}
      columns={columns}
      createLabel={t('admin.files.video_templates.create')}
      onCreate={() => vm.openCreate()}
      rowActions={(tp) => <TemplateActions vm={vm} template={tp} />}
    >
      <FormSlotDialog
        slot={vm.editor}
        createTitle={t('admin.files.video_templates.create_title')}
        createSubmit={t('admin.files.video_templates.create')}
        editTitle={(tp) => t('admin.files.video_templates.rename_title', { name: templateName(tp) })}
      >
        {(form) => <FormTextField form={form} field="name" label={t('admin.files.video_templates.columns.name')} required />}
      </FormSlotDialog>
    </SectionPage>
  );
});

const TemplateActions = observer(function TemplateActions({
  vm,
  template,
}: {
  readonly vm: VideoTemplatesViewModel;
  readonly template: VideoTemplate;
}) {
  const { t } = useTranslation();
  const name = templateName(template);
  return (
    <HStack gap="1" justify="end">
      <FilePickButton
        size="xs"
        label={template.fileName ? t('admin.files.video_templates.replace_video') : t('admin.files.video_templates.upload_video')}
        named={t(template.fileName ? 'admin.files.video_templates.replace_video_named' : 'admin.files.video_templates.upload_video_named', {
          name,
        })}
        inputLabel={t('admin.files.video_templates.video_input_named', { name })}
        accept={VIDEO_TYPES}
        disabled={vm.uploading !== null}
        onPick={(file) => void vm.upload(template, file)}
      />
      <RowActions
        words="admin.files.video_templates"
        name={name}
        buttons={[
          {
            key: 'download',
            when: template.fileName !== null,
            busy: vm.downloading === template.id,
            onSelect: () => void vm.download(template),
          },
        ]}
        menu={{
          items: [
            { key: 'rename', onSelect: () => vm.openRename(template) },
            { key: 'delete', tone: 'danger', onSelect: () => vm.list.askRemove(template) },
          ],
        }}
      />
    </HStack>
  );
});
