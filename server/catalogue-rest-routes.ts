import * as z from 'zod';
import { FilesGateway } from '../src/application/ports/files-gateway.port';
import { RolesGateway } from '../src/application/ports/roles-gateway.port';
import { SpeedTestGateway } from '../src/application/ports/speed-test-gateway.port';
import { UserBehaviourGateway } from '../src/application/ports/user-behaviour-gateway.port';
import { VideoTemplatesGateway } from '../src/application/ports/video-templates-gateway.port';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { ASSUMED_ENDPOINTS } from '../src/adapters/real/assumed-endpoints';
import { libraryFileSchema, videoTemplateSchema } from '../src/domain/admin/catalogue-schemas';
import { HttpFailure } from './http-answers';
import { bodyOf, type Route, type RouteRequest } from './rest-routes';
import { fileOf, formOf, requiredQuery, textFieldsOf, wireId } from './route-inputs';

const SPEED = z.object({ speed: z.number().finite().nonnegative(), unit: z.string().trim().min(1).max(20) });
const NAME = z.object({ name: z.string().trim().min(1).max(255) });
const ROLE_PERMISSION = z.object({ roleId: wireId, permissionId: wireId });
const ROLE_USER = z.object({ roleId: wireId, userId: wireId });
const EXPIRES_IN = z.coerce
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 3600);

const roles = (r: RouteRequest) => r.world.get<RolesGateway>(RolesGateway);
const templates = (r: RouteRequest) => r.world.get<VideoTemplatesGateway>(VideoTemplatesGateway);
const files = (r: RouteRequest) => r.world.get<FilesGateway>(FilesGateway);
const done = async (work: Promise<unknown>): Promise<undefined> => (await work, undefined);

/**
 * A storage key the caller may have signed: its own tenant's library (`{tenant}/…`), or a tenant photo for the public
 * tenant that manages tenants. Any other key is 404, as a key that does not exist, and 401 without a session.
 */
function signableKey(r: RouteRequest, key: string): string {
  const caller = r.world.get<DemoWorld>(DemoWorld as unknown as symbol).callerFor(r.token);
  if (!caller) throw new HttpFailure(401, 'Unauthorized');
  const tenantId = caller.tenant.id;
  if (key.startsWith(`${tenantId}/`) || (tenantId === 'public' && key.startsWith('tenant-photos/'))) return key;
  throw new HttpFailure(404, 'Not found');
}

/**
 * SPEC §7 Speed test and descriptions, Video template, Roles and permissions and User behaviour, and the
 * file library (assumed-endpoints.ts), each answered by the world's gateway for its port.
 */
