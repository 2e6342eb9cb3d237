import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { INJECTIONS } from '../../../domain/training/training-protocol';
import type { TrainerPanelViewModel } from './trainer-panel.view-model';

/** Step 4: events the trainer plays in the trainee's call now (while the drill runs). */
export const InjectBar = observer(function InjectBar({ vm }: { vm: TrainerPanelViewModel }) {
  const { t } = useTranslation();
  const off = !vm.running;
  return (
    <Stack gap="3">
      {off && (
        <Text fontSize="sm" color="fg.muted">
          {t('training.inject.when')}
        </Text>
      )}
      <Wrap gap="2" role="group" aria-label={t('training.inject.title')}>
        {INJECTIONS.filter((injection) => injection !== 'callerChat').map((injection) => (
          <Button
            key={injection}
            size="sm"
            variant="outline"
            colorPalette={injection === 'endCall' ? 'red' : 'gray'}
            disabled={off}
            onClick={() => vm.inject(injection)}
          >
            {t(`training.inject.${injection}`)}
          </Button>
        ))}
      </Wrap>
      <HStack
        as="form"
        align="flex-end"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          vm.inject('callerChat');
        }}
      >
        <Field.Root flex="1">
          <Field.Label>{t('training.inject.chat_line')}</Field.Label>
          <Input value={vm.chatLine} disabled={off} maxLength={2000} onChange={(e) => vm.setChatLine(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" size="md" disabled={off || vm.chatLine.trim() === ''}>
          {t('training.inject.callerChat')}
        </Button>
      </HStack>
    </Stack>
  );
});
