import type { AuditRecorder } from '../admin/audit-recorder';
import type { IncidentAnswerOrder } from '../incidents/incident-answer-order';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { VideoGateway } from '../ports/video.port';
import type { Incident } from '../../domain/incident/incident';
import type { Settings } from '../../domain/incident/settings';
import type { RealtimeConnectionFlow } from './realtime-connection.flow';

/** What a live session is built from (LiveSessionFactory gives each session these; the mode reads them too). */
export interface LiveSessionPorts {
  readonly incidents: IncidentsGateway;
  readonly incidentsRest: IncidentsRestGateway;
  readonly video: VideoGateway;
  readonly realtime: RealtimeConnectionFlow;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The signed-in operator's id (take-over compares activeOperator with it); null when nobody is signed in. */
  readonly myOperatorId: () => string | null;
  /**
   * Whether the signed-in user may run this incident's call (stop, mute, broadcast; SPEC §6, domain
   * callCommandsAllowed); absent: always.
   */
  readonly mayRunCall?: (incident: Incident | null) => boolean;
  /** The tenant settings (SPEC §3); failures fall back to the defaults (broadcast not allowed). */
  readonly settings: () => Promise<Settings>;
  /** The audit trail (SPEC §3 TAKE_CONTROL_OF_EVENT). */
  readonly audit: AuditRecorder;
  /** SPEC §8: whether the caller joined without the video channel showing it (CallerEngagementCheck); absent: never. */
  readonly callerEngaged?: (incidentId: string, chat: boolean) => Promise<boolean>;
  /** Orders the incident's reloads with its saves (an older answer never replaces a newer one). */
  readonly answers: IncidentAnswerOrder;
}
