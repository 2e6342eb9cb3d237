// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listNavigation } from '../../src/ui/admin/resource/list-address';

/** A navigation over a fake address: what it was asked to write, and frames run by hand. */
function setUp(at: string) {
  window.location.hash = `#/${at}`;
  const written: [string, boolean][] = [];
  const navigate = vi.fn((route: string, options?: { readonly replace?: boolean }) => {
    written.push([route, options?.replace === true]);
    window.location.hash = `#/${route}`;
  });
  const frames: (() => void)[] = [];
  const nextFrame = () => frames.splice(0).forEach((run) => run());
  return { go: listNavigation(navigate, (run) => frames.push(run)), written, nextFrame };
}

afterEach(() => {
  window.location.hash = '';
});

describe('a list’s address follows its rows (listNavigation)', () => {
  it('writes a new query of the list shown after the next frame, not in the click', () => {
    const { go, written, nextFrame } = setUp('public/users');
    go('public/users?sort=email');
    expect(written).toEqual([]);
    nextFrame();
    expect(written).toEqual([['public/users?sort=email', false]]);
    go('public/users?sort=email&q=ana', { replace: true });
    nextFrame();
    expect(written.at(-1)).toEqual(['public/users?sort=email&q=ana', true]);
  });

  it('keeps one history entry per query, in order, when a second comes before the frame', () => {
    const { go, written, nextFrame } = setUp('public/users');
    go('public/users?page=2');
    go('public/users?page=3');
    expect(written).toEqual([['public/users?page=2', false]]);
    nextFrame();
    expect(written).toEqual([
      ['public/users?page=2', false],
      ['public/users?page=3', false],
    ]);
  });

  it('goes to another route at once and drops a query still waiting', () => {
    const { go, written, nextFrame } = setUp('public/incidents');
    go('public/incidents?page=2');
    go('public/incident/view/100131');
    expect(written).toEqual([['public/incident/view/100131', false]]);
    nextFrame();
    expect(written).toEqual([['public/incident/view/100131', false]]);
  });

  it('drops a query still waiting once the address has left the list (the sidebar, back)', () => {
    const { go, written, nextFrame } = setUp('public/users');
    go('public/users?page=2');
    window.location.hash = '#/public/roles';
    nextFrame();
    expect(written).toEqual([]);
  });
});
