// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { callFailure } from '../../src/application/shared/failure';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { MapIncident } from '../../src/domain/incident/map-incidents';
import { err, ok } from '../../src/domain/shared/result';
import { MapListPage } from '../../src/ui/admin/map/MapListPage';
import { MapListViewModel } from '../../src/ui/admin/map/map-list.view-model';
import { AppViewModelContext } from '../../src/ui/shared/app-context';
import type { AppViewModel } from '../../src/ui/shared/app.view-model';
import { addAdminMessages } from '../../src/ui/admin/admin-words';
import { addSectionWords } from '../../src/ui/admin/sections/section-words';
import { createI18n } from '../../src/ui/i18n/i18n';
import { system } from '../../src/ui/theme/theme';

afterEach(cleanup);

const FIRE: MapIncident = {
  id: '7',
  title: 'Fire',
  address: 'Rua A',
  at: '2026-01-15T11:30:00Z',
  live: true,
  latitude: -22.95,
  longitude: -43.19,
};

/** The incidents map's page over a view model answering `answers` in turn (the last one again after that). */
async function page(answers: readonly (readonly MapIncident[] | 'fail')[]) {
  const i18n = createI18n('en');
  await Promise.all([addAdminMessages(i18n), addSectionWords(i18n, 'incidents-map')]);
  let call = 0;
  const vm = new MapListViewModel({
    load: async () => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      return answer === 'fail' || answer === undefined ? err(callFailure(new GatewayError('network'))) : ok(answer);
    },
    repeat: new RepeatFlow(new VirtualClock()),
    refreshMs: 30_000,
    open: () => {},
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <AppViewModelContext.Provider value={{ googleMapsApiKey: '' } as AppViewModel}>
          <MapListPage section="incidents-map" words="admin.incidents-map" vm={vm} />
        </AppViewModelContext.Provider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  await act(async () => vm.start());
  return vm;
}

describe('the incidents map page', () => {
  it('says so when the last 2 hours had no incident, instead of an empty map', async () => {
    const vm = await page([[]]);
    expect(screen.getByRole('status').textContent).toBe('No incidents in the last 2 hours');
    expect(screen.queryByRole('group', { name: 'Map of the incidents of the last 2 hours' })).toBeNull();
    vm.dispose();
  });

  it('draws the markers beside the list, the live one marked', async () => {
    const vm = await page([[FIRE]]);
    expect(screen.getByRole('group', { name: 'Map of the incidents of the last 2 hours' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fire (#7), live now' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Incidents of the last 2 hours' }).textContent).toContain('Live');
    vm.dispose();
  });

  it('offers to try again when the first read fails', async () => {
    const vm = await page(['fail', [FIRE]]);
    expect(screen.getByRole('alert').textContent).toContain('The incidents of the last 2 hours could not be loaded.');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByRole('button', { name: 'Open Fire (#7) in the incident view' })).toBeTruthy();
    vm.dispose();
  });
});