export const CATALOGUE_REST_ROUTES: readonly Route[] = [
  { method: 'GET', path: '/speed-test', sections: ['speed-tests'], handle: (r) => r.world.get<SpeedTestGateway>(SpeedTestGateway).list() },
  {
    method: 'GET',
    path: '/speed-test/:userId',
    sections: ['speed-tests'],
    handle: (r) => r.world.get<SpeedTestGateway>(SpeedTestGateway).list(r.params.userId),
  },
  { method: 'POST', path: '/speed-test', handle: (r) => done(r.world.get<SpeedTestGateway>(SpeedTestGateway).save(bodyOf(SPEED, r.body))) },
  {
    // The upload is what the console times; the world only needs to know it arrived whole.
    method: 'POST',
    path: '/do-speed-test',
    upload: true,
    handle: (r) => done(r.world.get<SpeedTestGateway>(SpeedTestGateway).uploadTestPhoto(fileOf(formOf(r), 'photo').size)),
  },

  { method: 'GET', path: '/api/video-template', sections: ['files'], handle: (r) => templates(r).list() },
  { method: 'GET', path: '/api/video-template/:id', sections: ['files'], handle: (r) => templates(r).get(r.params.id ?? '') },
  {
    method: 'POST',
    path: '/api/video-template',
    sections: ['files'],
    handle: (r) => templates(r).create(bodyOf(videoTemplateSchema, r.body)),
  },
  {
    method: 'PATCH',
    path: '/api/video-template/:id',
    sections: ['files'],
    handle: (r) => templates(r).update(r.params.id ?? '', bodyOf(videoTemplateSchema, r.body)),
  },
  { method: 'DELETE', path: '/api/video-template/:id', sections: ['files'], handle: (r) => done(templates(r).remove(r.params.id ?? '')) },
  {
    method: 'POST',
    path: '/api/video-template/:id/upload',
    sections: ['files'],
    upload: true,
    handle: (r) => done(templates(r).upload(r.params.id ?? '', fileOf(formOf(r), 'file'))),
  },
  {
    method: 'GET',
    path: '/api/video-template/:id/download-link',
    sections: ['files'],
    handle: async (r) => ({ url: await templates(r).downloadLink(r.params.id ?? '') }),
  },

  { method: 'POST', path: '/api/role', sections: ['roles'], handle: (r) => roles(r).createRole(bodyOf(NAME, r.body).name) },
  {
    method: 'POST',
    path: '/api/role/permission',
    sections: ['roles'],
    handle: (r) => {
      const link = bodyOf(ROLE_PERMISSION, r.body);
      return done(roles(r).addPermissionToRole(link.roleId, link.permissionId));
    },
  },
  {
    method: 'DELETE',
    path: '/api/role/permission',
    sections: ['roles'],
    handle: (r) => {
      const link = bodyOf(ROLE_PERMISSION, r.body);
      return done(roles(r).removePermissionFromRole(link.roleId, link.permissionId));
    },
  },
  {
    method: 'POST',
    path: '/api/role/user',
    sections: ['roles'],
    handle: (r) => {
      const link = bodyOf(ROLE_USER, r.body);
      return done(roles(r).addUserToRole(link.roleId, link.userId));
    },
  },
  {
    method: 'DELETE',
    path: '/api/role/user',
    sections: ['roles'],
    handle: (r) => {
      const link = bodyOf(ROLE_USER, r.body);
      return done(roles(r).removeUserFromRole(link.roleId, link.userId));
    },
  },
  {
    method: 'POST',
    path: '/api/permission',
    sections: ['permissions'],
    handle: (r) => roles(r).createPermission(bodyOf(NAME, r.body).name),
  },

  ...['/user-behaviour', '/user-behaviour/:a/:b'].map((path): Route => ({
    method: 'GET',
    path,
    sections: ['user-behaviour'],
    handle: (r) => {
      const { a, b } = r.params;
      const range = { start: requiredQuery(r.query, 'start'), end: requiredQuery(r.query, 'end') };
      return r.world
        .get<UserBehaviourGateway>(UserBehaviourGateway)
        .list(a !== undefined && b !== undefined ? { ...range, path: [a, b] } : range);
    },
  })),

  { method: 'GET', path: ASSUMED_ENDPOINTS.files, handle: (r) => files(r).list() },
  {
    method: 'GET',
    path: ASSUMED_ENDPOINTS.fileSignedUrl,
    handle: async (r) => {
      const expiresIn = bodyOf(z.object({ expiresIn: EXPIRES_IN }), { expiresIn: r.query.get('expiresIn') ?? '1200' }).expiresIn;
      return { url: await files(r).signedDownloadUrl(signableKey(r, requiredQuery(r.query, 'key')), expiresIn) };
    },
  },
  {
    method: 'POST',
    path: ASSUMED_ENDPOINTS.files,
    sections: ['files'],
    upload: true,
    handle: (r) => {
      const form = formOf(r);
      const file = fileOf(form, 'file');
      const fields = bodyOf(libraryFileSchema, textFieldsOf(form));
      return files(r).upload({ file, fileName: file.name, ...fields });
    },
  },
  {
    method: 'PATCH',
    path: ASSUMED_ENDPOINTS.file(':id'),
    sections: ['files'],
    handle: (r) => files(r).update(r.params.id ?? '', bodyOf(libraryFileSchema, r.body)),
  },
  { method: 'DELETE', path: ASSUMED_ENDPOINTS.file(':id'), sections: ['files'], handle: (r) => done(files(r).remove(r.params.id ?? '')) },
];
