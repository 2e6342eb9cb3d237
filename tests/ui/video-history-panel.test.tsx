// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import incidentEnglish from '../../locales/incident/en.json';
import type { MapPoint } from '../../src/domain/live/map-points';
import { err, ok } from '../../src/domain/shared/result';
import { createI18n } from '../../src/ui/i18n/i18n';
import { IncidentViewViewModel, type IncidentReviewDeps } from '../../src/ui/incident/view/incident-view.view-model';
import { VideoHistoryPanel } from '../../src/ui/incident/view/VideoHistoryPanel';
import { quietReviewDeps } from './incident-view-support';

afterEach(cleanup);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The incident view's video history over `video`, started and answered, rendered in English. */
async function renderHistory(video: Partial<IncidentReviewDeps['video']>) {
  const deps = quietReviewDeps({ video: { ...quietReviewDeps().video, ...video } });
  const track = { points: [], start: vi.fn(), dispose: vi.fn(), onPoints: (_l: (p: readonly MapPoint[]) => void) => () => {} };
  const loader = {
    execute: vi.fn(async () => ok({ incident: { id: '7', title: 'Flooding', finishedAt: null, deletedAt: null }, form: {} as never })),
  };
  const vm = new IncidentViewViewModel(
    { loader, hasAccess: () => true, createTrackPoller: () => track, navigate: vi.fn(), review: deps },
    { tenant: 'public', incidentId: '7', search: new URLSearchParams() },
  );
  vm.start();
  await flush();
  await flush();
  const i18n = createI18n('en', { en: { translation: { ...english, ...incidentEnglish } } });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <VideoHistoryPanel vm={vm.video} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return vm;
}

describe('VideoHistoryPanel: one true thing about what can be played (SPEC §2, §4)', () => {
  it('an incident with no recording says so and names no clip under it', async () => {
    await renderHistory({ play: { execute: async () => err({ kind: 'unavailable' as const }) } });
    expect(screen.getByRole('status').textContent).toBe('This incident has no recording');
    expect(screen.queryByText('Whole channel recording')).toBeNull();
    expect(screen.queryByRole('list', { name: /recordings/i })).toBeNull();
  });

  it('a playing clip is named under the player', async () => {
    await renderHistory({});
    expect(screen.getByText('Whole channel recording')).toBeTruthy();
    expect(screen.queryByText('This incident has no recording')).toBeNull();
  });
});
