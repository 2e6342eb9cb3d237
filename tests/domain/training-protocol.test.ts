import { describe, expect, it } from 'vitest';
import { readTrainingMessage, type TrainingMessage } from '../../src/domain/training/training-protocol';

/** One well-formed message of every type the trainer's console and the trainee's tabs exchange. */
const EVERY: readonly TrainingMessage[] = [
  { type: 'assign', drillId: 'd', target: { kind: 'nextLink' }, scenario: { name: 'x', steps: [] } },
  { type: 'inject', drillId: 'd', step: { action: 'socketDrop' } },
  { type: 'cancel', drillId: 'd' },
  { type: 'ready', drillId: '', tab: 't' },
  { type: 'assigned', drillId: 'd', tab: 't' },
  { type: 'refused', drillId: 'd', errors: ['x'] },
  { type: 'started', drillId: 'd', tab: 't', incidentId: '7' },
  { type: 'event', drillId: 'd', event: { at: 1, kind: 'linkSent' } },
  { type: 'progress', drillId: 'd', steps: ['done'] },
  { type: 'injected', drillId: 'd', at: 3, step: { action: 'leave' } },
  { type: 'injectFailed', drillId: 'd', errors: ['x'] },
] as unknown as readonly TrainingMessage[];

describe('the training channel reads every message of the protocol, and nothing else', () => {
  it.each(EVERY.map((message) => [message.type, message] as const))('%s is read back', (_type, message) => {
    expect(readTrainingMessage(structuredClone(message))).toEqual(message);
  });

  it.each([
    ['not an object', 'ready'],
    ['an unknown type', { type: 'toString', drillId: 'd' }],
    ['no drill id', { type: 'ready', tab: 't' }],
    ['a ready without its tab', { type: 'ready', drillId: '' }],
    ['an assign to nowhere', { type: 'assign', drillId: 'd', target: { kind: 'moon' } }],
  ])('%s is refused', (_what, value) => {
    expect(readTrainingMessage(value)).toBeNull();
  });
});
