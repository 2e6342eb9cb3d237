import { describe, expect, it } from 'vitest';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { clock, linkSent, scenario, serveTrainingRoom, trainer } from './training-room-support';

/**
 * A desk runs one drill at a time: a second trainer's console, which did not hear of the drill running at a desk,
 * assigns it another; the server refuses with 409 and says why, the running drill goes on, and it is kept when it ends.
 */
serveTrainingRoom();

describe('a desk whose drill runs', () => {
  it('refuses another drill with 409, keeps the running one going, and keeps it when it ends', async () => {
    const { room, trainee, desk } = await linkSent('operator@public.demo', '1-cooperative-caller.json', '+5521987654321');
    await expect.poll(() => desk.drill?.phase).toBe('running');

    const assigned = () => room.heard.filter((h) => h.type === 'assigned').length;
    const before = assigned();
    const other = await trainer();
    await expect.poll(() => other.desks()).toContain(trainee.email);
    const late = other.desk(trainee.email);
    late.assign(scenario('9-taken-over.json'), { kind: 'nextLink' }, 'Other Trainer');
    await expect.poll(() => other.refusals).toHaveLength(1);
    expect(other.refusals[0]).toMatchObject({ desk: trainee.email, status: 409 });
    expect(other.refusals[0]!.message).toMatch(/running the drill "Cooperative caller".*one drill at a time/);
    expect(late.drill).toBeNull();
    expect(late.busyWith).toBe('Cooperative caller');
    expect(assigned()).toBe(before);

    await clock.advance(10_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');
    await expect.poll(() => room.kept().length).toBe(1);
    expect(room.kept()[0]).toMatchObject({ trainer: 'Rita Trainer', fileName: '1-cooperative-caller.json' });

    // Once its call has ended, the desk takes the next drill.
    late.assign(scenario('9-taken-over.json'), { kind: 'nextLink' }, 'Other Trainer');
    await expect.poll(() => late.drill?.tabs).toBe(1);
    expect(other.refusals).toHaveLength(1);
  });
});
