import { describe, expect, it } from 'vitest';
import { AddMediaUseCase } from '../../src/application/incidents/add-media.use-case';
import { DeleteIncidentUseCase } from '../../src/application/incidents/delete-incident.use-case';
import { IncidentLinksFacade } from '../../src/application/incidents/incident-links.facade';
import { ModerateCommentUseCase } from '../../src/application/incidents/moderate-comment.use-case';
import { RemoveMediaUseCase } from '../../src/application/incidents/remove-media.use-case';
import { SendIncidentPushUseCase } from '../../src/application/incidents/send-incident-push.use-case';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import type { IncidentChange } from '../../src/domain/permissions/permissions';
import { incidentsWorld } from './incidents-support';

/**
 * SPEC §4, §6: every change to an incident follows the permission that governs editing it. A user who may only view
 * (noperm@tenant5: no permissions; operator@tenant5: the tenant controls incident editing and the user lacks it) is
 * refused by each use case before any call reaches the server; the tenant's super user goes through.
 */
async function signedIn(email: string) {
  const w = incidentsWorld();
  await w.login('tenant_5', email);
  const incidents = (await w.store.list('tenant_5')).filter((i) => !i.deletedAt);
  const [first, second] = incidents;
  if (!first?.id || !second?.id) throw new Error('tenant_5 needs two incidents');
  const media = first.media?.[0];
  const comment = (first.comments ?? [])[0];
  return { ...w, first: String(first.id), second: String(second.id), mediaId: media?.id ?? 'none', commentId: comment?.id ?? 'none' };
}

type World = Awaited<ReturnType<typeof signedIn>>;

/** Each change, made through its own use case. */
const CHANGES: readonly [IncidentChange, (w: World) => Promise<{ ok: boolean; error?: unknown }>][] = [
  [
    'addMedia',
    (w) =>
      w.container.get(AddMediaUseCase).execute({ incidentId: w.first, file: new Blob(['png']), fileName: 'scene.png', during: 'review' }),
  ],
  ['removeMedia', (w) => w.container.get(RemoveMediaUseCase).execute({ incidentId: w.first, mediaId: w.mediaId })],
  ['link', (w) => w.container.get(IncidentLinksFacade).link({ incidentId: w.first, targetId: w.second, entries: [] })],
  ['unlink', (w) => w.container.get(IncidentLinksFacade).unlink({ incidentId: w.first })],
  ['sendPush', (w) => w.container.get(SendIncidentPushUseCase).execute({ incidentId: w.first, audience: { kind: 'global' } })],
  [
    'moderateComment',
    (w) => w.container.get(ModerateCommentUseCase).execute({ incidentId: w.first, commentId: w.commentId, decision: 'delete' }),
  ],
  ['delete', (w) => w.container.get(DeleteIncidentUseCase).execute({ incidentId: w.first })],
];

/** Every call the fake gateways recorded, of both incident ports. */
const callCount = (w: World) => w.gateway.calls.length + w.rest.calls.length;

describe('changes to an incident need what editing it needs (SPEC §4, §6)', () => {
  it.each(['noperm@tenant5.demo', 'operator@tenant5.demo'])('%s may only view: each change is refused before any call', async (email) => {
    const w = await signedIn(email);
    expect(w.container.get(CurrentUserStore).canEditIncident()).toBe('readOnly');
    for (const [change, make] of CHANGES) {
      expect(w.container.get(CurrentUserStore).mayChangeIncident(change)).toBe(false);
      const before = callCount(w);
      expect(await make(w), change).toEqual({ ok: false, error: { kind: 'unauthorized' } });
      expect(callCount(w), change).toBe(before);
    }
    expect((await w.store.list('tenant_5')).find((i) => String(i.id) === w.first)?.deletedAt ?? null).toBeNull();
  });

  it('adding a photo during the call is part of running it, not a change under review: it goes through', async () => {
    const w = await signedIn('noperm@tenant5.demo');
    const added = await w.container.get(AddMediaUseCase).execute({ incidentId: w.first, file: new Blob(['png']), fileName: 'scene.png' });
    expect(added).toMatchObject({ ok: true });
  });

  it('the super user edits at once: every change goes through', async () => {
    const w = await signedIn('super@tenant5.demo');
    for (const [change, make] of CHANGES) {
      expect(w.container.get(CurrentUserStore).mayChangeIncident(change)).toBe(true);
      expect(await make(w), change).toMatchObject({ ok: true });
    }
    expect((await w.store.list('tenant_5')).find((i) => String(i.id) === w.first)?.deletedAt).toBeTruthy();
  });
});
