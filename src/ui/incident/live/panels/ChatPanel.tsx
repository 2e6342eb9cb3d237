import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_PANEL_HEIGHT_PX } from '../../../../domain/shared/constants';
import { useViewModel } from '../../../shared/use-view-model';
import { createChatPanelViewModel } from './chat-panel.view-model';
import { chatTime } from './panel-format';
import { PanelSection } from './PanelSection';
import { AppForm } from '../../../shared/AppForm';
import { OptionsSelect } from '../../../shared/OptionsSelect';

export interface ChatPanelProps {
  readonly incidentId: string;
  readonly tenantId: string;
  /** On a page that fits one screen: the messages take up to the 300 px, less on a short window (from xl). */
  readonly compact?: boolean;
  /** The page's shortcut to the message field (aria-keyshortcuts), where the page has one. */
  readonly keyShortcuts?: string;
}

/** SPEC §2 chat panel (300 px high), §5 (Enter sends; send disabled when blank, without a conversation or while sending). */
export const ChatPanel = observer(function ChatPanel({ incidentId, tenantId, compact = false, keyShortcuts }: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(createChatPanelViewModel, { incidentId, tenantId });
  const listRef = useRef<HTMLDivElement>(null);
  const request = vm.scrollRequest;
  useEffect(() => {
    const list = listRef.current;
    if (list && request > 0) list.scrollTop = list.scrollHeight;
  }, [request]);
  return (
    <PanelSection title={t('incident_panels.chat.title')} gap="2">
      <Box
        ref={listRef}
        role="log"
        aria-label={t('incident_panels.chat.messages')}
        aria-live="polite"
        h={
          compact
            ? { base: `${CHAT_PANEL_HEIGHT_PX}px`, xl: `clamp(6rem, 100vh - 42rem, ${CHAT_PANEL_HEIGHT_PX}px)` }
            : `${CHAT_PANEL_HEIGHT_PX}px`
        }
        overflowY="auto"
        borderWidth="1px"
        borderRadius="sm"
        p="2"
        data-testid="chat-messages"
      >
        {vm.messages.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {vm.failed
              ? t('incident_panels.chat.unavailable')
              : vm.open
                ? t('incident_panels.chat.empty')
                : t('incident_panels.chat.connecting')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {vm.messages.map((message, index) => (
              <Box
                as="li"
                key={`${index}-${String(message.timestamp ?? '')}`}
                aria-label={t('incident_panels.chat.message_label', {
                  author: message.author || t('incident_panels.chat.unknown_author'),
                  time: chatTime(message.timestamp, i18n.language),
                  body: message.body ?? '',
                })}
              >
                <HStack gap="2" fontSize="xs" color="fg.muted">
                  <Text as="span" fontWeight="semibold">
                    {message.author || t('incident_panels.chat.unknown_author')}
                  </Text>
                  <Text as="time">{chatTime(message.timestamp, i18n.language)}</Text>
                </HStack>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {message.body ?? ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <AppForm onSubmit={() => void vm.send()}>
        {vm.choices.length > 0 ? (
          <Field.Root orientation="horizontal" gap="2" mb="2">
            <Field.Label>{t('incident_create.quick_descriptions')}</Field.Label>
            <OptionsSelect value="" width="60" emptyLabel="…" options={vm.choiceOptions} onChange={(v) => vm.pickChoiceById(v)} />
          </Field.Root>
        ) : null}
        <HStack alignItems="flex-end">
          <Field.Root flex="1" invalid={vm.sendFailed}>
            <Field.Label>{t('incident_panels.chat.input')}</Field.Label>
            <Input
              value={vm.draft}
              autoComplete="off"
              aria-keyshortcuts={keyShortcuts}
              onChange={(event) => vm.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void vm.send();
                }
              }}
            />
            {vm.sendFailed && <Field.ErrorText>{t('incident_panels.chat.send_failed')}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="blue" disabled={vm.sendDisabled} loading={vm.state.sending}>
            {t('incident_panels.chat.send')}
          </Button>
        </HStack>
      </AppForm>
    </PanelSection>
  );
});
