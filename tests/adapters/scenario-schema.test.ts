import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBRIEF_CONFIG } from '../../src/domain/training/debrief';
import {
  debriefConfigOf,
  parseInjectedStep,
  parseScenario,
  parseScenarioText,
  scenarioEnd,
} from '../../src/adapters/fake/simulation/scenario-schema';

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const minimal = { name: 'Minimal', steps: [] };

describe('training scenario files (scenarios/*.json)', () => {
  it('a collaborator joins (named, or "Collaborator") and leaves', () => {
    const parsed = parseScenario('c.json', {
      ...minimal,
      steps: [
        { at: 20, action: 'collaboratorJoins', name: ' Joana ' },
        { at: 30, action: 'collaboratorJoins' },
        { at: 50, action: 'collaboratorLeaves' },
      ],
    });
    expect(parsed.ok ? parsed.scenario.steps : parsed.errors).toEqual([
      { at: 20, action: 'collaboratorJoins', name: 'Joana' },
      { at: 30, action: 'collaboratorJoins', name: 'Collaborator' },
      { at: 50, action: 'collaboratorLeaves' },
    ]);
  });

  it.each(readdirSync(dir).filter((f) => f.endsWith('.json')))('built-in %s is valid', (file) => {
    const parsed = parseScenarioText(file, readFileSync(path.join(dir, file), 'utf8'));
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
  });

  it('has one built-in scenario for every last digit of a phone number', () => {
    const digits = readdirSync(dir)
      .map((f) => /^(\d)-/.exec(f)?.[1])
      .filter(Boolean)
      .sort();
    expect(digits).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('fills defaults and ends 30 s after the last step when no duration is given', () => {
    const parsed = parseScenario('x.json', { name: 'X', steps: [{ at: 12, action: 'join' }] });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.scenario.onLink).toEqual({ sms: 'sent', whatsapp: 'sent' });
    expect(parsed.scenario.operator).toEqual({ channel: 'sms', steps: [] });
    expect(scenarioEnd(parsed.scenario)).toBe(42);
  });

  it.each([
    ['wrong type', { ...minimal, steps: [{ at: '5', action: 'join' }] }, 'bad.json: steps[0].at: expected a number of seconds'],
    ['negative time', { ...minimal, steps: [{ at: -3, action: 'join' }] }, 'bad.json: steps[0].at: expected a time of 0 seconds or more'],
    [
      'unknown step',
      { ...minimal, steps: [{ at: 1, action: 'dance' }] },
      'bad.json: steps[0].action: unknown step "dance" (expected one of: status, clickLink',
    ],
    [
      'unknown permission',
      { ...minimal, steps: [{ at: 1, action: 'permissions', grant: { camera: true } }] },
      'bad.json: steps[0].grant: unknown permission "camera" (expected one of: privacy_policy, local',
    ],
    [
      'unknown delivery status',
      { ...minimal, steps: [{ at: 1, action: 'status', status: 'seen' }] },
      'bad.json: steps[0].status: Invalid option: expected one of "sent"|"delivered"|"read"|"failed"|"undelivered"',
    ],
    ['missing name', { steps: [] }, 'bad.json: name: expected a name'],
    ['blank name', { name: '   ', steps: [] }, 'bad.json: name: expected a name'],
    ['steps not a list', { name: 'X', steps: {} }, 'bad.json: steps: expected a list of steps'],
    ['unknown top-level field', { ...minimal, stepz: [] }, 'bad.json: (scenario): unknown field "stepz"'],
    ['unknown fault', { ...minimal, faults: [{ kind: 'meteor' }] }, 'bad.json: faults[0].kind: unknown fault "meteor"'],
    [
      'error rate above 1',
      { ...minimal, faults: [{ kind: 'errorRate', port: 'ChatGateway', rate: 2, mode: 'failBefore' }] },
      'bad.json: faults[0].rate: Too big: expected number to be <=1',
    ],
    [
      'unknown port',
      { ...minimal, faults: [{ kind: 'errorRate', port: 'Printer', rate: 0.5, mode: 'failBefore' }] },
      'bad.json: faults[0].port: Invalid option',
    ],
    [
      'unknown errorRate mode',
      { ...minimal, faults: [{ kind: 'errorRate', port: 'IncidentsGateway', rate: 0.5, mode: 'sometimes' }] },
      'bad.json: faults[0].mode: unknown mode "sometimes" (expected one of: failBefore, lostResponse)',
    ],
    [
      'errorRate without a mode',
      { ...minimal, faults: [{ kind: 'errorRate', port: 'IncidentsGateway', rate: 0.5 }] },
      'bad.json: faults[0].mode: expected a mode: "failBefore" (the server refuses the call, nothing is applied) or "lostResponse"',
    ],
    [
      'network quality out of range',
      { ...minimal, steps: [{ at: 1, action: 'networkQuality', uplink: 9, downlink: 1 }] },
      'bad.json: steps[0].uplink: Too big',
    ],
    [
      'unknown expectation',
      { ...minimal, expect: [{ expect: 'miracle', by: 1 }] },
      'bad.json: expect[0].expect: unknown expectation "miracle"',
    ],
    [
      'anotherOperatorJoined with a field it does not take',
      { ...minimal, steps: [{ at: 0, action: 'anotherOperatorJoined', operator: 'Sara' }] },
      'bad.json: steps[0]: unknown field "operator"',
    ],
    [
      'anotherOperatorJoined without a time',
      { ...minimal, steps: [{ action: 'anotherOperatorJoined' }] },
      'bad.json: steps[0].at: expected a number of seconds',
    ],
    [
      'a description expectation without the text it must hold',
      { ...minimal, expect: [{ expect: 'descriptionHolds', by: 5 }] },
      'bad.json: expect[0].text',
    ],
    [
      'unknown session end cause',
      { ...minimal, expect: [{ expect: 'sessionEnded', cause: 'alreadyJoined', by: 5 }] },
      'bad.json: expect[0].cause: Invalid option',
    ],
    [
      'a collaborator with a blank name',
      { ...minimal, steps: [{ at: 20, action: 'collaboratorJoins', name: '  ' }] },
      'bad.json: steps[0].name: expected a name',
    ],
    [
      'a collaborator leaving with a field it does not take',
      { ...minimal, steps: [{ at: 50, action: 'collaboratorLeaves', name: 'Ana' }] },
      'bad.json: steps[0]: unknown field "name"',
    ],
    [
      'latitude out of range',
      { ...minimal, steps: [{ at: 1, action: 'moveTo', to: { lat: 95, long: 0 } }] },
      'bad.json: steps[0].to.lat: Too big',
    ],
  ])('refuses a file with %s, naming the file, the field path and what was expected', (_kind, json, message) => {
    const parsed = parseScenario('bad.json', json);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(
      parsed.errors.some((e) => e.startsWith(message)),
      parsed.errors.join('\n'),
    ).toBe(true);
  });

  it('reads an anotherOperatorJoined step and an already_joined session end', () => {
    const parsed = parseScenario('x.json', {
      name: 'X',
      steps: [{ at: 0, action: 'anotherOperatorJoined' }],
      expect: [{ expect: 'sessionEnded', cause: 'already_joined', by: 5 }],
    });
    expect(parsed).toMatchObject({
      ok: true,
      scenario: { steps: [{ at: 0, action: 'anotherOperatorJoined' }], expect: [{ cause: 'already_joined' }] },
    });
  });

  it.each(['failBefore', 'lostResponse'])('reads an errorRate fault in mode %s', (mode) => {
    const parsed = parseScenario('x.json', { ...minimal, faults: [{ kind: 'errorRate', port: 'IncidentsGateway', rate: 0.25, mode }] });
    expect(parsed).toMatchObject({ ok: true, scenario: { faults: [{ kind: 'errorRate', port: 'IncidentsGateway', rate: 0.25, mode }] } });
  });

  it('refuses text that is not JSON', () => {
    const parsed = parseScenarioText('broken.json', '{ "name": ');
    expect(parsed).toMatchObject({ ok: false });
    if (!parsed.ok) expect(parsed.errors[0]).toMatch(/^broken\.json: \(file\): not valid JSON/);
  });
});

describe('a scenario’s debrief settings and the steps a trainer injects', () => {
  it('reads a debrief section, filling what it leaves out', () => {
    const parsed = parseScenario('x.json', { ...minimal, debrief: { targets: { firstVideo: 20 }, weights: { reactions: 2 } } });
    expect(parsed.ok ? debriefConfigOf(parsed.scenario) : parsed.errors).toEqual({
      targets: { firstVideo: 20 },
      weights: { reactions: 2 },
      reactionWindowSeconds: 30,
      reactions: {},
    });
    expect(parsed.ok && debriefConfigOf({ ...parsed.scenario, debrief: undefined })).toEqual(DEFAULT_DEBRIEF_CONFIG);
  });

  it.each([
    [{ targets: { firstVideo: 0 } }, 'bad.json: debrief.targets.firstVideo: expected a target of more than 0 seconds'],
    [{ targets: { firstFrame: 3 } }, 'bad.json: debrief.targets: unknown field "firstFrame"'],
    [{ weights: { reactions: -1 } }, 'bad.json: debrief.weights.reactions: expected a weight of 0 or more'],
    [{ reactions: { refused_camera: ['dance'] } }, 'bad.json: debrief.reactions.refused_camera[0]: '],
    [{ reactions: { camera: ['edit'] } }, 'bad.json: debrief.reactions: unknown field "camera"'],
    [{ reactionWindowSeconds: 0 }, 'bad.json: debrief.reactionWindowSeconds: '],
  ])('refuses the debrief %j with its field path', (debrief, message) => {
    const parsed = parseScenario('bad.json', { ...minimal, debrief });
    expect(parsed.ok ? [] : parsed.errors).toEqual([expect.stringContaining(message)]);
  });

  it('reads latency and tokenExpiry as steps', () => {
    const parsed = parseScenario('x.json', {
      ...minimal,
      steps: [
        { at: 10, action: 'latency', ms: 1200 },
        { at: 20, action: 'tokenExpiry' },
      ],
    });
    expect(parsed.ok ? parsed.scenario.steps : parsed.errors).toEqual([
      { at: 10, action: 'latency', ms: 1200 },
      { at: 20, action: 'tokenExpiry' },
    ]);
  });

  it.each([
    [{ action: 'socketDrop' }, { ok: true, step: { at: 0, action: 'socketDrop' } }],
    [
      { action: 'chat', body: 'Hi', at: 99 },
      { ok: true, step: { at: 0, action: 'chat', body: 'Hi' } },
    ],
    [{ action: 'latency' }, { ok: false, errors: [expect.stringMatching(/^injected step: ms: /)] }],
    [{ action: 'dance' }, { ok: false, errors: [expect.stringMatching(/^injected step: action: unknown step "dance"/)] }],
    // An actor's phone claims the link itself: a hand-over is no injection.
    [{ action: 'actorTakesOver' }, { ok: false, errors: [expect.stringMatching(/^injected step: action: unknown step "actorTakesOver"/)] }],
  ])('checks an injected step %j', (step, outcome) => {
    expect(parseInjectedStep(step)).toEqual(outcome);
  });

  it('reads an actor’s hand-over as a step: the name the actor gave, and the trainer’s injections after it', () => {
    const parsed = parseScenario('x.json', {
      ...minimal,
      steps: [{ at: 9, action: 'actorTakesOver', name: ' Ana Actor ', then: [{ at: 12, action: 'chat', body: 'Still there?' }] }],
    });
    expect(parsed.ok ? parsed.scenario.steps : parsed.errors).toEqual([
      { at: 9, action: 'actorTakesOver', name: 'Ana Actor', then: [{ at: 12, action: 'chat', body: 'Still there?' }] },
    ]);
    const bare = parseScenario('x.json', { ...minimal, steps: [{ at: 9, action: 'actorTakesOver' }] });
    expect(bare.ok ? bare.scenario.steps : bare.errors).toEqual([{ at: 9, action: 'actorTakesOver', then: [] }]);
  });

  it('refuses a hand-over inside a hand-over, naming the field', () => {
    const parsed = parseScenario('x.json', {
      ...minimal,
      steps: [{ at: 9, action: 'actorTakesOver', then: [{ at: 10, action: 'actorTakesOver' }] }],
    });
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      expect.stringMatching(/^x\.json: steps\[0\]\.then\[0\]\.action: unknown step "actorTakesOver"/),
    ]);
  });
});
