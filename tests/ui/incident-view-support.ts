import { vi } from 'vitest';
import { incidentPdfData } from '../../src/domain/incident/incident-pdf-data';
import { ok } from '../../src/domain/shared/result';
import type { IncidentReviewDeps } from '../../src/ui/incident/view/incident-view.view-model';

/** The incident view's review panels over fakes answering nothing in particular (tests of the page's other parts). */
export function quietReviewDeps(overrides: Partial<IncidentReviewDeps> = {}): IncidentReviewDeps {
  return {
    notify: vi.fn(),
    video: {
      listRecordings: { execute: async () => ok([]) },
      play: { execute: async () => ok({ url: 'https://media.example/full.mp4' }) },
      downloadMp4: { execute: async () => ok({ url: 'https://media.example/clip.mp4' }) },
      playable: async (url) => url,
      download: vi.fn(),
    },
    actions: { finish: { execute: async () => ok(undefined) }, remove: { execute: async () => ok(undefined) } },
    linked: {
      list: { execute: async () => ok([]) },
      search: { execute: async () => ok([]) },
      links: { link: async () => ok(undefined), unlink: async () => ok(undefined) },
      mayChange: () => true,
    },
    mayChange: () => true,
    messages: { execute: async () => ok([]) },
    comments: { moderate: { execute: async () => ok(undefined) }, isModerator: () => true },
    pdf: {
      loadData: { execute: async () => ok(incidentPdfData({ id: '7', title: 'Flooding' }, { now: 0 })) },
      record: { execute: vi.fn(async () => ok(undefined)) },
      chatHistory: async () => [],
      render: async () => new Blob(['%PDF']),
      save: vi.fn(),
      exportedBy: () => 'admin@public.demo',
      utcOffsetMinutes: () => 0,
    },
    ...overrides,
  };
}
