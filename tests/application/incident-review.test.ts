import { describe, expect, it, vi } from 'vitest';
import { ListMessageStatusesUseCase } from '../../src/application/incidents/list-message-statuses.use-case';
import { ModerateCommentUseCase } from '../../src/application/incidents/moderate-comment.use-case';
import { RecordIncidentExportUseCase } from '../../src/application/incidents/record-incident-export.use-case';
import { ResolvePlayableMediaUseCase } from '../../src/application/incidents/resolve-playable-media.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { MessageStatusGateway } from '../../src/application/ports/message-status-gateway.port';
import { UserBehaviourGateway } from '../../src/application/ports/user-behaviour-gateway.port';
import { SEEDED_RECORDINGS, seededRecordingFor } from '../../src/adapters/fake/playable-media.fake';
import { signedInWorld as world } from './incidents-support';

describe('incident review use cases (SPEC §2 Incident view, §3, §7)', () => {
  it('a moderator approves a reported comment (setApprovedComment) and deletes another (deleteCommentFromIncident)', async () => {
    const { container, all, store } = await world();
    const incident = all.find((i) => !i.deletedAt && (i.comments ?? []).some((c) => c.isReported) && (i.comments ?? []).length > 1);
    const reported = incident?.comments?.find((c) => c.isReported);
    const other = incident?.comments?.find((c) => c !== reported);
    const moderate = container.get(ModerateCommentUseCase);
    expect(await moderate.execute({ incidentId: incident?.id ?? '', commentId: reported?.id ?? '', decision: 'approve' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await moderate.execute({ incidentId: incident?.id ?? '', commentId: other?.id ?? '', decision: 'delete' })).toEqual({
      ok: true,
      value: undefined,
    });
    const after = await store.get('public', incident?.id ?? '');
    expect(after?.comments?.find((c) => c.id === reported?.id)?.isReported).toBe(false);
    expect(after?.comments?.some((c) => c.id === other?.id)).toBe(false);
    expect(await moderate.execute({ incidentId: incident?.id ?? '', commentId: 'missing', decision: 'delete' })).toMatchObject({
      ok: false,
      error: { kind: 'server' },
    });
  });

  it('lists the message status records; a failed read is a failure value', async () => {
    const { container, all } = await world();
    const list = container.get(ListMessageStatusesUseCase);
    const result = await list.execute({ incidentId: all[0]?.id ?? '' });
    expect(result.ok && Array.isArray(result.value)).toBe(true);
    vi.spyOn(container.get<MessageStatusGateway>(MessageStatusGateway), 'byIncident').mockRejectedValueOnce(new GatewayError('network'));
    expect(await list.execute({ incidentId: all[0]?.id ?? '' })).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('an exported PDF is recorded as SEND_ARCHIVE in the user behaviour trail', async () => {
    const { container, all, clock } = await world();
    const behaviour = container.get<UserBehaviourGateway>(UserBehaviourGateway);
    const record = vi.spyOn(behaviour, 'record');
    await container.get(RecordIncidentExportUseCase).execute({ incidentId: all[0]?.id ?? '' });
    expect(record).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'SEND_ARCHIVE',
        at: new Date(clock.now()).toISOString(),
        detail: { incidentId: all[0]?.id, format: 'pdf' },
      }),
    );
  });

  it('a seeded demo recording plays as a bundled mp4; an http(s) address as it is; anything else is unplayable', async () => {
    const { container } = await world();
    const resolve = container.get(ResolvePlayableMediaUseCase);
    const demo = await resolve.execute({ url: 'demo://recordings/public/7/full-channel.m3u8' });
    expect(demo).toEqual({ ok: true, value: SEEDED_RECORDINGS.long.url });
    expect(SEEDED_RECORDINGS.long.url).toMatch(/seeded-long.*\.mp4$/);
    expect(await resolve.execute({ url: ' https://media.example/a.mp4 ' })).toEqual({ ok: true, value: 'https://media.example/a.mp4' });
    expect(await resolve.execute({ url: 'javascript:alert(1)' })).toEqual({ ok: false, error: { kind: 'unplayable' } });
    // SPEC §9: one seeded recording runs past the default seek and its live edge, the other is shorter than the seek.
    expect(SEEDED_RECORDINGS.long.seconds).toBeGreaterThan(1266 + 30);
    expect(SEEDED_RECORDINGS.short.seconds).toBeLessThan(1266);
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => seededRecordingFor(`demo://media/public/7/video-${name}.mp4`));
    expect(new Set(files)).toEqual(new Set(['long', 'short']));
  });
});
