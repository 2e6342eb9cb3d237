import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import type { TrainerPanelViewModel } from './trainer-panel.view-model';
import { radioGroupRecipe } from '../../theme/recipes/radio-group';

const TARGETS = ['nextLink', 'phone'] as const;

/**
 * Step 2: who gets the drill (the trainee's next link, or the next link to a phone number), and what became of it. In a
 * room, `desk` is the desk's account (its tabs are one desk, and the room asks the trainer's name once); in the demo,
 * the drill is held by this browser's tabs and the trainer's name is asked here.
 */
export const DrillAssign = observer(function DrillAssign({ vm, desk = null }: { vm: TrainerPanelViewModel; desk?: string | null }) {
  const { t } = useTranslation();
  const drill = vm.drill;
  return (
    <Stack gap="3">
      <DrillState vm={vm} desk={desk} />
      <RadioGroup.Root
        recipe={radioGroupRecipe}
        value={vm.targetKind}
        onValueChange={(details) => details.value && vm.setTargetKind(details.value as (typeof TARGETS)[number])}
        aria-label={t('training.assign.target')}
      >
        <Stack gap="1">
          {TARGETS.map((target) => (
            <RadioGroup.Item key={target} value={target}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`training.assign.targets.${target}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {vm.targetKind === 'phone' && (
        <Field.Root>
          <Field.Label>{t('training.assign.phone')}</Field.Label>
          <Input inputMode="tel" value={vm.phone} placeholder="+55 21 99999-0001" onChange={(e) => vm.setPhone(e.currentTarget.value)} />
          <Field.HelperText>{t('training.assign.phone_help')}</Field.HelperText>
        </Field.Root>
      )}
      {desk === null && (
        <Field.Root>
          <Field.Label>{t('training.assign.trainer')}</Field.Label>
          <Input value={vm.trainer} autoComplete="name" onChange={(e) => vm.setTrainer(e.currentTarget.value)} />
          <Field.HelperText>{t('training.assign.trainer_help')}</Field.HelperText>
        </Field.Root>
      )}
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="blue" disabled={!vm.canAssign} onClick={() => vm.assign()}>
          {vm.selected ? t('training.assign.button_named', { name: vm.selected.name }) : t('training.assign.button')}
        </Button>
        {drill?.phase === 'waiting' && (
          <Button variant="outline" onClick={() => vm.cancel()}>
            {t('training.assign.cancel')}
          </Button>
        )}
      </HStack>
      {vm.running && (
        <Text fontSize="sm" color="fg.muted">
          {t('training.assign.one_at_a_time')}
        </Text>
      )}
    </Stack>
  );
});

/** What became of the drill given (waiting for a tab, running…), another trainer's drill in the way, and its problems. */
const DrillState = observer(function DrillState({ vm, desk }: { readonly vm: TrainerPanelViewModel; readonly desk: string | null }) {
  const { t } = useTranslation();
  const drill = vm.drill;
  const held = desk === null ? 'training.assign' : 'training.assign.desk';
  return (
    <>
      {drill && (
        <InlineAlert
          status={drill.phase === 'waiting' && drill.tabs === 0 ? 'warning' : 'info'}
          title={t(`training.assign.phase.${drill.phase}`, { name: drill.scenario.name })}
          text={
            drill.phase === 'waiting' ? t(drill.tabs === 0 ? `${held}.no_tab` : `${held}.held`, { count: drill.tabs, desk }) : undefined
          }
        />
      )}
      {vm.busyWith !== null && (
        <InlineAlert
          status="warning"
          title={t('training.assign.busy.title', { name: vm.busyWith })}
          text={t('training.assign.busy.text')}
        />
      )}
      {drill && drill.problems.length > 0 && (
        <InlineAlert
          status="error"
          title={t('training.assign.problems')}
          text={
            <Stack gap="0.5">
              {drill.problems.map((problem, index) => (
                <Text key={index} fontSize="sm">
                  {problem}
                </Text>
              ))}
            </Stack>
          }
        />
      )}
    </>
  );
});
