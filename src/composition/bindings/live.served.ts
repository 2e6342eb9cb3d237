import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { VideoGateway } from '../../application/ports/video.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import { browserCallerMedia } from '../../adapters/fake/simulation/browser-media.browser';
import { RelayChatGateway } from '../../adapters/served/relay-chat.adapter';
import { RelaySocket } from '../../adapters/served/relay-socket';
import { ServedRecordingUpload } from '../../adapters/served/recording-upload.adapter';
import { RelayVideoGateway } from '../../adapters/served/relay-video.adapter';
import { RELAY_PATH } from '../../adapters/shared/relay-protocol';
import type { BindingContext } from './binding-context';
import { HttpClient } from '../tokens';
import { port, singletonOf } from './bind';
import { chatPort } from './edge-guard.real';
import { bindRealLiveComms } from './live-comms.real';

/**
 * The served console (`npm run serve`): the live page's REST and WebSocket calls as in production
 * (live-comms.real.ts), but video and chat over the demo world's server (its relay socket at VITE_WS_URL +
 * RELAY_PATH, opened with the signed-in token) instead of Agora and Twilio, which a local server cannot stand in for.
 * The simulated caller's picture is drawn here, as the in-browser demo draws it, and what this browser plays of a
 * caller is recorded and uploaded to the server, which keeps it as the call's recording.
 */
export function bindServedLive(context: BindingContext): void {
  bindRealLiveComms(context);
  singletonOf(
    context,
    RelaySocket,
    [KeyValueStorage.local, Logger],
    (storage, logger) => new RelaySocket(`${context.config.wsUrl}${RELAY_PATH}`, () => storage.get(LOCAL_STATE_KEYS.token), logger),
  );
  port(context, VideoGateway, [RelaySocket, HttpClient], (relay, http) => {
    const upload = new ServedRecordingUpload(http);
    return new RelayVideoGateway(
      relay,
      (name, since) => browserCallerMedia.create(name, since),
      (channel, media) => upload.keep(channel, media),
    );
  });
  chatPort(context, [RelaySocket], (relay) => new RelayChatGateway(relay));
}
