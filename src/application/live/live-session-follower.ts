import { IncidentReadFollower } from '../incidents/incident-read-follower';
import type { LiveSessionFlow } from './live-session.flow';

/**
 * The live page's one follower of its incident, for the edit form: the live session already follows the incident
 * (INCIDENT_UPDATED, a catch-up after every socket open, reads while the socket is down), so the form hears the
 * session's reads (its incidentRead events) instead of holding a second follower.
 */
export class LiveSessionFollower extends IncidentReadFollower {
  constructor(session: Pick<LiveSessionFlow, 'onEvent' | 'catchUp'>) {
    super({
      onRead: (listener) =>
        session.onEvent((event) => {
          if (event.type === 'incidentRead') listener(event.incident);
        }),
      catchUp: () => session.catchUp(),
    });
  }
}
