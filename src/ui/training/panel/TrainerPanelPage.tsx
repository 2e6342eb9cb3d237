import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabTitle } from '../../shared/use-tab-title';
import { useViewModel } from '../../shared/use-view-model';
import { DebriefPanel } from './DebriefPanel';
import { DrillAssign } from './DrillAssign';
import { DrillWatch } from './DrillWatch';
import { InjectBar } from './InjectBar';
import { ScenarioPicker } from './ScenarioPicker';
import { createTrainerPanelViewModel } from './trainer-panel.view-model';

/** One numbered part of the panel (`training.<name>.title`), a region named by its heading. */
function Part({ name, body }: { name: 'pick' | 'assign' | 'watch' | 'inject' | 'debrief'; body: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={`training-${name}`} borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" id={`training-${name}`} size="md" mb="3">
        {t(`training.${name}.title`)}
      </Heading>
      {body}
    </Box>
  );
}

/** The trainer's panel: pick or load a drill, assign it, watch it unfold, inject events, debrief. */
export const TrainerPanelPage = observer(function TrainerPanelPage() {
  const { t } = useTranslation();
  const vm = useViewModel(createTrainerPanelViewModel, { t });
  useTabTitle(t('training.panel.title'));
  return (
    <Box as="main" p={{ base: 3, md: 5 }} maxW="1800px" mx="auto">
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl">
          {t('training.panel.title')}
        </Heading>
        <Text color="fg.muted">{t('training.panel.intro')}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(360px, 2fr) 5fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <Part name="pick" body={<ScenarioPicker vm={vm} />} />
          <Part name="assign" body={<DrillAssign vm={vm} />} />
        </Stack>
        <Stack gap="4">
          <Part name="watch" body={<DrillWatch vm={vm} />} />
          <Part name="inject" body={<InjectBar vm={vm} />} />
          <Part name="debrief" body={<DebriefPanel vm={vm} />} />
        </Stack>
      </Grid>
    </Box>
  );
});
