import { Badge, Box, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFileType } from '../../../../domain/media/file-type';
import type { LibraryFile } from '../../../../domain/media/library-file';
import { useHashPath } from '../../../shared/hash-location';
import { ImageFileIcon, PdfFileIcon, UnknownFileIcon, VideoFileIcon } from '../../../shared/icons';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { RowActions } from '../../resource/RowActions';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { FileEditDialog, FilePreviewDialog, FileUploadDialog } from './FileDialogs';
import { createFilesViewModel, fileName, FILE_TYPES, type FilesViewModel } from './files.view-model';
import { VideoTemplatesTab } from './VideoTemplatesTab';
import { tabsRecipe } from '../../../theme/recipes/tabs';

type Tab = 'files' | 'templates';

/** The tabs' own ids, so that the page below the tabs is the chosen tab's panel (a tab controls what it shows). */
const TAB_IDS = { trigger: (tab: string) => `files-tab-${tab}`, content: (tab: string) => `files-tab-panel-${tab}` };

const TYPE_ICONS: Readonly<Record<DownloadFileType, () => ReactNode>> = {
  pdf: PdfFileIcon,
  video: VideoFileIcon,
  image: ImageFileIcon,
  unknown: UnknownFileIcon,
};

const TYPE_COLOURS: Readonly<Record<DownloadFileType, string>> = { pdf: 'red', video: 'purple', image: 'green', unknown: 'gray' };

/** A file's type: its icon and its word (SPEC §7 Other: pdf, video, image, unknown). */
export function FileTypeBadge({ type }: { readonly type: DownloadFileType }) {
  const { t } = useTranslation();
  const TypeIcon = TYPE_ICONS[type];
  return (
    <Badge variant="subtle" colorPalette={TYPE_COLOURS[type]} gap="1">
      <TypeIcon />
      {t(`admin.files.type.${type}`)}
    </Badge>
  );
}

/** The section's two tabs, above each tab's list; choosing one starts its list from its first page. */
function SectionTabs({ tab, onChange }: { readonly tab: Tab; readonly onChange: (tab: Tab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root recipe={tabsRecipe} ids={TAB_IDS} value={tab} onValueChange={(details) => onChange(details.value as Tab)} variant="line">
      <Tabs.List aria-label={t('admin.files.tabs')}>
        <Tabs.Trigger value="files">{t('admin.files.tab')}</Tabs.Trigger>
        <Tabs.Trigger value="templates">{t('admin.files.video_templates.tab')}</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}

/** SPEC §2 admin section 'files' (its own lazy chunk): the file library, and the video templates in a second tab. */
export default function FilesSection() {
  const [tab, setTab] = useState<Tab>('files');
  const [path, go] = useHashPath();
  const change = (next: Tab) => {
    go(path, { replace: true });
    setTab(next);
  };
  const tabs = <SectionTabs tab={tab} onChange={change} />;
  return (
    <Box role="tabpanel" id={TAB_IDS.content(tab)} aria-labelledby={TAB_IDS.trigger(tab)}>
      {tab === 'files' ? <FilesTab tabs={tabs} /> : <VideoTemplatesTab tabs={tabs} />}
    </Box>
  );
}

const FilesTab = observer(function FilesTab({ tabs }: { readonly tabs: ReactNode }) {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('files', createFilesViewModel);
  const columns: ResourceColumn<LibraryFile>[] = [
    { key: 'type', label: t('admin.files.columns.type'), sortable: true, render: (f) => <FileTypeBadge type={f.type} /> },
    {
      key: 'description',
      label: t('admin.files.columns.description'),
      sortable: true,
      render: (f) => (
        <Stack gap="0.5" maxW="md">
          <Text as="span" whiteSpace="normal">
            {f.description}
          </Text>
          <Text as="span" textStyle="xs" color="fg.muted" truncate title={f.fileName}>
            {f.fileName}
          </Text>
        </Stack>
      ),
    },
    { key: 'descriptionOption', label: t('admin.files.columns.option'), sortable: true, render: (f) => f.descriptionOption },
  ];
  return (
    <SectionPage
      above={tabs}
      rowActions={(f) => <FileActions vm={vm} file={f} />}
      selects={[{ name: 'type', label: t('admin.files.columns.type'), values: FILE_TYPES, words: 'admin.files.type' }]}
      onCreate={() => vm.openUpload()}
      createLabel={t('admin.files.upload')}
      section="files"
      words="admin.files"
      vm={vm.list}
      columns={columns}
      intro
    >
      <FileUploadDialog vm={vm} />
      <FileEditDialog vm={vm} />
      <FilePreviewDialog vm={vm} />
    </SectionPage>
  );
});

const FileActions = observer(function FileActions({ vm, file }: { readonly vm: FilesViewModel; readonly file: LibraryFile }) {
  return (
    <HStack justify="end">
      <RowActions
        words="admin.files"
        name={fileName(file)}
        buttons={[
          { key: 'preview', when: vm.canPreview(file), onSelect: () => void vm.openPreview(file) },
          { key: 'download', busy: vm.downloading === file.id, onSelect: () => void vm.download(file) },
        ]}
        menu={{
          items: [
            { key: 'edit', onSelect: () => vm.openEdit(file) },
            { key: 'delete', tone: 'danger', onSelect: () => vm.list.askRemove(file) },
          ],
        }}
      />
    </HStack>
  );
});
