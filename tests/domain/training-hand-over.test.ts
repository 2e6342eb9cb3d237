import { describe, expect, it } from 'vitest';
import { actorHandOver, timelineEvents, type DrillEvent } from '../../src/domain/training/drill-event';

const at = (seconds: number, kind: DrillEvent['kind'], detail?: string): DrillEvent =>
  detail === undefined ? { at: seconds, kind } : { at: seconds, kind, detail };

describe('an actor’s hand-over on the timeline', () => {
  it.each<[string, DrillEvent[], ReturnType<typeof actorHandOver>, DrillEvent[]]>([
    ['no actor', [at(0, 'linkSent'), at(5, 'callerJoined')], null, [at(0, 'linkSent'), at(5, 'callerJoined')]],
    ['named with the claim', [at(9, 'actorTookOver', 'Ana')], { at: 9, name: 'Ana' }, [at(9, 'actorTookOver', 'Ana')]],
    ['claimed before a name was typed', [at(9, 'actorTookOver')], { at: 9, name: null }, [at(9, 'actorTookOver')]],
    [
      'named after the claim: one row, with the name',
      [at(9, 'actorTookOver'), at(10, 'callerChat', 'Hi'), at(14, 'actorNamed', 'Ana')],
      { at: 9, name: 'Ana' },
      [at(9, 'actorTookOver', 'Ana'), at(10, 'callerChat', 'Hi')],
    ],
    [
      'renamed: the last name given',
      [at(9, 'actorTookOver', 'Ana'), at(20, 'actorNamed', 'Ana Souza')],
      { at: 9, name: 'Ana Souza' },
      [at(9, 'actorTookOver', 'Ana Souza')],
    ],
  ])('%s', (_, events, handOver, rows) => {
    expect(actorHandOver(events)).toEqual(handOver);
    expect(timelineEvents(events)).toEqual(rows);
  });
});
