// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import incidentEnglish from '../../locales/incident/en.json';
import portuguese from '../../locales/pt.json';
import incidentPortuguese from '../../locales/incident/pt.json';
import type { ServerConnectionStatus } from '../../src/domain/network/connection-status';
import { createI18n } from '../../src/ui/i18n/i18n';
import { LiveStatusAndControls } from '../../src/ui/incident/live/LiveControls';
import type { LiveIncidentViewModel } from '../../src/ui/incident/live/live-incident.view-model';

afterEach(cleanup);

/** The live page's status line with the session state the server's connectionStatus left. */
function renderStatus(serverStatus: ServerConnectionStatus, options: { ended?: boolean; language?: 'en' | 'pt' } = {}) {
  const vm = {
    stopAvailable: false,
    videoAllowed: true,
    remoteUsers: [],
    ended: options.ended ?? false,
    state: { videoConnection: 'CONNECTED', serverStatus, quality: { uplink: 'green', downlink: 'green' } },
  } as unknown as LiveIncidentViewModel;
  const i18n = createI18n(options.language ?? 'en', {
    en: { translation: { ...english, ...incidentEnglish } },
    pt: { translation: { ...portuguese, ...incidentPortuguese } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <LiveStatusAndControls vm={vm} share={null} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('group', { name: options.language === 'pt' ? 'Conexão e qualidade da rede' : 'Connection and network quality' });
}

describe("The live page shows the server's connectionStatus (SPEC §4 CONNECTED / DISCONNECTED)", () => {
  it.each([
    ['CONNECTED', 'Server: Connected'],
    ['DISCONNECTED', 'Server: Disconnected'],
  ] as const)('%s is shown beside the connection, in words', (status, text) => {
    const group = renderStatus(status);
    expect(group.textContent).toContain(text);
    expect(group.querySelector(`[data-server-status="${status}"]`)).not.toBeNull();
  });

  it('in the operator language', () => {
    expect(renderStatus('DISCONNECTED', { language: 'pt' }).textContent).toContain('Servidor: Desconectado');
  });

  it('nothing before the server has said, nor once the call ended', () => {
    expect(renderStatus('UNKNOWN').querySelector('[data-server-status]')).toBeNull();
    cleanup();
    expect(renderStatus('CONNECTED', { ended: true }).querySelector('[data-server-status]')).toBeNull();
  });
});
