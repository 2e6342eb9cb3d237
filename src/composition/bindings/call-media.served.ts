import { VideoGateway } from '../../application/ports/video.port';
import { browserCallerMedia } from '../../adapters/fake/simulation/browser-media.browser';
import { RelayChatGateway } from '../../adapters/served/relay-chat.adapter';
import { RelaySocket } from '../../adapters/served/relay-socket';
import { ServedRecordingUpload } from '../../adapters/served/recording-upload.adapter';
import { RelayVideoGateway } from '../../adapters/served/relay-video.adapter';
import type { BindingContext } from './binding-context';
import { HttpClient } from '../tokens';
import { port } from './bind';
import { chatPort } from './edge-guard.real';

/**
 * The served console (`npm run serve`): a call's video and chat over the demo world's server (its relay socket,
 * bound with the login route's ports by push.served.ts) instead of Agora and Twilio, which a local server cannot
 * stand in for; bound with the incident pages, which alone use them (served-adapters.incident-pages.ts).
 * The simulated caller's picture is drawn here, as the in-browser demo draws it, and what this browser plays of a
 * caller is recorded and uploaded to the server (in parts while it records), which keeps it as the call's recording.
 */
export function bindServedCallMedia(context: BindingContext): void {
  port(context, VideoGateway, [RelaySocket, HttpClient], (relay, http) => {
    return new RelayVideoGateway(relay, (name, since) => browserCallerMedia.create(name, since), new ServedRecordingUpload(http));
  });
  chatPort(context, [RelaySocket], (relay) => new RelayChatGateway(relay));
}
