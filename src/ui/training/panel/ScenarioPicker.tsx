import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../shared/FilePickButton';
import { InlineAlert } from '../../shared/InlineAlert';
import type { DrillScenario } from '../../../domain/training/drill-scenario';
import type { TrainerPanelViewModel } from './trainer-panel.view-model';
import { listRecipe } from '../../theme/recipes/list';

/** Reads a file the trainer chose or dropped and hands its text to the panel (which checks it). */
async function readInto(vm: TrainerPanelViewModel, file: File | null | undefined): Promise<void> {
  if (file) vm.loadFile(file.name, await file.text());
}

/** Step 1: the bundled scenarios (built-in ones with their digit) and a scenario file loaded from disk. */
export const ScenarioPicker = observer(function ScenarioPicker({ vm }: { vm: TrainerPanelViewModel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <ScenarioDropZone vm={vm} />
      {vm.refused && (
        <InlineAlert
          status="error"
          title={t('training.pick.refused', { file: vm.refused.fileName, count: vm.refused.problems.length })}
          text={
            <List.Root recipe={listRecipe} as="ul" aria-label={t('training.pick.problems')} fontSize="sm" ps="4">
              {vm.refused.problems.map((problem, index) => (
                <List.Item key={index}>
                  <Text as="span" fontFamily="mono" fontWeight="semibold">
                    {problem.path}
                  </Text>
                  {`: ${problem.message}`}
                </List.Item>
              ))}
            </List.Root>
          }
        />
      )}
      <Stack as="ul" role="list" aria-label={t('training.pick.list')} gap="1" maxH="40vh" overflowY="auto" pe="1">
        {vm.scenarios.map((scenario) => (
          <ScenarioChoice key={scenario.key} vm={vm} scenario={scenario} />
        ))}
      </Stack>
    </Stack>
  );
});

/** Where a scenario file is dropped, or picked with its button. */
function ScenarioDropZone({ vm }: { readonly vm: TrainerPanelViewModel }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readInto(vm, event.dataTransfer.files[0]);
  };
  return (
    <Box
      role="group"
      aria-label={t('training.pick.drop_zone')}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'blue.400' : 'border'}
      borderRadius="md"
      p="3"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('training.pick.drop_hint')}
        </Text>
        <FilePickButton
          label={t('training.pick.load')}
          inputLabel={t('training.pick.file_input')}
          accept="application/json,.json"
          onPick={(file) => void readInto(vm, file)}
        />
      </HStack>
    </Box>
  );
}

/** One scenario to choose: its name, where it comes from (or its digit) and what it plays. */
const ScenarioChoice = observer(function ScenarioChoice({
  vm,
  scenario,
}: {
  readonly vm: TrainerPanelViewModel;
  readonly scenario: DrillScenario;
}) {
  const { t } = useTranslation();
  const chosen = scenario.key === vm.selectedKey;
  return (
    <li>
      <Button
        variant={chosen ? 'subtle' : 'ghost'}
        colorPalette={chosen ? 'blue' : 'gray'}
        aria-pressed={chosen}
        onClick={() => vm.select(scenario.key)}
        h="auto"
        w="full"
        py="2"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
      >
        <Stack gap="0.5" align="flex-start" w="full">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{scenario.name}</Text>
            <Badge size="sm" colorPalette={scenario.source === 'loaded' ? 'purple' : scenario.source === 'builtIn' ? 'blue' : 'gray'}>
              {scenario.digit !== null ? t('training.pick.digit', { digit: scenario.digit }) : t(`training.pick.source.${scenario.source}`)}
            </Badge>
          </HStack>
          {scenario.description && (
            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
              {scenario.description}
            </Text>
          )}
        </Stack>
      </Button>
    </li>
  );
});
