import { FinishIncidentUseCase } from '../../../application/incidents/finish-incident.use-case';
import { LoadIncidentUseCase } from '../../../application/incidents/load-incident.use-case';
import { CallLogStore } from '../../../application/live/call-log.store';
import { CallerNeverJoinedUseCase } from '../../../application/live/caller-never-joined.use-case';
import { ChatSessionFlow } from '../../../application/live/chat-session.flow';
import { IssueViewShareUseCase } from '../../../application/live/issue-view-share.use-case';
import { ResendLinkUseCase } from '../../../application/live/resend-link.use-case';
import { RepeatFlow } from '../../../application/shared/repeat.flow';
import type { SendFailureKey } from '../../../domain/messaging/send-failure';
import { LiveSessionFactory } from '../../../application/live/live-session.factory';
import { LocationPollFlow } from '../../../application/live/location-poll.flow';
import { MessageStatusPollFlow } from '../../../application/live/message-status-poll.flow';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { routePath } from '../../../domain/routing/routes';
import { parseShareToken, SHARE_TOKEN_QUERY, type SharedViewAccess } from '../../../domain/sharing/shared-live-view';
import { livePageTenantConfig } from '../../../domain/tenant/tenant-config';
import { navigateHash } from '../../shared/hash-location';
import { PhoneFieldModel } from '../../shared/phone-field.model';
import type { Services } from '../../shared/services';
import { readChatHistory } from '../../../application/live/chat-history';
import type { CallStateDeps } from './call-state.model';
import type { LiveIncidentDeps, LiveIncidentParams } from './live-incident.types';
import { LiveIncidentViewModel } from './live-incident.view-model';

export interface LiveIncidentFactoryParams extends LiveIncidentParams {
  readonly notify: LiveIncidentDeps['notify'];
  readonly describe: NonNullable<LiveIncidentDeps['describe']>;
  /** The translated send-failure text written into the description. */
  readonly describeFailure?: (key: SendFailureKey) => string;
  /** The read-only view's share token, as its link's query holds it. */
  readonly shareToken?: string | null;
}

/**
 * The live page's view model as the composition provides it: the session, pollers and watchers it asks for (none but
 * the session in the read-only view), and the browser's clipboard, location and hash navigation.
 */
export function createLiveIncidentViewModel(services: Services, params: LiveIncidentFactoryParams): LiveIncidentViewModel {
  const { tenant, incidentId, readOnly } = params;
  const viewRoute = { name: 'incident-live-view', tenant, id: incidentId } as const;
  const shared = {
    notify: params.notify,
    navigate: (route: string) => navigateHash(route),
    describe: params.describe,
    copy: (text: string) => navigator.clipboard.writeText(text),
    // The view link carries a share token only when the server issued one (it holds the key and checks it).
    viewLink: async () => {
      const issued = await services.get(IssueViewShareUseCase).execute({ incidentId });
      if (!issued.ok) return null;
      const token = parseShareToken(issued.value?.shareToken);
      const route = routePath(viewRoute, token ? { [SHARE_TOKEN_QUERY]: token } : {});
      return `${window.location.origin}${window.location.pathname}#/${route}`;
    },
  };
  if (readOnly) {
    // Without login the tenant's settings cannot be asked; a browser signed in to this tenant still applies its own.
    const user = services.get(CurrentUserStore);
    const sameTenant = user.session()?.tenantId === tenant;
    return new LiveIncidentViewModel(
      {
        ...shared,
        createSession: () => services.get(LiveSessionFactory).create({ incidentId, readOnly: true, share: shareOf(params) }),
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
      call: callDeps(services, params),
      reload: () => window.location.reload(),
    },
    { tenant, incidentId, readOnly },
  );
}

function shareOf(params: LiveIncidentFactoryParams): SharedViewAccess {
  return { tenant: params.tenant, shareToken: parseShareToken(params.shareToken) };
}

/** The call state's clock, resend, finish and the counts of the call's summary (media and chat messages). */
function callDeps(services: Services, params: LiveIncidentFactoryParams): CallStateDeps {
  const resend = services.get(ResendLinkUseCase);
  const finish = services.get(FinishIncidentUseCase);
  const load = services.get(LoadIncidentUseCase);
  return {
    ticker: services.get(RepeatFlow),
    resend: (input) => resend.execute(input),
    finish: (incidentId) => finish.execute({ incidentId }),
    count: async (incidentId) => {
      const [loaded, chat] = await Promise.all([
        load.execute({ id: incidentId, page: 'view' }),
        readChatHistory(services.get(ChatSessionFlow), { incidentId, tenantId: params.tenant }),
      ]);
      return { media: loaded.ok ? (loaded.value.incident.media?.length ?? 0) : null, chat: chat.length };
    },
    ...(params.describeFailure ? { describeFailure: params.describeFailure } : {}),
    log: services.get(CallLogStore).of(params.incidentId),
    phoneField: (phone) => PhoneFieldModel.forTenant(params.tenant, livePageTenantConfig(services.config.tenantConfig), phone),
  };
}
