import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import { IncidentAnswerOrder } from '../../src/application/incidents/incident-answer-order';
import { IncidentReloader } from '../../src/application/incidents/incident-reloader';

/** A gateway whose reads answer when the test says, in any order. */
function pendingReads() {
  const calls: { resolve: (incident: Incident | null) => void; reject: (error: Error) => void }[] = [];
  const incidents = {
    getIncidentById: () => new Promise<Incident | null>((resolve, reject) => calls.push({ resolve, reject })),
  };
  return { incidents, calls };
}

function setup() {
  const { incidents, calls } = pendingReads();
  const warnings: [string, unknown][] = [];
  const answers = new IncidentAnswerOrder();
  const logger = { warning: (message: string, data?: unknown) => void warnings.push([message, data]) };
  const reloader = new IncidentReloader({ incidents, logger, answers }, 'view: reload failed');
  return { reloader, calls, warnings, answers };
}

const incident = (title: string): Incident => ({ id: '7', title }) as Incident;

describe('IncidentReloader: an incident read again in answer order', () => {
  it('applies the newest read; an older read landing after or before it applies nothing', async () => {
    const { reloader, calls } = setup();
    const older = reloader.read('7');
    const newer = reloader.read('7');
    calls[1]!.resolve(incident('newer'));
    calls[0]!.resolve(incident('older'));
    expect(await newer).toMatchObject({ title: 'newer' });
    expect(await older).toBeNull();

    const first = reloader.read('7');
    const second = reloader.read('7');
    calls[2]!.resolve(incident('first'));
    expect(await first).toBeNull();
    calls[3]!.resolve(incident('second'));
    expect(await second).toMatchObject({ title: 'second' });
  });

  it('never applies an answer older than one applied to the incident elsewhere (a save)', async () => {
    const { reloader, calls, answers } = setup();
    const read = reloader.read('7');
    const save = answers.begin();
    expect(answers.settle('7', save)).toBe(true);
    calls[0]!.resolve(incident('read before the save'));
    expect(await read).toBeNull();
  });

  it.each([
    ['the screen stopped following (drop)', (r: IncidentReloader) => r.drop(), () => true],
    ['the screen no longer wants it when it lands', () => undefined, () => false],
  ])('applies nothing when %s', async (_name, between, stillWanted) => {
    const { reloader, calls } = setup();
    const read = reloader.read('7', { stillWanted });
    between(reloader);
    calls[0]!.resolve(incident('late'));
    expect(await read).toBeNull();
  });

  it('a failed read is logged with its context and applies nothing; no answer (null) applies nothing', async () => {
    const { reloader, calls, warnings } = setup();
    const failed = reloader.read('7', { context: { reason: 'catch-up' } });
    calls[0]!.reject(new Error('offline'));
    expect(await failed).toBeNull();
    expect(warnings).toEqual([['view: reload failed', { reason: 'catch-up', error: 'Error: offline' }]]);
    const none = reloader.read('7');
    calls[1]!.resolve(null);
    expect(await none).toBeNull();
  });
});
