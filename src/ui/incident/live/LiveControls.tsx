import { Badge, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutKeys } from '../../../domain/live/live-shortcuts';
import type { QualityLevel } from '../../../domain/network/network-quality';
import type { LiveIncidentViewModel } from './live-incident.view-model';
import { CopyLinkLabel } from './demo-links';
import { ResendActions, waitingForCaller } from './CallStateView';

const QUALITY_PALETTE: Record<QualityLevel, string> = { green: 'green', yellow: 'yellow', red: 'red', unknown: 'gray' };
const CONNECTION_PALETTE: Record<string, string> = {
  CONNECTED: 'green',
  CONNECTING: 'yellow',
  RECONNECTING: 'yellow',
  DISCONNECTING: 'orange',
  DISCONNECTED: 'red',
};

export interface LiveStatusAndControlsProps {
  readonly vm: LiveIncidentViewModel;
  /** The share button, when the page has one. */
  readonly share: ReactNode;
}

/**
 * SPEC §2, §4, §9 under the video, in as few lines as the width allows: connection and network quality, the remote
 * streams to choose from, and the live controls (Stop first).
 */
export const LiveStatusAndControls = observer(function LiveStatusAndControls({ vm, share }: LiveStatusAndControlsProps) {
  const { t } = useTranslation();
  const state = vm.state;
  const connection = state?.videoConnection ?? 'DISCONNECTED';
  return (
    <Flex gap="2" wrap="wrap" align="center" flexShrink={0}>
      {(vm.stopOffered || vm.controlsVisible || (vm.watching && state?.phase === 'live')) && vm.liveSession ? (
        <HStack role="toolbar" aria-label={t('incident_live.controls.label')} gap="2" wrap="wrap">
          {vm.watching ? (
            <Badge colorPalette="purple" size="lg">
              {t('incident_live.watching')}
            </Badge>
          ) : null}
          {/* Stop whenever there is a call (a link on its way, a caller), a stream shown or not; it asks first. A red ring around the red button
              would read as its border: the text colour rings it, in either theme. */}
          {vm.stopOffered ? (
            <Button
              size="sm"
              colorPalette="red"
              focusRingColor="fg"
              loading={vm.stopping}
              aria-keyshortcuts={shortcutKeys('stop')}
              onClick={() => vm.askStop()}
            >
              {t('incident_live.controls.stop')}
            </Button>
          ) : null}
          {vm.controlsVisible ? <StreamControls vm={vm} share={share} /> : null}
        </HStack>
      ) : null}
      {waitingForCaller(vm) ? <ResendActions vm={vm} /> : null}

      {vm.videoAllowed && vm.remoteUsers.length > 0 && !vm.ended ? (
        <HStack role="group" aria-labelledby="live-streams-heading" gap="2" wrap="wrap">
          <Text id="live-streams-heading" fontWeight="semibold" fontSize="sm">
            {t('incident_live.streams.title')}
          </Text>
          {/* Numbered in the order they joined: a stream's uid is the video service's identifier, not a name. */}
          {vm.remoteUsers.map((user, index) => (
            <Button
              key={user.uid}
              size="xs"
              variant={vm.selectedUid === user.uid ? 'solid' : 'outline'}
              aria-pressed={vm.selectedUid === user.uid}
              disabled={!user.video}
              onClick={() => vm.media.selectStream(user.uid)}
            >
              {t('incident_live.streams.stream', { number: index + 1 })}
              {user.video ? '' : ` (${t('incident_live.streams.no_video')})`}
            </Button>
          ))}
        </HStack>
      ) : null}

      <HStack gap="2" wrap="wrap" aria-label={t('incident_live.connection.group')} role="group">
        <Badge colorPalette={vm.ended ? 'gray' : (CONNECTION_PALETTE[connection] ?? 'gray')} role="status" aria-live="polite">
          {t('incident_live.connection.label')}:{' '}
          {vm.ended ? t('live.callState.session_ended') : t(`incident_live.connection.${connection}`)}
        </Badge>
        {/* SPEC §4: the server's own word on the live channel (connectionStatus), once it has said it. */}
        {!vm.ended && state && state.serverStatus !== 'UNKNOWN' ? (
          <Badge colorPalette={CONNECTION_PALETTE[state.serverStatus]} data-server-status={state.serverStatus}>
            {t('incident_live.connection.server')}: {t(`incident_live.connection.${state.serverStatus}`)}
          </Badge>
        ) : null}
        {(['uplink', 'downlink'] as const).map((direction) => {
          const level = vm.ended ? 'unknown' : (state?.quality[direction] ?? 'unknown');
          return (
            <Badge key={direction} colorPalette={QUALITY_PALETTE[level]} data-quality={level}>
              {t(`incident_live.quality.${direction}`)}: {t(`incident_live.quality.${level}`)}
            </Badge>
          );
        })}
      </HStack>
    </Flex>
  );
});

/** The controls of a call with a remote user (SPEC §2: shown only with remote users on a not-deleted incident). */
const StreamControls = observer(function StreamControls({ vm, share }: LiveStatusAndControlsProps) {
  const { t } = useTranslation();
  const state = vm.state;
  return (
    <>
      <ToggleControl pressed={state?.blurAll ?? false} shortcut={shortcutKeys('blur')} onToggle={() => vm.media.toggleBlurAll()}>
        {t('incident_live.controls.blur_all')}
      </ToggleControl>
      {vm.videoAllowed ? (
        <Button size="sm" variant="outline" onClick={() => void vm.media.copyLink()}>
          <CopyLinkLabel copied={vm.media.linkCopied} />
        </Button>
      ) : null}
      {vm.watching ? null : share}
      {vm.watching ? null : (
        <ToggleControl pressed={state?.muted ?? false} shortcut={shortcutKeys('mute')} onToggle={() => vm.media.toggleMuted()}>
          {t('incident_live.controls.mute')}
        </ToggleControl>
      )}
      {state?.broadcastAllowed && !vm.watching ? (
        <ToggleControl pressed={state.broadcasting} onToggle={() => void vm.media.toggleBroadcast()}>
          {t('incident_live.controls.broadcast')}
        </ToggleControl>
      ) : null}
    </>
  );
});

interface ToggleControlProps {
  readonly pressed: boolean;
  /** Its keyboard shortcut (aria-keyshortcuts), where it has one. */
  readonly shortcut?: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/**
 * An on/off control (blur, mute, talk): while on it is filled and says "On" after its name, so its state shows at a
 * glance and in its words, not only to a screen reader through aria-pressed.
 */
function ToggleControl({ pressed, shortcut, onToggle, children }: ToggleControlProps) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant={pressed ? 'solid' : 'outline'} aria-pressed={pressed} aria-keyshortcuts={shortcut} onClick={onToggle}>
      {children}
      {pressed ? (
        <>
          {' '}
          <Badge size="sm" variant="surface">
            {t('incident_live.controls.state_on')}
          </Badge>
        </>
      ) : null}
    </Button>
  );
}
