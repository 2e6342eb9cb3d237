import { parseLiveIncidentId } from '../../domain/live/live-incident-id';
import { err, ok, type Result } from '../../domain/shared/result';
import { LiveSessionFlow } from './live-session.flow';
import type { SharedViewAccess } from '../../domain/sharing/shared-live-view';
import { OPERATOR_MODE, readOnlyMode } from './live-session.mode';
import type { LiveSessionPorts } from './live-session.ports';

export interface CreateLiveSessionInput {
  /** The {id} of the route, as typed. */
  readonly incidentId: unknown;
  /** SPEC §2 {tenant}/incident/live/{id}/view: the view without login (no socket, no operator commands). */
  readonly readOnly?: boolean;
  /** The read-only view's tenant and share token (from its link); without them the view shows nothing. */
  readonly share?: SharedViewAccess | null;
}

export type CreateLiveSessionError = { readonly kind: 'invalid-incident-id' };

/**
 * SPEC §2 {tenant}/incident/live/{id} and …/view: creates the live session of an incident, not started: the caller
 * starts it, listens to its events and disposes it when the page goes away. A factory rather than a use case: the
 * session must exist (synchronously) before the page subscribes to it.
 */
export class LiveSessionFactory {
  constructor(private readonly ports: LiveSessionPorts) {}

  create(input: CreateLiveSessionInput): Result<LiveSessionFlow, CreateLiveSessionError> {
    const incidentId = parseLiveIncidentId(input?.incidentId);
    if (incidentId === null) return err({ kind: 'invalid-incident-id' });
    return ok(new LiveSessionFlow(this.ports, incidentId, input.readOnly === true ? readOnlyMode(input.share ?? null) : OPERATOR_MODE));
  }
}
