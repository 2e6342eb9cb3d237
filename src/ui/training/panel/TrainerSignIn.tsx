import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import type { TrainingRoomViewModel } from './training-room.view-model';

/** The served room asks the trainer's password before its desks show: only the trainer assigns and injects. */
export const TrainerSignIn = observer(function TrainerSignIn({ vm }: { vm: TrainingRoomViewModel }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    vm.unlock();
  };
  return (
    <Box as="section" aria-labelledby="training-locked" borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" maxW="lg">
      <form onSubmit={submit}>
        <Stack gap="3">
          <Heading as="h2" id="training-locked" size="md">
            {t('training.room.locked.title')}
          </Heading>
          <Text color="fg.muted">{t('training.room.locked.text')}</Text>
          {vm.access === 'password-refused' && <InlineAlert status="error" title={t('training.room.locked.refused')} />}
          <Field.Root>
            <Field.Label>{t('training.room.locked.password')}</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={vm.password}
              onChange={(e) => vm.setPassword(e.currentTarget.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="blue" alignSelf="start" disabled={vm.password.trim() === ''}>
            {t('training.room.locked.open')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
});
