import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEEDED_RECORDINGS } from '../../src/adapters/fake/playable-media.fake';
import { RECORDING_UPLOAD_PATH } from '../../src/adapters/shared/served-recordings';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { base, clock, scenario, serveTrainingRoom, trainee, trainer } from './training-room-support';

/**
 * A kept drill's recording is placed in the drill by the seconds since its link was sent, as its events are: also when
 * the trainee's desk took the drill some time after the trainer assigned it (signed in later), so the time between the
 * assignment and the desk's taking it is not added to the recording's.
 */
// A room for each test: a desk signed in, a drill assigned or a recording kept by one test is not the next one's.
serveTrainingRoom({ eachTest: true });

describe('a kept drill’s recording time', () => {
  it('counts from the link, not from the assignment, when the desk signs in after the drill was assigned', async () => {
    const room = await trainer();
    const email = 'admin@public.demo';
    const desk = room.desk(email);
    desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    // The trainee signs in 10 s after the assignment, and sends the link 2 s later.
    await clock.advance(10_000);
    const bea = await trainee(email);
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    await clock.advance(2_000);
    const incident = await bea.sendLink('+5521987654351');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    await clock.advance(15_000);
    await expect.poll(() => desk.drill?.events.find((e) => e.kind === 'firstVideo')?.at).toBe(11);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings).toEqual([]);

    // The caller's picture played from 00:11 and stopped 5 s before now (00:20 of the drill): 9 s of it.
    const now = desk.drill!.events.find((e) => e.kind === 'ended')!.at;
    await upload(bea.token, incident, (now - 5 - 11) * 1000, 5_000);
    await expect
      .poll(() =>
        room
          .kept()
          .find((d) => d.incidentId === incident)
          ?.recordings.map(({ from, to }) => [from, to]),
      )
      .toEqual([[11, now - 5]]);
  });

  it('counts from the link when another trainee sent a link between the assignment and this desk’s link', async () => {
    const room = await trainer();
    const [ana, bea] = [await trainee('operator@public.demo'), await trainee('admin@public.demo')];
    const desk = room.desk(ana.email);
    desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    // Another desk's link, 6 s after the assignment; this desk's own 4 s later.
    await clock.advance(6_000);
    await bea.sendLink('+5521987654350');
    await clock.advance(4_000);
    const incident = await ana.sendLink('+5521987654351');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    // The trainee took 10 s to send the link after the drill was assigned.
    await expect.poll(() => desk.drill?.events.find((e) => e.kind === 'drillStarted')?.at).toBe(-10);
    await clock.advance(15_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings).toEqual([]);

    const now = desk.drill!.events.find((e) => e.kind === 'ended')!.at;
    await upload(ana.token, incident, (now - 11) * 1000, 0);
    await expect
      .poll(() =>
        room
          .kept()
          .find((d) => d.incidentId === incident)
          ?.recordings.map(({ from, to }) => [from, to]),
      )
      .toEqual([[11, now]]);
  });

  it('places a recording by when its upload arrived, not by when its body was all read (a long file on a busy computer)', async () => {
    const room = await trainer();
    const desk = room.desk('operator@public.demo');
    desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    const ana = await trainee('operator@public.demo');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    const incident = await ana.sendLink('+5521987654361');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    await clock.advance(15_000);
    await expect.poll(() => desk.drill?.events.find((e) => e.kind === 'firstVideo')?.at).toBe(11);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings).toEqual([]);

    // The caller's picture from 00:11 until the call ended; the file's last bytes reach the server 6 s after its first.
    const ended = desk.drill!.events.find((e) => e.kind === 'ended')!.at;
    const elapsed = desk.drill!.events.at(-1)!.at;
    await slowUpload(ana.token, incident, (ended - 11) * 1000, (elapsed - ended) * 1000, 6_000);
    await expect
      .poll(() =>
        room
          .kept()
          .find((d) => d.incidentId === incident)
          ?.recordings.map(({ from, to }) => [from, to]),
      )
      .toEqual([[11, ended]]);
  });
});

/**
 * An upload whose body takes `bodyMs` of the world's clock to arrive after its headers did: the request starts, the
 * clock moves on, then the rest of the file comes.
 */
async function slowUpload(token: string, incident: string, durationMs: number, stoppedAgoMs: number, bodyMs: number): Promise<void> {
  const form = new FormData();
  form.append('channel', `incident-${incident}`);
  form.append('durationMs', String(durationMs));
  form.append('stoppedAgoMs', String(stoppedAgoMs));
  form.append('file', new Blob([new Uint8Array(await readFile(fileURLToPath(SEEDED_RECORDINGS.short.url)))]), 'recording.mp4');
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const status = new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${base}${RECORDING_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': bytes.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.write(bytes.subarray(0, 64));
    // The headers and the first bytes are in; the server has the request before the clock moves on.
    setTimeout(() => {
      void clock.advance(bodyMs).then(() => request.end(bytes.subarray(64)));
    }, 300);
  });
  expect(await status).toBe(200);
}

/** What the trainee's browser uploads of the caller's picture: how long it lasts and how long ago it stopped. */
async function upload(token: string, incident: string, durationMs: number, stoppedAgoMs: number): Promise<void> {
  const form = new FormData();
  form.append('channel', `incident-${incident}`);
  form.append('durationMs', String(durationMs));
  form.append('stoppedAgoMs', String(stoppedAgoMs));
  form.append('file', new Blob([new Uint8Array(await readFile(fileURLToPath(SEEDED_RECORDINGS.short.url)))]), 'recording.mp4');
  const uploaded = await fetch(`${base}${RECORDING_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
}
