import { UsersGateway } from '../../application/ports/users-gateway.port';
import { AllowedDevicesGateway } from '../../application/ports/allowed-devices-gateway.port';
import { AllowedIpsGateway } from '../../application/ports/allowed-ips-gateway.port';
import { SignInsGateway } from '../../application/ports/sign-ins-gateway.port';
import { SignedInUsersGateway } from '../../application/ports/signed-in-users-gateway.port';
import { RegistrationsGateway } from '../../application/ports/registrations-gateway.port';
import { PlacesOfInterestGateway } from '../../application/ports/places-of-interest-gateway.port';
import { AllowedPlacesGateway } from '../../application/ports/allowed-places-gateway.port';
import { AppRatingsGateway } from '../../application/ports/app-ratings-gateway.port';
import { ArgosGateway } from '../../application/ports/argos-gateway.port';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { TenantsGateway } from '../../application/ports/tenants-gateway.port';
import { FeaturesGateway } from '../../application/ports/features-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
import { guardChatGateway } from '../../adapters/real/chat.guard';
import { guardGateway } from '../../adapters/real/unexpected-error.guard';
import type { BindingContext } from './binding-context';

/**
 * The request/answer gateways of the platform's backend (REST and GraphQL). tests/composition/edge-guard-coverage.test.ts
 * finds every gateway the ports declare and fails on one this list leaves out.
 */
const GUARDED: ReadonlyArray<readonly [string, symbol]> = [
  ['AuthGateway', AuthGateway],
  ['CollabGateway', CollabGateway],
  ['FilesGateway', FilesGateway],
  ['HealthGateway', HealthGateway],
  ['IncidentLinksGateway', IncidentLinksGateway],
  ['IncidentsGateway', IncidentsGateway],
  ['IncidentsRestGateway', IncidentsRestGateway],
  ['LiveStreamingGateway', LiveStreamingGateway],
  ['LocationTrackerGateway', LocationTrackerGateway],
  ['MessageStatusGateway', MessageStatusGateway],
  ['PredefinedDescriptionsGateway', PredefinedDescriptionsGateway],
  ['RolesGateway', RolesGateway],
  ['SettingsGateway', SettingsGateway],
  ['SpeedTestGateway', SpeedTestGateway],
  ['TenantsGateway', TenantsGateway],
  ['FeaturesGateway', FeaturesGateway],
  ['UserBehaviourGateway', UserBehaviourGateway],
  ['VideoTemplatesGateway', VideoTemplatesGateway],
  ['WazeGateway', WazeGateway],
  ['UsersGateway', UsersGateway],
  ['AllowedDevicesGateway', AllowedDevicesGateway],
  ['AllowedIpsGateway', AllowedIpsGateway],
  ['SignInsGateway', SignInsGateway],
  ['SignedInUsersGateway', SignedInUsersGateway],
  ['RegistrationsGateway', RegistrationsGateway],
  ['PlacesOfInterestGateway', PlacesOfInterestGateway],
  ['AllowedPlacesGateway', AllowedPlacesGateway],
  ['AppRatingsGateway', AppRatingsGateway],
  ['ArgosGateway', ArgosGateway],
];

/**
 * Production: every backend gateway, when first built, is wrapped by the edge guard, so a bug inside an adapter is
 * logged and reported and reaches its caller as GatewayError('unexpected'), never as a server's message.
 * Registered with the login route's bindings; it applies to the gateways bound after sign-in too.
 */
export function guardRealGateways({ onActivation }: BindingContext): void {
  for (const [name, token] of GUARDED) {
    onActivation(token, (context, gateway: object) =>
      guardGateway(name, gateway, { logger: context.get<Logger>(Logger), reporter: context.get<ErrorReporter>(ErrorReporter) }),
    );
  }
  // The chat's SDK conversations are guarded as they open.
  onActivation(ChatGateway, (context, gateway: ChatGateway) =>
    guardChatGateway(gateway, { logger: context.get<Logger>(Logger), reporter: context.get<ErrorReporter>(ErrorReporter) }),
  );
}
