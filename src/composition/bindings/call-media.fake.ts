import { BrowserPage } from '../../application/ports/browser-page.port';
import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { VideoGateway } from '../../application/ports/video.port';
import { FakeChatGateway } from '../../adapters/fake/chat-gateway.fake';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { FakeVideoGateway } from '../../adapters/fake/video-gateway.fake';
import type { BindingContext } from './binding-context';
import { optional, portClass } from './bind';
import { RemoteMediaRendererToken } from './simulation-tokens';

/**
 * Demo mode: a call's media, which only the incident pages' live session and chat use (bound with them,
 * fake-adapters.incident-pages.ts): video over the LiveHub and chat over the demo world's chat rooms.
 */
export function bindFakeCallMedia(context: BindingContext): void {
  // The renderer is bound in the browser demo only; headless the gateway records what it would play.
  portClass(context, VideoGateway, FakeVideoGateway, [LiveHub, DemoWorld, optional(RemoteMediaRendererToken)]);
  portClass(context, ChatGateway, FakeChatGateway, [DemoWorld, ChatRooms, BrowserPage, KeyValueStorage.local]);
}
