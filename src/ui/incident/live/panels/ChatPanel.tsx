import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_PANEL_HEIGHT_PX } from '../../../../domain/shared/constants';
import { useViewModel } from '../../../shared/use-view-model';
import type { ChatConnection, ChatDelivery } from '../../../../domain/incident/chat';
import { createChatPanelViewModel, type ChatPanelViewModel, type ChatThreadItem } from './chat-panel.view-model';
import { chatTime } from '../../../shared/panel-format';
import { PanelSection } from './PanelSection';
import { AppForm } from '../../../shared/AppForm';
import { OptionsSelect } from '../../../shared/OptionsSelect';
import { FieldLength } from '../../../shared/TextLength';
import { textareaRecipe } from '../../../theme/recipes/textarea';

export interface ChatPanelProps {
  readonly incidentId: string;
  readonly tenantId: string;
  /** On a page that fits one screen: the messages take up to the 300 px, less on a short window (from xl). */
  readonly compact?: boolean;
  /** The page's shortcut to the message field (aria-keyshortcuts), where the page has one. */
  readonly keyShortcuts?: string;
  /** The call is over (stopped, finished, given up): the thread stays, read-only, and says so. */
  readonly callEnded?: boolean;
  /** Why the thread is read-only when it is not because the call ended (an i18n key): another session holds the call, or this user only watches it. */
  readonly readOnlyNote?: string;
}

const CONNECTION_PALETTE: Readonly<Record<ChatConnection, string>> = { connected: 'green', connecting: 'orange', offline: 'red' };
const DELIVERY_COLOR: Readonly<Record<ChatDelivery, string>> = {
  sent: 'fg.muted',
  sending: 'fg.muted',
  waiting: 'orange.fg',
  failed: 'red.fg',
};

/**
 * SPEC §2 chat panel (300 px high), §5 (Enter sends; send disabled when blank, without a conversation or while
 * sending). The chat's connection shows above the thread; each of the operator's messages says where it stands.
 */
export const ChatPanel = observer(function ChatPanel({
  incidentId,
  tenantId,
  compact = false,
  keyShortcuts,
  callEnded = false,
  readOnlyNote,
}: ChatPanelProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createChatPanelViewModel, { incidentId, tenantId });
  useEffect(() => {
    if (callEnded) vm.endCall();
  }, [vm, callEnded]);
  // The call is over for this operator: the chat says it is closed, not still "connected" beside "read-only" (a
  // watcher's or another session's thread still comes in, so theirs keeps its connection).
  const closed = vm.callEnded && readOnlyNote === undefined && !vm.watching;
  const listRef = useRef<HTMLDivElement>(null);
  const request = vm.scrollRequest;
  useEffect(() => {
    const list = listRef.current;
    if (list && request > 0) list.scrollTop = list.scrollHeight;
  }, [request]);
  return (
    <PanelSection title={t('incident_panels.chat.title')} gap="2" aside={<ChatConnectionBadge vm={vm} closed={closed} />}>
      {vm.connection === 'offline' && !vm.failed && !closed ? (
        <Text fontSize="sm" color="fg.muted">
          {t('incident_panels.chat.offline_hint')}
        </Text>
      ) : null}
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
        {vm.thread.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {vm.failed
              ? t('incident_panels.chat.unavailable')
              : vm.open
                ? t('incident_panels.chat.empty')
                : t('incident_panels.chat.connecting')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {vm.thread.map((item) => (
              <ChatThreadLine key={item.key} item={item} onRetry={(id) => vm.retry(id)} />
            ))}
          </Stack>
        )}
      </Box>
      {vm.callEnded ? (
        <Text role="note" fontSize="sm" color="fg.muted" data-testid="chat-ended">
          {t(readOnlyNote ?? (vm.watching ? 'incident_panels.chat.watching' : 'incident_panels.chat.call_ended'))}
        </Text>
      ) : (
        <ChatComposer vm={vm} keyShortcuts={keyShortcuts} />
      )}
    </PanelSection>
  );
});

