import type { LiveSessionPorts } from '../../application/live/live-session.ports';
import type { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import type { BrowserPage } from '../../application/ports/browser-page.port';
import type { ChatGateway } from '../../application/ports/chat-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { CollabGateway } from '../../application/ports/collab-gateway.port';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import type { FilesGateway } from '../../application/ports/files-gateway.port';
import type { Geolocation } from '../../application/ports/geolocation.port';
import type { HealthGateway } from '../../application/ports/health-gateway.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { Randomness } from '../../application/ports/randomness.port';
import type { ScenarioLibrary } from '../../application/training/ports/scenario-library.port';
import type { TrainingRoom } from '../../application/training/ports/training-room.port';
import type { TabLocks } from '../../application/ports/tab-locks.port';
import type { TabPeers } from '../../application/ports/tab-peers.port';
import type { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import type { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import type { PlayableMedia } from '../../application/ports/playable-media.port';
import type { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import type { LocalNetwork } from '../../application/ports/local-network.port';
import type { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RecentLogs } from '../../application/ports/recent-logs.port';
import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { PortToken } from '../../application/ports/resource-gateway.port';
import type { PushNotifications } from '../../application/ports/push.port';
import type { RealtimeEvents } from '../../application/ports/realtime-events.port';
import type { RolesGateway } from '../../application/ports/roles-gateway.port';
import type { SettingsGateway } from '../../application/ports/settings-gateway.port';
import type { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import type { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import type { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import type { VideoGateway } from '../../application/ports/video.port';
import type { WazeGateway } from '../../application/ports/waze-gateway.port';
import type { RemoteMediaRenderer } from '../../adapters/fake/video-gateway.fake';
import type { AppConfig } from '../app-config';
import type { AppConfigToken, HttpClient, LiveSessionPortsToken } from '../tokens';
import type { RemoteMediaRendererToken } from './simulation-tokens';

/**
 * What each symbol token stands for. A port's token is a `Symbol.for` constant, so the type system knows it as its
 * own `unique symbol` but not which interface it names: this table says so once, for the binding helpers (bind.ts),
 * which check with it that a dependency fits its parameter and that an adapter implements its port. Types only:
 * nothing here reaches a bundle.
 */
type TokenEntry =
  | readonly [typeof AddressAutocomplete, AddressAutocomplete]
  | readonly [typeof AuthGateway, AuthGateway]
  | readonly [typeof BrowserPage, BrowserPage]
  | readonly [typeof ChatGateway, ChatGateway]
  | readonly [typeof Clock, Clock]
  | readonly [typeof PlayableMedia, PlayableMedia]
  | readonly [typeof CollabGateway, CollabGateway]
  | readonly [typeof ErrorReporter, ErrorReporter]
  | readonly [typeof FilesGateway, FilesGateway]
  | readonly [typeof Geolocation, Geolocation]
  | readonly [typeof HealthGateway, HealthGateway]
  | readonly [typeof IdGenerator, IdGenerator]
  | readonly [typeof Randomness, Randomness]
  | readonly [typeof IncidentLinksGateway, IncidentLinksGateway]
  | readonly [typeof IncidentsGateway, IncidentsGateway]
  | readonly [typeof IncidentsRestGateway, IncidentsRestGateway]
  | readonly [typeof LiveStreamingGateway, LiveStreamingGateway]
  | readonly [typeof LocalNetwork, LocalNetwork]
  | readonly [typeof LocationTrackerGateway, LocationTrackerGateway]
  | readonly [typeof Logger, Logger]
  | readonly [typeof RecentLogs, RecentLogs]
  | readonly [typeof MessageStatusGateway, MessageStatusGateway]
  | readonly [typeof PushNotifications, PushNotifications]
  | readonly [typeof RealtimeEvents, RealtimeEvents]
  | readonly [typeof RolesGateway, RolesGateway]
  | readonly [typeof SettingsGateway, SettingsGateway]
  | readonly [typeof SpeedTestGateway, SpeedTestGateway]
  | readonly [typeof UserBehaviourGateway, UserBehaviourGateway]
  | readonly [typeof VideoTemplatesGateway, VideoTemplatesGateway]
  | readonly [typeof VideoGateway, VideoGateway]
  | readonly [typeof WazeGateway, WazeGateway]
  | readonly [typeof TrainingRoom, TrainingRoom]
  | readonly [typeof TabPeers, TabPeers]
  | readonly [typeof TabLocks, TabLocks]
  | readonly [typeof ScenarioLibrary, ScenarioLibrary]
  // Composition's own tokens.
  | readonly [typeof AppConfigToken, AppConfig]
  | readonly [typeof HttpClient, HttpClient]
  | readonly [typeof LiveSessionPortsToken, LiveSessionPorts]
  | readonly [typeof RemoteMediaRendererToken, RemoteMediaRenderer];

/** A symbol token listed above. */
export type KnownSymbol = TokenEntry[0];

/**
 * The tokens whose value fits a parameter of type P. KeyValueStorage's two tokens (`.local`, `.session`) are
 * members of an object, so the type system sees them as plain `symbol`: a KeyValueStorage parameter accepts any
 * symbol, every other parameter only the tokens of its type.
 */
export type SymbolFor<P, E extends TokenEntry = TokenEntry> =
  | (E extends readonly [infer K, infer T] ? ([T] extends [P] ? K : never) : never)
  | PortToken<P>
  | (KeyValueStorage extends P ? symbol : never);

/** What the container gives for a symbol token (a plain `symbol` is one of KeyValueStorage's; a derived port's token says its type). */
export type TypeOfSymbol<K extends symbol> = symbol extends K
  ? KeyValueStorage
  : K extends PortToken<infer G>
    ? G
    : Extract<TokenEntry, readonly [K, unknown]>[1];
