import { Logger } from '../../application/ports/logger.port';
import { VideoGateway } from '../../application/ports/video.port';
import { AgoraVideoGateway } from '../../adapters/real/agora-video.adapter';
import { TwilioChatGateway } from '../../adapters/real/twilio-chat.adapter';
import type { BindingContext } from './binding-context';
import { port } from './bind';
import { chatPort } from './edge-guard.real';
import { HttpClient } from '../tokens';

/**
 * Production: a call's media, which only the incident pages' live session and chat use (bound with them,
 * real-adapters.incident-pages.ts): video over Agora (VITE_AGORA_APP_ID) and chat over the platform's Twilio
 * endpoints and Twilio Conversations; each adapter imports its SDK on first use only.
 */
export function bindRealCallMedia(context: BindingContext): void {
  port(context, VideoGateway, [Logger], (logger) => new AgoraVideoGateway({ appId: context.config.agoraAppId, logger }));
  chatPort(context, [HttpClient, Logger], (http, logger) => new TwilioChatGateway(http, { logger }));
}
