import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import type { AddressAutocomplete, AddressDetails } from '../../src/application/ports/address-autocomplete.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';

const CARRERA = { id: 'p1', description: 'Carrera 7, Bogotá' };
const DETAILS: AddressDetails = {
  address: 'Carrera 7, La Candelaria, Bogotá',
  components: [{ long_name: 'Bogotá', types: ['locality'] }],
  latitude: 4.6,
  longitude: 0,
};

function setup() {
  const clock = new VirtualClock();
  const places = {
    suggest: vi.fn(async () => [CARRERA]),
    details: vi.fn(async (): Promise<AddressDetails | null> => DETAILS),
  } satisfies AddressAutocomplete;
  return { clock, places, flow: new AddressSuggestionsFlow(places, clock) };
}

describe('AddressSuggestionsFlow (SPEC §5 address autocomplete)', () => {
  it('looks up once typing pauses for the delay on the Clock; newer typing overtakes the older lookup', async () => {
    const { clock, places, flow } = setup();
    const first = flow.suggest('Car', 300);
    const second = flow.suggest('Carrera', 300);
    await clock.advance(299);
    expect(places.suggest).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(await first).toBeNull();
    expect(await second).toEqual([CARRERA]);
    expect(places.suggest).toHaveBeenCalledTimes(1);
    expect(places.suggest).toHaveBeenCalledWith('Carrera');
  });

  it('a zero delay asks at once; a failed lookup gives no suggestions', async () => {
    const { places, flow } = setup();
    places.suggest.mockRejectedValueOnce(new Error('offline'));
    expect(await flow.suggest('Carrera')).toEqual([]);
  });

  it('a chosen suggestion gives address, city (locality) and coordinates, zero read as empty', async () => {
    const { flow } = setup();
    expect(await flow.choose('p1')).toEqual({ address: DETAILS.address, city: 'Bogotá', latitude: 4.6, longitude: null });
  });

  it('typing after a choice drops the late details; cancel and dispose drop waiting lookups and clear the timer', async () => {
    const { clock, places, flow } = setup();
    let answer: (details: AddressDetails | null) => void = () => {};
    places.details.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const chosen = flow.choose('p1');
    void flow.suggest('Calle 26');
    answer(DETAILS);
    expect(await chosen).toBeNull();
    const waiting = flow.suggest('Calle', 300);
    flow.dispose();
    expect(await waiting).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('DelayFlow', () => {
  it('runs the newest scheduled action once its delay passed; cancel and dispose clear it', async () => {
    const clock = new VirtualClock();
    const delay = new DelayFlow(clock);
    const first = vi.fn();
    const second = vi.fn();
    delay.schedule(500, first);
    delay.schedule(500, second);
    expect(delay.pending).toBe(true);
    await clock.advance(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(delay.pending).toBe(false);
    delay.schedule(500, first);
    delay.dispose();
    await clock.advance(500);
    expect(first).not.toHaveBeenCalled();
    expect(clock.pendingTimers()).toBe(0);
  });
});
