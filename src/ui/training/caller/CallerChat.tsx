import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '../../shared/AppForm';
import { chatTime } from '../../shared/panel-format';
import type { PlayedCallViewModel } from './played-call.view-model';

/** The caller's side of the incident's chat: the lines so far (the person's on the right) and a line to send. */
export const CallerChat = observer(function CallerChat({ vm }: { vm: PlayedCallViewModel }) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const count = vm.state.chat.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);
  return (
    <Stack gap="2" as="section" aria-labelledby="caller-chat-title">
      <Text id="caller-chat-title" fontWeight="semibold">
        {t('training.caller.chat.title')}
      </Text>
      <Box
        ref={listRef}
        role="log"
        aria-label={t('training.caller.chat.messages')}
        aria-live="polite"
        h={{ base: '12rem', lg: '18rem' }}
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        p="2"
      >
        {count === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('training.caller.chat.empty')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {vm.state.chat.map((line, index) => (
              <Box
                as="li"
                key={`${index}-${line.at}`}
                alignSelf={line.fromCaller ? 'flex-end' : 'flex-start'}
                maxW="85%"
                bg={line.fromCaller ? 'blue.subtle' : 'bg.muted'}
                borderRadius="md"
                px="3"
                py="1"
              >
                <HStack gap="2" fontSize="xs" color="fg.muted">
                  <Text as="span" fontWeight="semibold">
                    {line.fromCaller ? t('training.caller.chat.you') : line.author}
                  </Text>
                  <Text as="time">{chatTime(line.at, i18n.language)}</Text>
                </HStack>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {line.body}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <AppForm onSubmit={() => vm.send()}>
        <HStack alignItems="flex-end">
          <Field.Root flex="1">
            <Field.Label>{t('training.caller.chat.input')}</Field.Label>
            <Input value={vm.draft} autoComplete="off" onChange={(event) => vm.setDraft(event.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="blue" disabled={!vm.canSend}>
            {t('training.caller.chat.send')}
          </Button>
        </HStack>
      </AppForm>
    </Stack>
  );
});
