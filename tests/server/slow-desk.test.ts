import { describe, expect, it } from 'vitest';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { base, clock, scenario, serveTrainingRoom, trainee, trainer } from './training-room-support';

/**
 * A slow network injected into one desk's drill slows that desk's answers only: the server's world is shared, yet
 * the other desk's console answers as fast as before, and the slow desk's answers are fast again once its drill ends.
 */
serveTrainingRoom();

/** Whether a GET of the session with `token` is answered within `ms` of real time, the world's clock standing still. */
async function answeredWithin(token: string, ms: number): Promise<{ answered: boolean; pending: Promise<Response> }> {
  const pending = fetch(`${base}/auth/session`, { headers: { authorization: `Bearer ${token}` } });
  const answered = await Promise.race([pending.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
  return { answered, pending };
}

describe('a slow network injected into one desk', () => {
  it('slows that desk’s answers while its drill lasts, and never the other desk’s', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const bea = await trainee('admin@public.demo');
    await expect.poll(() => [...room.desks()].sort()).toEqual(['admin@public.demo', 'operator@public.demo']);
    const slowed = room.desk(ana.email);
    const other = room.desk(bea.email);
    slowed.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    other.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => [slowed.drill?.tabs, other.drill?.tabs]).toEqual([1, 1]);
    await Promise.all([ana.sendLink('+5521987654321'), bea.sendLink('+5521987654322')]);
    await expect.poll(() => [slowed.drill?.phase, other.drill?.phase]).toEqual(['running', 'running']);
    await clock.advance(5_000);

    slowed.inject(injectionSteps('slowNetwork'));
    await expect.poll(() => slowed.drill?.injected.map((i) => i.step.action)).toEqual(['latency', 'networkQuality']);
    expect(other.drill?.injected).toEqual([]);

    // The other desk answers at once; the slowed desk waits its 1.5 s of the world's clock.
    expect((await answeredWithin(bea.token, 1_000)).answered).toBe(true);
    const slow = await answeredWithin(ana.token, 300);
    expect(slow.answered).toBe(false);
    await clock.advance(1_500);
    expect((await slow.pending).status).toBe(200);

    // The slowed drill ends: its desk answers at once again.
    slowed.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => slowed.drill?.phase).toBe('ended');
    await clock.advance(1_500);
    expect((await answeredWithin(ana.token, 1_000)).answered).toBe(true);
    expect((await answeredWithin(bea.token, 1_000)).answered).toBe(true);
    other.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => other.drill?.phase).toBe('ended');
  });
});
