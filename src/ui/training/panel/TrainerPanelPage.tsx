import { Badge, Box, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import { useTabTitle } from '../../shared/use-tab-title';
import { useViewModel } from '../../shared/use-view-model';
import { DebriefPanel } from './DebriefPanel';
import { DrillAssign } from './DrillAssign';
import { DrillWatch } from './DrillWatch';
import { InjectBar } from './InjectBar';
import { KeptDrills } from './KeptDrills';
import { TrainerSignIn } from './TrainerSignIn';
import { ScenarioPicker } from './ScenarioPicker';
import type { TrainerPanelViewModel } from './trainer-panel.view-model';
import { createTrainingRoomViewModel, type DeskPanel } from './training-room.view-model';

type PartName = 'pick' | 'assign' | 'watch' | 'inject' | 'debrief';

/** One numbered part of a panel (`training.<name>.title`), a region named by its heading (`desk` keeps ids apart). */
function Part({ name, desk, body }: { name: PartName; desk: number; body: ReactNode }) {
  const { t } = useTranslation();
  const id = `training-${name}-${desk}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" id={id} size="md" mb="3">
        {t(`training.${name}.title`)}
      </Heading>
      {body}
    </Box>
  );
}

/** The demo's one desk (this browser's tabs): pick and assign beside the drill's watch, injections and debrief. */
function SingleDesk({ vm }: { vm: TrainerPanelViewModel }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(360px, 2fr) 5fr' }} gap="4" alignItems="start">
      <Stack gap="4">
        <Part name="pick" desk={0} body={<ScenarioPicker vm={vm} />} />
        <Part name="assign" desk={0} body={<DrillAssign vm={vm} />} />
      </Stack>
      <Stack gap="4">
        <Part name="watch" desk={0} body={<DrillWatch vm={vm} />} />
        <Part name="inject" desk={0} body={<InjectBar vm={vm} />} />
        <Part name="debrief" desk={0} body={<DebriefPanel vm={vm} />} />
      </Stack>
    </Grid>
  );
}

/** One trainee desk of the room, a region named by its account: its own drill from pick to debrief. */
const RoomDesk = observer(function RoomDesk({ desk, index }: { desk: DeskPanel; index: number }) {
  const { t } = useTranslation();
  const id = `training-desk-${index}`;
  const vm = desk.panel;
  return (
    <Stack as="section" aria-labelledby={id} gap="3" minW="0">
      <HStack gap="2" wrap="wrap">
        <Heading as="h2" id={id} size="lg" wordBreak="break-all">
          {desk.email}
        </Heading>
        {!desk.present && <Badge colorPalette="gray">{t('training.room.signed_out')}</Badge>}
      </HStack>
      <Part name="pick" desk={index + 1} body={<ScenarioPicker vm={vm} />} />
      <Part name="assign" desk={index + 1} body={<DrillAssign vm={vm} desk={desk.email} />} />
      <Part name="watch" desk={index + 1} body={<DrillWatch vm={vm} />} />
      <Part name="inject" desk={index + 1} body={<InjectBar vm={vm} />} />
      <Part name="debrief" desk={index + 1} body={<DebriefPanel vm={vm} />} />
    </Stack>
  );
});

/**
 * The trainer's console: for each trainee desk, pick or load a drill, assign it, watch it unfold, inject events and
 * debrief. The desks of a room stand side by side.
 */
export const TrainerPanelPage = observer(function TrainerPanelPage() {
  const { t } = useTranslation();
  const vm = useViewModel(createTrainingRoomViewModel, { t });
  useTabTitle(t('training.panel.title'));
  const single = vm.singleBrowser;
  return (
    <Box as="main" p={{ base: 3, md: 5 }} maxW={single ? '1800px' : 'none'} mx="auto">
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl">
          {t('training.panel.title')}
        </Heading>
        <Text color="fg.muted">{single ? t('training.panel.intro') : t('training.room.intro')}</Text>
      </Stack>
      {!single && vm.access !== 'following' ? (
        <TrainerSignIn vm={vm} />
      ) : (
        !single && (
          <Field.Root maxW="sm" mb="4">
            <Field.Label>{t('training.room.trainer')}</Field.Label>
            <Input value={vm.trainer} autoComplete="name" onChange={(e) => vm.setTrainer(e.currentTarget.value)} />
            <Field.HelperText>{t('training.room.trainer_help')}</Field.HelperText>
          </Field.Root>
        )
      )}
      {!single && vm.access !== 'following' ? null : single ? (
        <SingleDesk vm={single} />
      ) : (
        <Stack gap="6">
          {vm.desks.length === 0 ? (
            <InlineAlert status="info" title={t('training.room.empty')} text={t('training.room.empty_help')} />
          ) : (
            <Grid templateColumns={`repeat(${vm.desks.length}, minmax(380px, 1fr))`} gap="4" alignItems="start" overflowX="auto">
              {vm.desks.map((desk, index) => (
                <RoomDesk key={desk.email} desk={desk} index={index} />
              ))}
            </Grid>
          )}
          <KeptDrills vm={vm} />
        </Stack>
      )}
    </Box>
  );
});
