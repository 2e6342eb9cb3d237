import { CallerNeverJoinedUseCase } from '../../../application/live/caller-never-joined.use-case';
import { LiveSessionFactory } from '../../../application/live/live-session.factory';
import { LocationPollFlow } from '../../../application/live/location-poll.flow';
import { MessageStatusPollFlow } from '../../../application/live/message-status-poll.flow';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { routePath } from '../../../domain/routing/routes';
import { navigateHash } from '../../app/hash-location';
import type { Services } from '../../app/services';
import { LiveIncidentViewModel, type LiveIncidentDeps, type LiveIncidentParams } from './live-incident.view-model';

export interface LiveIncidentFactoryParams extends LiveIncidentParams {
  readonly notify: LiveIncidentDeps['notify'];
  readonly describe: NonNullable<LiveIncidentDeps['describe']>;
}

/**
 * The live page's view model as the composition provides it: the session, pollers and watchers it asks for (none but
 * the session in the read-only view), and the browser's clipboard, location and hash navigation.
 */
export function createLiveIncidentViewModel(services: Services, params: LiveIncidentFactoryParams): LiveIncidentViewModel {
  const { tenant, incidentId, readOnly } = params;
  const callerRoute = routePath({ name: 'incident-live-view', tenant, id: incidentId });
  const shared = {
    notify: params.notify,
    navigate: (route: string) => navigateHash(route),
    describe: params.describe,
    copy: (text: string) => navigator.clipboard.writeText(text),
    callerLink: () => `${window.location.origin}${window.location.pathname}#/${callerRoute}`,
  };
  if (readOnly) {
    // Without login the tenant's settings cannot be asked; a browser signed in to this tenant still applies its own.
    const user = services.get(CurrentUserStore);
    const sameTenant = user.session()?.tenantId === tenant;
    return new LiveIncidentViewModel(
      {
        ...shared,
        createSession: () => services.get(LiveSessionFactory).create({ incidentId, readOnly: true }),
        ...(sameTenant ? { settings: user } : {}),
      },
      { tenant, incidentId, readOnly },
    );
  }
  return new LiveIncidentViewModel(
    {
      ...shared,
      createSession: () => services.get(LiveSessionFactory).create({ incidentId }),
      createStatusPoller: () => services.get(MessageStatusPollFlow),
      createLocationPoller: () => services.get(LocationPollFlow),
      neverJoined: services.get(CallerNeverJoinedUseCase),
      user: services.get(CurrentUserStore),
      settings: services.get(CurrentUserStore),
    },
    { tenant, incidentId, readOnly },
  );
}
