import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { startWireServer } from './started-wire-server';
import { signedReport } from '../../src/domain/training/debrief-report';
import { debriefJson } from '../../src/ui/training/panel/debrief-json';
import { SERVED_WORLD_SEED } from '../../server/server-world';
import { readWorldFile, WorldKeeper } from '../../server/world-file';
import { SEEDED_RECORDINGS } from '../../src/adapters/fake/playable-media.fake';
import { RECORDING_FILES_PATH, RECORDING_UPLOAD_PATH } from '../../src/adapters/shared/served-recordings';
import { base, clock, library, linkSent, scenario, server, serveTrainingRoom, socket, trainee, trainer } from './training-room-support';

/**
 * The classroom over the wire, headless: two trainee consoles signed in with their own accounts and a trainer's console
 * (its relay socket, without sign-in), each desk with its own drill in the server's one world at the same time; the
 * drills the room keeps (also across a restart), their recordings, and the trainer's password.
 */
serveTrainingRoom();

/** The recordings of a debrief's JSON export: which clip, where it plays, its start on the drill's clock, its length. */
const RECORDINGS_JSON = z.object({
  recordings: z.array(
    z.strictObject({
      filename: z.string().min(1),
      url: z.string().min(1),
      from: z.number().nullable(),
      to: z.number().nullable(),
      durationSeconds: z.number().nullable(),
    }),
  ),
});

describe('a training room of two trainee desks and a trainer over the server', () => {
  it('lists every signed-in desk, runs a drill per desk at once, injects into one desk only, and debriefs each as the runner does', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const bea = await trainee('admin@public.demo');
    await expect.poll(() => [...room.desks()].sort()).toEqual(['admin@public.demo', 'operator@public.demo']);

    const first = room.desk(ana.email);
    const second = room.desk(bea.email);
    first.assign(scenario('3-denies-location.json'), { kind: 'nextLink' }, 'Rita Trainer');
    second.assign(scenario('9-taken-over.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => [first.drill?.tabs, second.drill?.tabs]).toEqual([1, 1]);

    // Both links leave at once; each desk's drill follows its own account's link, not the other's.
    const [anaIncident, beaIncident] = await Promise.all([ana.sendLink('+5521987654321'), bea.sendLink('+5521987654322')]);
    await expect.poll(() => [first.drill?.incidentId, second.drill?.incidentId]).toEqual([anaIncident, beaIncident]);
    expect([first.drill?.trainee, second.drill?.trainee]).toEqual(['operator@public.demo', 'admin@public.demo']);

    await clock.advance(20_000);
    first.inject(injectionSteps('callerChat', 'Is anyone there?'));
    await expect.poll(() => first.drill?.injected.length).toBe(1);
    await clock.advance(30_000);
    // The injection reached one desk only.
    expect(room.heard.filter((h) => h.type === 'injected').map((h) => h.desk)).toEqual(['operator@public.demo']);
    expect(second.drill?.injected).toEqual([]);
    expect(second.drill?.events.some((e) => e.kind === 'injected')).toBe(false);

    first.inject(injectionSteps('endCall'));
    second.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => [first.drill?.phase, second.drill?.phase]).toEqual(['ended', 'ended']);

    for (const desk of [first, second]) {
      const report = desk.report()!;
      expect(report).toMatchObject({ trainer: 'Rita Trainer', trainee: desk.drill?.trainee });
      // The headless runner plays the same drill (the scenario with the trainer's injections at their times).
      const recorded = desk.record();
      const parsed = parseScenario('recorded', recorded?.ok ? JSON.parse(recorded.text) : desk.drill!.scenario.json);
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      const headless = await runScenario(parsed.scenario);
      expect(report.debrief.figures.callerJoined).not.toBeNull();
      const { figures, alerts, counts, score } = report.debrief;
      expect({ figures, alerts, counts, score }).toEqual({
        figures: headless.debrief.figures,
        alerts: headless.debrief.alerts,
        counts: headless.debrief.counts,
        score: headless.debrief.score,
      });
    }
  });
});

