import { Box, Button, Field, HStack, Image, Link, Progress, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../../domain/media/media-item';
import { THUMBNAIL } from '../../../../domain/shared/constants';
import { AppDialog } from '../../../shared/AppDialog';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useViewModel } from '../../../shared/use-view-model';
import { createMediaCarouselViewModel, type MediaCarouselViewModel, type MediaTab } from './media-carousel.view-model';
import { safeMediaUrl } from './media-url';
import { PanelSection } from './PanelSection';
import { SaveFailureDialogView } from './SaveFailureDialogView';
import { tabsRecipe } from '../../../theme/recipes/tabs';
import { progressRecipe } from '../../../theme/recipes/progress';

export interface MediaCarouselProps {
  readonly incidentId: string;
  readonly tenantId: string;
  /** 'review' on the incident's view: adding media is then offered only to a user who may edit the incident. */
  readonly during?: 'call' | 'review';
}

const TAB_KEYS: Readonly<Record<MediaTab, string>> = {
  images: 'incident_panels.media.tab_images',
  videos: 'incident_panels.media.tab_videos',
  files: 'incident_panels.media.tab_files',
  cloudRecordings: 'incident_panels.media.tab_cloud_recordings',
};

/** SPEC §2, §3, §9: media tabs, 400x300 thumbnails, open full size, remove, add a photo or video (refreshed every 5 s). */
export const MediaCarousel = observer(function MediaCarousel({ incidentId, during }: MediaCarouselProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createMediaCarouselViewModel, { incidentId, during });
  const tabs = vm.tabs;
  return (
    <>
      <PanelSection title={t('incident_panels.media.title')} gap="3">
        <Tabs.Root recipe={tabsRecipe} value={vm.activeTab} onValueChange={(details) => vm.selectTab(details.value)} lazyMount>
          <Tabs.List>
            {vm.tabOrder.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(TAB_KEYS[tab])} ({tabs[tab].length})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {vm.tabOrder.map((tab) => (
            <Tabs.Content key={tab} value={tab}>
              {tabs[tab].length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  {t('incident_panels.media.empty')}
                </Text>
              ) : (
                <Box overflowX="auto">
                  <SimpleGrid as="ul" listStyleType="none" m="0" p="0" gap="3" minChildWidth="200px" aria-label={t(TAB_KEYS[tab])}>
                    {tabs[tab].map((item, index) => (
                      <MediaThumbnail
                        key={String(item.id ?? index)}
                        item={item}
                        onOpen={() => vm.open(item)}
                        onRemove={vm.removeOffered ? () => vm.askRemove(item) : null}
                      />
                    ))}
                  </SimpleGrid>
                </Box>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <AddMedia vm={vm} />
      </PanelSection>
      <FullSizeDialog item={vm.openedItem} onClose={() => vm.close()} />
      <ConfirmDialog
        open={vm.confirmingRemoval !== null}
        title={t('incident_panels.media.remove_title')}
        confirmLabel={t('incident_panels.media.remove_confirm')}
        onConfirm={() => void vm.confirmRemove()}
        onCancel={() => vm.cancelRemove()}
        busy={vm.removing}
        tone="danger"
      >
        {t('incident_panels.media.remove_text', { name: vm.confirmingRemoval?.filename ?? '' })}
      </ConfirmDialog>
      <SaveFailureDialogView dialog={vm.failureDialog} onClose={() => vm.dismissFailure()} />
    </>
  );
});

/** Adding a photo or video (when the user may), its upload's progress, and what became of it. */
const AddMedia = observer(function AddMedia({ vm }: { readonly vm: MediaCarouselViewModel }) {
  const { t } = useTranslation();
  const fileInputId = useId();
  const message = vm.uploadMessage;
  return (
    <>
      {vm.addOffered ? (
        <Field.Root>
          <Field.Label htmlFor={fileInputId}>{t('incident_panels.media.add')}</Field.Label>
          <input
            id={fileInputId}
            type="file"
            accept={vm.acceptsVideo ? 'image/*,video/*,.mp4,.mov,.avi,.mkv' : 'image/*'}
            disabled={vm.uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void vm.upload(file, file.name);
              event.target.value = '';
            }}
          />
          <Field.HelperText>{t('incident_panels.media.add_help')}</Field.HelperText>
        </Field.Root>
      ) : null}
      {vm.uploading && (
        <Progress.Root recipe={progressRecipe} value={Math.round(vm.progress * 100)} max={100} size="sm">
          <Progress.Label>{t('incident_panels.media.uploading')}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>{Math.round(vm.progress * 100)}%</Progress.ValueText>
        </Progress.Root>
      )}
      {message?.kind === 'key' && (
        <Text role={message.key === 'incident_panels.media.uploaded' ? 'status' : 'alert'} fontSize="sm">
          {t(message.key, { name: vm.uploadedName ?? '' })}
        </Text>
      )}
    </>
  );
});

const MediaThumbnail = function MediaThumbnail({
  item,
  onOpen,
  onRemove,
}: {
  item: MediaItem;
  onOpen: () => void;
  /** Null when the user may not remove media. */
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const name = item.filename || t('incident_panels.media.untitled');
  const thumbnail = safeMediaUrl(item.thumbnailUrl) ?? (item.typeContent === 'image' ? safeMediaUrl(item.url) : null);
  return (
    <Box as="li" borderWidth="1px" borderRadius="sm" p="1">
      <Stack gap="1">
        <Button variant="ghost" h="auto" p="0" onClick={onOpen} aria-label={t('incident_panels.media.open', { name })}>
          {thumbnail ? (
            <Image src={thumbnail} alt={name} width={THUMBNAIL.width} height={THUMBNAIL.height} maxW="100%" h="auto" objectFit="cover" />
          ) : (
            <Box
              w="full"
              aspectRatio={THUMBNAIL.width / THUMBNAIL.height}
              display="flex"
              alignItems="center"
              justifyContent="center"
              bg="bg.muted"
            >
              <Text fontSize="sm">{name}</Text>
            </Box>
          )}
        </Button>
        <HStack justifyContent="space-between">
          <Text fontSize="xs" truncate title={name}>
            {name}
          </Text>
          {onRemove ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={onRemove}
              aria-label={t('incident_panels.media.remove', { name })}
            >
              {t('incident_panels.media.remove_short')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
};

function FullSizeDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const name = item?.filename || t('incident_panels.media.untitled');
  const url = safeMediaUrl(item?.url);
  const type = item?.typeContent;
  return (
    <AppDialog
      size="xl"
      open={item !== null}
      title={name}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {url === null ? (
        <Text role="status">{t('incident_panels.media.unavailable')}</Text>
      ) : type === 'image' ? (
        <Image src={url} alt={name} maxW="100%" />
      ) : type === 'video' || type === 'cloudRecording' ? (
        <video src={url} controls style={{ maxWidth: '100%' }} aria-label={name} />
      ) : (
        <Link href={url} download={item?.filename ?? true} target="_blank" rel="noopener noreferrer">
          {t('incident_panels.media.download', { name })}
        </Link>
      )}
    </AppDialog>
  );
}
