import { describe, expect, it, vi } from 'vitest';
import type { LinkedIncidentEntry } from '../../src/domain/incident/linked-incidents';
import { err, ok } from '../../src/domain/shared/result';
import { LinkedIncidentsModel, linkSearchForm, type LinkedIncidentsDeps } from '../../src/ui/incident/view/linked-incidents.model';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const current: LinkedIncidentEntry = {
  id: '7',
  title: 'Flood',
  at: '2026-01-01T10:00:00Z',
  relation: 'current',
  disabled: true,
  finished: false,
};
const linkedTo: LinkedIncidentEntry = {
  id: '3',
  title: 'Earlier',
  at: '2026-01-01T09:00:00Z',
  relation: 'links-to',
  disabled: false,
  finished: false,
};

function make(overrides: Partial<LinkedIncidentsDeps> = {}) {
  let listed: readonly LinkedIncidentEntry[] = [current];
  const deps: LinkedIncidentsDeps = {
    list: { execute: vi.fn(async () => ok(listed)) },
    navigate: vi.fn(),
    mayChange: () => true,
    search: {
      execute: vi.fn(async () =>
        ok([
          { id: 7, title: 'Flood' },
          { id: 12, title: 'Fire', createdAt: '2026-01-02T10:00:00Z' },
        ]),
      ),
    },
    links: {
      link: vi.fn(async () => {
        listed = [linkedTo, current];
        return ok(undefined);
      }),
      unlink: vi.fn(async () => {
        listed = [current];
        return ok(undefined);
      }),
    },
    notify: vi.fn(),
    ...overrides,
  };
  const model = new LinkedIncidentsModel(deps, 'public', '7');
  model.start();
  return { model, deps };
}

describe('linkSearchForm', () => {
  it.each([
    ['12', { incidentId: '12' }],
    [' 12 ', { incidentId: '12' }],
    ['Fire on 5th', { name: 'Fire on 5th' }],
  ])('%s → %o', (query, form) => expect(linkSearchForm(query)).toEqual(form));
});

describe('linked-incidents panel: link and unlink (SPEC §2)', () => {
  it('searches, offers all but itself, links after the question, lists it again and clears the search', async () => {
    const { model, deps } = make();
    await flush();
    expect(model.canSearch).toBe(false);
    model.setQuery('Fire');
    await model.search();
    expect(deps.search.execute).toHaveBeenCalledWith({ form: { name: 'Fire' } });
    expect(model.candidates).toEqual([{ id: '12', title: 'Fire', at: '2026-01-02T10:00:00Z' }]);
    model.question.ask({ kind: 'link', candidate: model.candidates![0]! });
    expect(deps.links.link).not.toHaveBeenCalled();
    await model.question.confirm();
    await flush();
    expect(deps.links.link).toHaveBeenCalledWith({ incidentId: '7', targetId: '12', entries: [current] });
    expect(model.entries.items).toEqual([linkedTo, current]);
    expect(model.candidates).toBeNull();
    expect(model.query).toBe('');
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', key: 'incident_view.linked.linked_toast' }));
  });

  it('unlinks after the question: the link of the incident on screen, or of the one linking to it', async () => {
    const { model, deps } = make();
    expect(model.canUnlink(current)).toBe(false);
    model.question.ask({ kind: 'unlink', entry: linkedTo });
    await model.question.confirm();
    expect(deps.links.unlink).toHaveBeenLastCalledWith({ incidentId: '7' });
    model.question.ask({ kind: 'unlink', entry: { ...linkedTo, id: '9', relation: 'linked-to-me' } });
    await model.question.confirm();
    expect(deps.links.unlink).toHaveBeenLastCalledWith({ incidentId: '9' });
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'incident_view.linked.unlinked_toast' }));
  });

  it('a refused or failed link says why and keeps the list; a failed search says so', async () => {
    const refused = make({ links: { link: async () => err({ kind: 'already-linked' as const }), unlink: async () => ok(undefined) } });
    refused.model.question.ask({ kind: 'link', candidate: { id: '3', title: '', at: '' } });
    await refused.model.question.confirm();
    expect(refused.deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', key: 'incident_view.linked.refused_already_linked' }),
    );
    const failing = make({
      links: { link: async () => err({ kind: 'network' as const }), unlink: async () => ok(undefined) },
      search: { execute: async () => err({ kind: 'server' as const }) },
    });
    failing.model.question.ask({ kind: 'link', candidate: { id: '12', title: '', at: '' } });
    await failing.model.question.confirm();
    expect(failing.deps.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', key: 'call_failure.network' }));
    failing.model.setQuery('12');
    await failing.model.search();
    expect(failing.model.searchFailed).toBe(true);
  });
});