describe('the drills the room keeps', () => {
  it('keeps each finished drill, lists it to the trainer, exports it, and lists it again after a restart from the world file', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const desk = room.desk(ana.email);
    const keptBefore = room.kept().length;
    desk.assign(scenario('0-slow-network.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    const incident = await ana.sendLink('+5521987654341');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    await clock.advance(15_000);
    desk.inject(injectionSteps('callerChat', 'Can you hear me?'));
    await expect.poll(() => desk.drill?.injected.length).toBe(1);
    await clock.advance(10_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');

    // Kept by the server, and listed to every trainer's console: it scores as the trainer's live debrief did.
    await expect.poll(() => room.kept().length).toBe(keptBefore + 1);
    const kept = room.kept().find((d) => d.incidentId === incident)!;
    expect(kept).toMatchObject({ desk: ana.email, trainee: ana.email, trainer: 'Rita Trainer', fileName: '0-slow-network.json' });
    expect(kept.injected.map((i) => i.step.action)).toEqual(desk.drill?.injected.map((i) => i.step.action));
    const read = library.read(kept.fileName, JSON.stringify(kept.scenario));
    if (!read.ok) throw new Error('the kept scenario does not read');
    const report = signedReport({ ...kept, scenario: read.scenario, startedAt: kept.assignedAt });
    expect({ ...report, startedAt: 0 }).toEqual({ ...desk.report(), startedAt: 0 });
    // Its JSON export names the trainee, the trainer, the scenario, the date and the duration.
    expect(debriefJson(report, kept.injected)).toMatchObject({
      trainee: ana.email,
      trainer: 'Rita Trainer',
      scenario: read.scenario.name,
      date: new Date(kept.assignedAt).toISOString(),
      durationSeconds: report.durationSeconds,
    });
    expect(report.durationSeconds).toBeGreaterThan(0);
    // Honest: the slow network and the injected caller line went unanswered, each an alert with its time, and the
    // score says so.
    const missed = report.debrief.alerts.filter((a) => a.reactions.length > 0 && a.reactedAt === null);
    expect(missed.map((a) => a.key).sort()).toEqual(['caller_wrote', 'slow_network']);
    expect(missed.find((a) => a.key === 'caller_wrote')?.at).toBeCloseTo(15, 0);
    expect(report.debrief.score).toBeLessThan(100);
    // The headless runner (npm run simulate) plays the kept drill again (the scenario with the injections at their
    // times) and scores it the same.
    const recorded = library.record(read.scenario, kept.injected);
    if (!recorded.ok) throw new Error('the kept drill does not record');
    const replayed = parseScenario('recorded', JSON.parse(recorded.text));
    if (!replayed.ok) throw new Error(replayed.errors.join('\n'));
    const headless = (await runScenario(replayed.scenario)).debrief;
    const { figures, alerts, counts, score } = report.debrief;
    expect({ figures, alerts, counts, score }).toEqual({
      figures: headless.figures,
      alerts: headless.alerts,
      counts: headless.counts,
      score: headless.score,
    });

    // Saved with the world, and listed again by the server that starts from its file.
    const folder = mkdtempSync(path.join(tmpdir(), 'kept-drills-'));
    try {
      const file = path.join(folder, 'world.json');
      await new WorldKeeper(server.world, file, (error) => {
        throw error;
      }).save();
      const restarted = await startWireServer(readWorldFile(file, SERVED_WORLD_SEED));
      try {
        const later = await trainer(restarted.base);
        await expect.poll(() => later.kept().find((d) => d.incidentId === incident)).toEqual(kept);
      } finally {
        await restarted.server.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a kept drill’s recording', () => {
  it('is listed with the kept drill once the operator’s browser uploads it (after the drill was kept), plays from the server, and its JSON export names it', async () => {
    const { room, trainee: ana, desk, incident } = await linkSent('operator@public.demo', '1-cooperative-caller.json', '+5521987654351');
    await clock.advance(15_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'firstVideo')).toBe(true);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings).toEqual([]);

    // The operator's browser uploads what it recorded each time the caller's picture stopped (here twice, 20 s after
    // the link): how long each lasts and how long ago it stopped place it in the drill.
    const mp4 = new Uint8Array(await readFile(fileURLToPath(SEEDED_RECORDINGS.short.url)));
    for (const [durationMs, stoppedAgoMs] of [
      [4_000, 14_000],
      [12_000, 3_000],
    ]) {
      const form = new FormData();
      form.append('channel', `incident-${incident}`);
      form.append('durationMs', String(durationMs));
      form.append('stoppedAgoMs', String(stoppedAgoMs));
      form.append('file', new Blob([mp4]), 'recording.mp4');
      const uploaded = await fetch(`${base}${RECORDING_UPLOAD_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ana.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
    }

    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings.length).toBe(2);
    const kept = room.kept().find((d) => d.incidentId === incident)!;
    const [recording] = kept.recordings;
    expect(recording?.filename).toBe(`call-${incident}-1.mp4`);
    expect(kept.recordings.map(({ from, to }) => [from, to])).toEqual([
      [2, 6],
      [5, 17],
    ]);
    // An address of this server the trainer's browser can open (signed: a video element sends no token).
    expect(recording?.url.startsWith(`${base}${RECORDING_FILES_PATH}/public/${incident}/`)).toBe(true);
    const played = await fetch(recording!.url);
    expect([played.status, played.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(new Uint8Array(await played.arrayBuffer()).byteLength).toBe(mp4.byteLength);

    const read = library.read(kept.fileName, JSON.stringify(kept.scenario));
    if (!read.ok) throw new Error('the kept scenario does not read');
    const report = signedReport({ ...kept, scenario: read.scenario, startedAt: kept.assignedAt });
    // The JSON export lists each clip with its start on the drill's clock and its length, in the export's own shape.
    const exported = RECORDINGS_JSON.parse(JSON.parse(JSON.stringify(debriefJson(report, kept.injected))));
    expect(exported.recordings).toEqual([
      { ...kept.recordings[0], durationSeconds: 4 },
      { ...kept.recordings[1], durationSeconds: 12 },
    ]);
  });
});

describe('the trainer’s password', () => {
  it('a console without it, or with a wrong one, neither follows the room nor commands a desk; with it, it does', async () => {
    const locked = await startWireServer(null, clock, 'room-password');
    try {
      const ana = await (async () => {
        const { token } = (await (
          await fetch(`${locked.base}/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'operator@public.demo', password: 'demo1234', tenant: 'public', lat: null, long: null }),
          })
        ).json()) as { token: string };
        await socket('/', token, locked.base);
        return 'operator@public.demo';
      })();
      const stranger = await trainer(locked.base);
      await expect.poll(() => stranger.refused()).toBe(false);
      const guesser = await trainer(locked.base, 'guess');
      await expect.poll(() => guesser.refused()).toBe(true);
      // Their commands are dropped: the desk hears no assignment.
      const drill = stranger.desk(ana);
      drill.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Mallory');
      guesser.desk(ana).assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Mallory');
      expect(stranger.desks()).toEqual([]);

      const rita = await trainer(locked.base, 'room-password');
      await expect.poll(() => rita.desks()).toEqual([ana]);
      expect(rita.refused()).toBeNull();
      const desk = rita.desk(ana);
      desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
      await expect.poll(() => desk.drill?.tabs).toBe(1);
      // Only Rita's assignment reached the desk (its acknowledgement names her drill alone).
      expect(rita.heard.filter((h) => h.type === 'assigned')).toHaveLength(1);
      expect(drill.drill?.tabs).toBe(0);
    } finally {
      await locked.server.close();
    }
  });
});
