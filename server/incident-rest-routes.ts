import * as z from 'zod';
import { IncidentsRestGateway } from '../src/application/ports/incidents-rest-gateway.port';
import { bodyOf, type Route, type RouteRequest } from './rest-routes';

const id = z.union([z.string().min(1), z.number()]);
const PLAY_VIDEO = z.object({ incident: id, fileName: z.string().min(1) });
const REMOVE_MEDIA = z.object({ mediaId: id });
const SEARCH = z.object({
  title: z.string().nullish(),
  id: z.number().nullish(),
  dateStart: z.string().nullish(),
  dateEnd: z.string().nullish(),
  linkPhone: z.string().nullish(),
});

const incidents = (r: RouteRequest): IncidentsRestGateway => r.world.get<IncidentsRestGateway>(IncidentsRestGateway);

/** SPEC §7 Incidents (REST) that the live page and the incident view use, answered by the demo world. */
export const INCIDENT_REST_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/incidents/playvideo/fullchannel/:id',
    handle: async (r) => ({ url: await incidents(r).playFullChannel(r.params.id ?? '') }),
  },
  {
    method: 'POST',
    path: '/api/incidents/playvideo',
    handle: async (r) => {
      const body = bodyOf(PLAY_VIDEO, r.body);
      return { url: await incidents(r).playVideo(body.incident, body.fileName) };
    },
  },
  {
    method: 'POST',
    path: '/api/incidents/:id/removemedia',
    handle: async (r) => (await incidents(r).removeMedia(r.params.id ?? '', bodyOf(REMOVE_MEDIA, r.body).mediaId), undefined),
  },
  {
    method: 'DELETE',
    path: '/api/incidents/:id/stopAllChannels',
    handle: async (r) => (await incidents(r).stopAllChannels(r.params.id ?? ''), undefined),
  },
  { method: 'GET', path: '/api/incidents/lives', handle: (r) => incidents(r).lives() },
  // Assumed (ASSUMED_ENDPOINTS.viewShare): the view link's share token, signed with the server's key.
  { method: 'POST', path: '/api/incidents/:id/view-share', handle: (r) => incidents(r).issueViewShare(r.params.id ?? '') },
  {
    method: 'POST',
    path: '/api/incidents/search',
    handle: (r) => {
      const body = bodyOf(SEARCH, r.body);
      return incidents(r).search({
        title: body.title ?? null,
        id: body.id ?? null,
        dateStart: body.dateStart ?? null,
        dateEnd: body.dateEnd ?? null,
        linkPhone: body.linkPhone ?? null,
      });
    },
  },
];