/** Where the chat's connection stands, on the panel's heading line ("closed" once the call is over for this operator). */
const ChatConnectionBadge = observer(function ChatConnectionBadge({
  vm,
  closed,
}: {
  readonly vm: ChatPanelViewModel;
  readonly closed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="2" flexWrap="wrap" fontSize="sm" data-testid="chat-connection">
      <Badge variant="subtle" colorPalette={closed ? 'gray' : CONNECTION_PALETTE[vm.connection]}>
        {t('incident_panels.chat.connection_label', {
          state: t(`incident_panels.chat.connection.${closed ? 'closed' : vm.connection}`),
        })}
      </Badge>
    </HStack>
  );
});

/** The message field, its predefined texts and Send (only while the call is on). */
const ChatComposer = observer(function ChatComposer({
  vm,
  keyShortcuts,
}: {
  readonly vm: ChatPanelViewModel;
  readonly keyShortcuts: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <AppForm onSubmit={() => void vm.send()}>
      <HStack alignItems="flex-end">
        <Field.Root flex="1" minW="0">
          {/* The predefined texts share the message's label line (a choice fills the message): the composer takes
              two lines, so the thread above keeps its room on a laptop screen. */}
          <HStack w="full" justify="space-between" gap="3">
            <Field.Label flexShrink={0}>{t('incident_panels.chat.input')}</Field.Label>
            {vm.choices.length > 0 ? (
              <Field.Root flex="1" minW="0" maxW="15rem">
                <Field.Label srOnly>{t('incident_create.quick_descriptions')}</Field.Label>
                <OptionsSelect
                  value=""
                  size="xs"
                  width="full"
                  emptyLabel={t('incident_panels.chat.quick_placeholder')}
                  options={vm.choiceOptions}
                  onChange={(v) => vm.pickChoiceById(v)}
                />
              </Field.Root>
            ) : null}
          </HStack>
          {/* Enter sends; Shift+Enter starts a new line, kept as the message's own. */}
          <Textarea
            recipe={textareaRecipe}
            value={vm.draft}
            autoComplete="off"
            rows={1}
            resize="none"
            // Grows with its lines up to five, then scrolls: one line takes no more room than a text box did. Its
            // width stays the field's (sized to its content, a long line would push Send off the panel).
            css={{ fieldSizing: 'content' }}
            w="full"
            minH="10"
            maxH="7.5rem"
            aria-keyshortcuts={keyShortcuts}
            onChange={(event) => vm.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void vm.send();
              }
            }}
          />
          <FieldLength hint={vm.draftLength} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" disabled={vm.sendDisabled} loading={vm.state.sending}>
          {t('incident_panels.chat.send')}
        </Button>
      </HStack>
    </AppForm>
  );
});

/** One message of the thread: who and when, the text (as text), and for the operator's own where it stands. */
function ChatThreadLine({ item, onRetry }: { readonly item: ChatThreadItem; readonly onRetry: (outboxId: string) => void }) {
  const { t, i18n } = useTranslation();
  const { message, delivery, outboxId } = item;
  const author = message.author || t(delivery === null ? 'incident_panels.chat.unknown_author' : 'incident_panels.chat.you');
  const time = chatTime(message.timestamp, i18n.language);
  const body = message.body ?? '';
  const label = t('incident_panels.chat.message_label', { author, time, body });
  const deliveryText = delivery === null ? null : t(`incident_panels.chat.delivery.${delivery}`);
  return (
    <Box
      as="li"
      aria-label={
        deliveryText === null ? label : t('incident_panels.chat.message_with_delivery', { message: label, delivery: deliveryText })
      }
      data-delivery={delivery ?? undefined}
      opacity={delivery === 'waiting' || delivery === 'sending' ? 0.8 : 1}
    >
      <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
        <Text as="span" fontWeight="semibold">
          {author}
        </Text>
        <Text as="time">{time}</Text>
        {deliveryText !== null ? (
          <Text as="span" color={DELIVERY_COLOR[delivery ?? 'sent']} data-testid="chat-delivery">
            {deliveryText}
          </Text>
        ) : null}
        {delivery === 'failed' && outboxId !== null ? (
          <Button
            size="2xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('incident_panels.chat.retry_label', { body })}
            onClick={() => onRetry(outboxId)}
          >
            {t('incident_panels.chat.retry')}
          </Button>
        ) : null}
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {body}
      </Text>
    </Box>
  );
}
