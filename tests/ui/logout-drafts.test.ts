import { describe, expect, it } from 'vitest';
import type { DraftsNotSaved } from '../../src/application/incidents/kept-drafts.facade';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { LogoutDraftsPrompt, type UnsavedDrafts } from '../../src/ui/admin/logout-drafts.model';

function drafts(count: number, saves: Array<Result<{ readonly saved: number }, DraftsNotSaved>>) {
  const state = { count, discarded: 0, saved: 0 };
  const source: UnsavedDrafts = {
    count: () => state.count,
    saveAll: () => {
      const next = saves.shift() ?? ok({ saved: state.count });
      if (next.ok) state.count = 0;
      state.saved++;
      return Promise.resolve(next);
    },
    discardAll: () => {
      state.discarded++;
      state.count = 0;
    },
  };
  return { source, state };
}

function prompt(count: number, saves: Array<Result<{ readonly saved: number }, DraftsNotSaved>> = []) {
  const { source, state } = drafts(count, saves);
  const logouts: number[] = [];
  const model = new LogoutDraftsPrompt(source, () => {
    logouts.push(1);
    return Promise.resolve();
  });
  return { model, state, logouts };
}

describe('the logout asks first while drafts are unsaved', () => {
  it('no drafts: it does not ask', () => {
    const { model } = prompt(0);
    expect(model.ask()).toBe(false);
    expect(model.open).toBe(false);
  });

  it('stay: closes, nothing discarded, no logout', () => {
    const { model, state, logouts } = prompt(2);
    expect(model.ask()).toBe(true);
    expect(model).toMatchObject({ open: true, count: 2 });
    model.stay();
    expect(model.open).toBe(false);
    expect(state).toMatchObject({ count: 2, discarded: 0 });
    expect(logouts).toEqual([]);
  });

  it('discard: forgets the drafts, then logs out', async () => {
    const { model, state, logouts } = prompt(1);
    model.ask();
    await model.discard();
    expect(state.discarded).toBe(1);
    expect(logouts).toEqual([1]);
    expect(model.open).toBe(false);
  });

  it('save now: a failure keeps the question open and says how many; a success logs out', async () => {
    const { model, logouts } = prompt(2, [err({ kind: 'not-saved', failed: 1, failure: { kind: 'network' } })]);
    model.ask();
    await model.saveNow();
    expect(model).toMatchObject({ open: true, notSaved: 1, saving: false });
    expect(logouts).toEqual([]);
    await model.saveNow();
    expect(model).toMatchObject({ open: false, notSaved: null });
    expect(logouts).toEqual([1]);
  });
});
