import { Logger } from '../../application/ports/logger.port';
import { VideoGateway } from '../../application/ports/video.port';
import { AgoraVideoGateway } from '../../adapters/real/agora-video.adapter';
import { TwilioChatGateway } from '../../adapters/real/twilio-chat.adapter';
import type { BindingContext } from './binding-context';
import { port } from './bind';
import { chatPort } from './edge-guard.real';
import { bindRealLiveComms } from './live-comms.real';
import { HttpClient } from '../tokens';

/**
 * Production: the live ports over the platform's backend: the WebSocket and the live REST calls (live-comms.real.ts),
 * video over Agora (VITE_AGORA_APP_ID) and chat over the
 * platform's Twilio endpoints and Twilio Conversations; each adapter imports its SDK on first use only.
 */
export function bindRealLive(context: BindingContext): void {
  bindRealLiveComms(context);
  port(context, VideoGateway, [Logger], (logger) => new AgoraVideoGateway({ appId: context.config.agoraAppId, logger }));
  chatPort(context, [HttpClient, Logger], (http, logger) => new TwilioChatGateway(http, { logger }));
}
