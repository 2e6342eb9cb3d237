import { describe, expect, it } from 'vitest';
import { wordSides } from '../../src/ui/shared/map/street-markers';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe("the incident's and the caller's words on the street map are written away from each other", () => {
  it.each([
    ['at one place: the caller above right, the incident below left', at(1, 1), at(1, 1), 'right above', 'left below'],
    ['caller north-east', at(1, 1), at(1.001, 1.001), 'right above', 'left below'],
    ['caller south-east', at(1, 1), at(0.999, 1.001), 'right below', 'left above'],
    ['caller north-west', at(1, 1), at(1.001, 0.999), 'left above', 'right below'],
    ['caller south-west', at(1, 1), at(0.999, 0.999), 'left below', 'right above'],
    ['no caller position yet', at(1, 1), null, 'right above', 'left below'],
    ['no incident position', null, at(1, 1), 'right above', 'left below'],
  ])('%s', (_name, incident, caller, callerSide, incidentSide) => {
    const sides = wordSides(incident, caller);
    expect(`${sides.caller.horizontal} ${sides.caller.vertical}`).toBe(callerSide);
    expect(`${sides.incident.horizontal} ${sides.incident.vertical}`).toBe(incidentSide);
  });
});
