import { Badge, Box, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { drillTimeText } from '../../../domain/training/drill-time';
import { timelineEvents } from '../../../domain/training/drill-event';
import type { DrillStepState } from '../../../domain/training/training-protocol';
import { actionText, eventText } from './drill-words';
import { Column } from './Column';
import type { TrainerPanelViewModel } from './trainer-panel.view-model';

const STATE_PALETTE: Readonly<Record<DrillStepState, string>> = {
  done: 'green',
  next: 'blue',
  pending: 'gray',
  skipped: 'orange',
  actor: 'purple',
};

/** The moments the trainer looks for in the timeline: alerts, injections and an actor taking the caller over. */
const BOLD_EVENTS: ReadonlySet<string> = new Set(['alert', 'injected', 'actorTookOver']);

/** Step 3: the scenario's steps (done, next, pending, skipped, not run for an actor) beside the live timeline of the trainee's call. */
export const DrillWatch = observer(function DrillWatch({ vm }: { vm: TrainerPanelViewModel }) {
  const { t } = useTranslation();
  const drill = vm.drill;
  const timeline = useRef<HTMLDivElement>(null);
  const heard = drill?.events.length ?? 0;
  // The newest moment stays in sight as the drill unfolds.
  useEffect(() => {
    const box = timeline.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [heard]);
  if (!drill) return <Text color="fg.muted">{t('training.watch.nothing')}</Text>;
  // Where an actor's phone took the caller over: the caller's steps after it were not run, and say why (and, when the
  // scenario's faults of the console come after it, that those still ran).
  const handOver = vm.handOver;
  const faults = handOver?.faultsAfter ? '_faults' : '';
  const handOverText =
    handOver?.at === null || !handOver
      ? t(`training.watch.actor_here${faults}`)
      : t(`training.watch.actor_from${faults}`, { at: drillTimeText(handOver.at) });
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(220px, 2fr) 3fr' }} gap="4" alignItems="start">
      <Column title={t('training.watch.steps')} empty={vm.steps.length === 0 ? t('training.watch.no_steps') : null}>
        <Stack as="ol" aria-label={t('training.watch.steps')} gap="1" maxH="44vh" overflowY="auto" pe="1">
          {vm.steps.map((step, index) => (
            <Fragment key={step.index}>
              {step.state === 'actor' && vm.steps[index - 1]?.state !== 'actor' && (
                <Text as="li" fontSize="sm" color="purple.fg" fontWeight="semibold" listStyleType="none">
                  {handOverText}
                </Text>
              )}
              <HStack as="li" gap="2" fontSize="sm">
                <Text fontFamily="mono" color="fg.muted" minW="12">
                  {drillTimeText(step.at)}
                </Text>
                <Text flex="1">{actionText(t, step.action)}</Text>
                <Badge size="sm" colorPalette={STATE_PALETTE[step.state]}>
                  {t(`training.watch.state.${step.state}`)}
                </Badge>
              </HStack>
            </Fragment>
          ))}
        </Stack>
      </Column>
      <Column
        title={t('training.watch.timeline')}
        empty={drill.events.length > 0 ? null : t(drill.phase === 'waiting' ? 'training.watch.waiting' : 'training.watch.no_events')}
      >
        <Box ref={timeline} maxH="44vh" overflowY="auto" aria-live="polite">
          <Table.Root size="sm" aria-label={t('training.watch.timeline')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="16" whiteSpace="nowrap">
                  {t('training.watch.since_link')}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('training.watch.what')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('training.watch.detail')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {timelineEvents(drill.events).map((event, index) => {
                const words = eventText(t, event);
                return (
                  <Table.Row key={index}>
                    <Table.Cell fontFamily="mono">{drillTimeText(event.at)}</Table.Cell>
                    <Table.Cell fontWeight={BOLD_EVENTS.has(event.kind) ? 'semibold' : undefined}>{words.what}</Table.Cell>
                    <Table.Cell color="fg.muted" wordBreak="break-word">
                      {words.detail}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </Column>
    </Grid>
  );
});
