import type { Unsubscribe } from '../ports/subscription';
import type { ChannelJoinResult, Incident } from '../../domain/incident/incident';
import { defaultSettings, type Settings } from '../../domain/incident/settings';
import type { NetworkWidgetState } from '../../domain/network/connection-status';
import type { RealtimeIncoming } from '../ports/realtime-events.port';
import { sameId } from '../../domain/live/live-socket-message';
import { sharedLiveViewOf, type SharedViewAccess } from '../../domain/sharing/shared-live-view';
import type { LiveSessionPorts } from './live-session.ports';

/** The socket events a live session subscribes to (subscribeToEvents). */
export const LIVE_SESSION_SOCKET_EVENTS = ['INCIDENT_UPDATED', 'COLAB_BROADCAST_STARTED', 'showPermissions'] as const;

/** What the live session reacts to on the socket while it holds it. */
export interface LiveSocketHandlers {
  readonly onMessage: (message: RealtimeIncoming) => void;
  readonly onNetwork: (network: NetworkWidgetState) => void;
  /**
   * The socket opened (the first time too), or the server confirmed it follows the incident for this socket: catch up
   * on what was pushed while it was not open or not yet followed.
   */
  readonly onOpen: () => void;
}

/**
 * What differs between the operator's live session and the read-only view without login (SPEC §2
 * {tenant}/incident/live/{id}/view): how the incident is loaded and the channel joined, whether the socket and the
 * tenant settings are used, and whether operator commands (stop, mute, broadcast) are allowed.
 */
export interface LiveSessionMode {
  readonly readOnly: boolean;
  /** Operator commands: stop, mute, audio broadcast. */
  readonly commands: boolean;
  /** Whether this user may run the incident's call now (the operator's own, or one they may edit: ports.mayRunCall). */
  mayCommand(ports: LiveSessionPorts, incident: Incident | null): boolean;
  initialNetwork(ports: LiveSessionPorts): NetworkWidgetState;
  /** Holds the realtime socket for the session (its listeners, events and incident); the disposers release it. */
  holdSocket(ports: LiveSessionPorts, incidentId: string, handlers: LiveSocketHandlers): readonly Unsubscribe[];
  loadSettings(ports: LiveSessionPorts): Promise<Settings>;
  loadIncident(ports: LiveSessionPorts, incidentId: string): Promise<Incident | null>;
  joinChannel(ports: LiveSessionPorts, channel: string): Promise<ChannelJoinResult>;
  /**
   * joinLiveStream on the socket (and the 5-minute empty-channel check), or nothing: in the read-only view, and for a
   * user who only watches another operator's call.
   */
  joinSocketChannel(ports: LiveSessionPorts, channel: string, incident: Incident): Unsubscribe | null;
  /** The session is live: the operator joining an incident someone else (or nobody) held takes control of it (SPEC §3 audit). */
  joined(ports: LiveSessionPorts, incident: Incident): void;
}

export const OPERATOR_MODE: LiveSessionMode = {
  readOnly: false,
  commands: true,
  mayCommand: (ports, incident) => ports.mayRunCall?.(incident) ?? true,
  initialNetwork: (ports) => ports.realtime.widgetState,
  holdSocket: ({ realtime }, incidentId, handlers) => [
    realtime.acquire(),
    realtime.onMessage(handlers.onMessage),
    realtime.onWidgetStateChange(handlers.onNetwork),
    realtime.onOpen(handlers.onOpen),
    realtime.subscribeEvents(LIVE_SESSION_SOCKET_EVENTS),
    realtime.watchIncident(incidentId, handlers.onOpen),
  ],
  loadSettings: (ports) =>
    Promise.resolve()
      .then(() => ports.settings())
      .catch(() => defaultSettings()),
  loadIncident: (ports, incidentId) => ports.incidents.getIncidentById(incidentId),
  joinChannel: (ports, channel) => ports.incidents.joinLiveChannel(channel),
  // SPEC §7 joinLiveStream is the operator's hold of the call. A user who only watches another operator's call does
  // not join it (the socket holding it would answer the operator's next join 'Not joined, already joined'), nor end
  // it when no caller comes; their socket still follows the incident (watchIncident).
  joinSocketChannel: (ports, channel, incident) =>
    (ports.mayRunCall?.(incident) ?? true) ? ports.realtime.joinChannel({ channel, incidentId: String(incident.id ?? '') }) : null,
  joined: (ports, incident) => {
    // A user who may only watch another operator's call takes no control of it.
    if (!sameId(incident.activeOperator?.id, ports.myOperatorId()) && (ports.mayRunCall?.(incident) ?? true))
      ports.audit.record('TAKE_CONTROL_OF_EVENT', { incidentId: incident.id ?? null });
  },
};

/**
 * No login: the NoAuth queries with the link's tenant and share token (when it has one; the server decides what a
 * link without one opens), no socket, default settings, no commands. Whatever the server answers is cut to what a
 * shared viewer may see, and only while the incident is live (sharedLiveViewOf); without a tenant nothing is asked.
 */
export function readOnlyMode(access: SharedViewAccess | null): LiveSessionMode {
  return {
    readOnly: true,
    commands: false,
    mayCommand: () => false,
    initialNetwork: () => 'DISCONNECTED',
    holdSocket: () => [],
    loadSettings: () => Promise.resolve(defaultSettings()),
    loadIncident: async (ports, incidentId) =>
      access ? sharedLiveViewOf(await ports.incidents.getIncidentByIdNoAuth(incidentId, access)) : null,
    joinChannel: (ports, channel) =>
      access ? ports.incidents.joinLiveChannelNoAuth(channel, access) : Promise.reject(new Error('live.read_only')),
    joinSocketChannel: () => null,
    joined: () => undefined,
  };
}
