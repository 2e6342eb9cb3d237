import { Alert, Box, Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { clockText } from '../../../domain/live/call-state';
import type { SendChannel } from '../../../domain/messaging/delivery-status';
import { callStateHintKey, type CallSummary } from './call-state.model';
import type { LiveIncidentViewModel } from './live-incident.view-model';
import { CopyLinkLabel } from './demo-links';
import { PhoneField } from '../../shared/PhoneField';
import { dataListRecipe } from '../../theme/recipes/data-list';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What the call state says in one line (the take-over names who took control when known). */
export function callStateTitle(t: T, vm: LiveIncidentViewModel): string {
  const call = vm.call;
  if (call.kind === 'taken_over' && call.takenOverBy) return t('live.callState.state.taken_over_by', { name: call.takenOverBy });
  return t(`live.callState.state.${call.kind}`);
}

/**
 * SPEC §2, §4, §8 in the video area while no video shows: what is happening (waiting, refused camera, ended, taken
 * over…), the caller's link in words, and the time since it went out and until the console gives up (sending it again
 * is offered under the video: ResendActions); after the operator's stop, the call's summary.
 */
export const CallStateView = observer(function CallStateView({ vm }: { readonly vm: LiveIncidentViewModel }) {
  const { t } = useTranslation();
  const call = vm.call;
  if (call.summary) return <CallSummaryView vm={vm} summary={call.summary} />;
  const waiting = waitingForCaller(vm);
  const hintKey = callStateHintKey(call.kind, waiting);
  const hint = t(hintKey);
  const link = call.link;
  const channel = link.channel ? t(`live.callState.channel.${link.channel}`) : null;
  return (
    <Stack gap="2" align="center" textAlign="center" maxW="lg" role="status" aria-live="polite" data-call-state={call.kind}>
      <Text fontSize="lg" fontWeight="semibold">
        {callStateTitle(t, vm)}
      </Text>
      {hint !== hintKey ? <Text fontSize="sm">{hint}</Text> : null}
      {waiting ? (
        <Text fontSize="sm">
          {channel ? t('live.callState.delivery.label', { channel }) : t('live.callState.delivery.label_unknown')}:{' '}
          {t(`live.callState.delivery.${link.step}`)}
          {call.elapsedMs !== null ? ` · ${t('live.callState.elapsed', { time: clockText(call.elapsedMs) })}` : ''}
        </Text>
      ) : null}
      {call.giveUpInMs !== null ? (
        <Text fontSize="sm" color="orange.200">
          {t('live.callState.give_up', { time: clockText(call.giveUpInMs) })}
        </Text>
      ) : null}
      {call.kind === 'held_elsewhere' ? <HeldCallActions vm={vm} /> : null}
      {vm.ended && call.kind !== 'held_elsewhere' ? (
        <Button size="xs" variant="subtle" onClick={() => vm.newIncident()}>
          {t('live.callState.summary.new_incident')}
        </Button>
      ) : null}
    </Stack>
  );
});

/**
 * The link went out and the caller has not joined: the video area says how the link is doing, and the controls under
 * it offer to send it again (ResendActions). An undelivered link has its one failure state above the page
 * (SendFailureAlert) instead: no delivery line, timer or buttons.
 */
export function waitingForCaller(vm: LiveIncidentViewModel): boolean {
  if (!vm.stopAvailable) return false;
  const call = vm.call;
  return call.summary === null && call.resendOffered && !call.undelivered;
}

/**
 * Send the link again, by the other channel, or cancel the incident: beside Stop under the video rather than inside
 * it, where a short video area (1280×720) hid the second row of buttons below its fold.
 */
export const ResendActions = observer(function ResendActions({ vm }: { readonly vm: LiveIncidentViewModel }) {
  const { t } = useTranslation();
  const call = vm.call;
  const send = (channel: SendChannel, key: string) => (
    <Button
      size="xs"
      variant="subtle"
      loading={call.resending === channel}
      disabled={call.resending !== null}
      onClick={() => void call.resend(channel)}
    >
      {t(key)}
    </Button>
  );
  return (
    <HStack role="group" aria-label={t('live.callState.actions.label')} gap="2" wrap="wrap" justify="center">
      {send(call.lastChannel, `live.callState.actions.resend_${call.lastChannel}`)}
      {send(call.otherChannel, `live.callState.actions.send_${call.otherChannel}`)}
      {vm.videoAllowed ? (
        <Button size="xs" variant="subtle" onClick={() => void vm.media.copyLink()}>
          <CopyLinkLabel copied={vm.media.linkCopied} />
        </Button>
      ) : null}
      <Button size="xs" variant="subtle" colorPalette="red" onClick={() => vm.askStop('cancel')}>
        {t('live.callState.actions.cancel')}
      </Button>
    </HStack>
  );
});

/** Another session holds the call: watch it read-only, try again to take it over (when allowed), or a new incident. */
const HeldCallActions = observer(function HeldCallActions({ vm }: { readonly vm: LiveIncidentViewModel }) {
  const { t } = useTranslation();
  const held = vm.held;
  return (
    <Stack gap="2" align="center">
      {held.mayTakeOver ? <Text fontSize="sm">{t('live.callState.held.take_over_hint')}</Text> : null}
      <HStack role="group" aria-label={t('live.callState.actions.label')} gap="2" wrap="wrap" justify="center">
        {held.mayWatch ? (
          <Button size="xs" colorPalette="blue" onClick={() => void held.watch()}>
            {t('live.callState.held.watch')}
          </Button>
        ) : null}
        {held.mayTakeOver ? (
          <Button size="xs" variant="subtle" onClick={() => held.tryAgain()}>
            {t('live.callState.held.try_again')}
          </Button>
        ) : null}
        <Button size="xs" variant="subtle" onClick={() => vm.newIncident()}>
          {t('live.callState.summary.new_incident')}
        </Button>
      </HStack>
      {held.watchFailed ? (
        <Text fontSize="sm" role="alert">
          {t('live.callState.held.watch_failed')}
        </Text>
      ) : null}
    </Stack>
  );
});

/** Who ended the call, in the summary's words. */
const SUMMARY_CAUSE_KEYS: Readonly<Record<CallSummary['cause'], string>> = {
  operatorStop: 'live.callState.summary.ended_by_operator',
  callerLeft: 'live.callState.summary.ended_by_caller',
  serverStop: 'live.callState.summary.ended_by_server',
};

/** The "call ended" summary: duration, what arrived, the incident's view, finishing it, a new incident. */
interface CallSummaryProps {
  readonly vm: LiveIncidentViewModel;
  readonly summary: CallSummary;
}

const CallSummaryView = observer(function CallSummaryView({ vm, summary }: CallSummaryProps) {
  const { t } = useTranslation();
  const call = vm.call;
  const count = (value: number | null) => (value === null ? t('live.callState.summary.counting') : String(value));
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['duration', summary.durationMs === null ? t('live.callState.summary.unknown') : clockText(summary.durationMs)],
    ['media', count(summary.media)],
    ['chat', count(summary.chat)],
    ['points', String(summary.points)],
  ];
  return (
    <Box as="section" aria-labelledby="live-call-summary" textAlign="start" maxW="md" w="full">
      <Text id="live-call-summary" fontSize="lg" fontWeight="semibold">
        {t('live.callState.summary.title')}
      </Text>
      <Text fontSize="sm" mb="2">
        {t(SUMMARY_CAUSE_KEYS[summary.cause])}
      </Text>
      {/* The figures side by side, as the width allows: the summary and its next steps fit a short video area (1280×720). */}
      <DataList.Root
        recipe={dataListRecipe}
        orientation="horizontal"
        size="sm"
        display="flex"
        flexDirection="row"
        flexWrap="wrap"
        columnGap="4"
        rowGap="1"
      >
        {rows.map(([key, value]) => (
          <DataList.Item key={key} flex="none" gap="1.5">
            <DataList.ItemLabel color="gray.300" minW="0">
              {t(`live.callState.summary.${key}`)}
            </DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text fontSize="sm" mt="2">
        {call.finished ? t('live.callState.summary.finished') : t('live.callState.summary.not_finished')}
      </Text>
      <HStack gap="2" mt="2" wrap="wrap">
        {!call.finished ? (
          <Button size="xs" colorPalette="blue" loading={call.finishing} onClick={() => void call.finish()}>
            {t('live.callState.summary.finish')}
          </Button>
        ) : null}
        <Link href={vm.incidentViewHref} color="blue.200" fontSize="sm">
          {t('live.callState.summary.open_incident')}
        </Link>
        <Button size="xs" variant="subtle" onClick={() => vm.newIncident()}>
          {t('live.callState.summary.new_incident')}
        </Button>
      </HStack>
    </Box>
  );
});

/**
 * SPEC §8 the one failure state of a link that did not reach the caller (a failed send, or a failed delivery): what
 * failed, and what to do: try again, the other channel, or correct the number (the sends then go to it).
 */
export const SendFailureAlert = observer(function SendFailureAlert({ vm }: { readonly vm: LiveIncidentViewModel }) {
  const { t } = useTranslation();
  const call = vm.call;
  if (!call.undelivered || !vm.stopAvailable) return null;
  const retry = call.lastChannel;
  const phone = call.phone;
  const send = (channel: SendChannel, key: string, variant: 'solid' | 'outline') => (
    <Button
      size="xs"
      variant={variant}
      loading={call.resending === channel}
      disabled={call.resending !== null || call.correctionIncomplete}
      onClick={() => void call.resend(channel)}
    >
      {t(key)}
    </Button>
  );
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" gap="2" py="2">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{call.sendFailure ? t(call.sendFailure) : t('live.callState.state.undelivered')}</Alert.Title>
        <Alert.Description>{t('live.callState.failure.hint')}</Alert.Description>
        {phone ? (
          <Box maxW="md">
            <PhoneField
              phone={phone}
              onPrefix={(prefix) => phone.setPrefix(prefix)}
              onNumber={(typed) => phone.typeNumber(typed)}
              labels={{ prefix: t('incident_create.prefix'), number: t('incident_create.phone') }}
            />
          </Box>
        ) : null}
        <HStack role="group" aria-label={t('live.callState.actions.label')} gap="2" wrap="wrap">
          {send(retry, `live.callState.failure.retry_${retry}`, 'solid')}
          {send(call.otherChannel, `live.callState.actions.send_${call.otherChannel}`, 'outline')}
          {phone ? (
            <Button size="xs" variant="outline" onClick={() => call.cancelCorrection()}>
              {t('live.callState.failure.keep_number')}
            </Button>
          ) : (
            <Button size="xs" variant="outline" onClick={() => call.correctPhone()}>
              {t('live.callState.failure.correct_number')}
            </Button>
          )}
          <Button size="xs" variant="outline" onClick={() => vm.askStop('cancel')}>
            {t('live.callState.actions.cancel')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
});
