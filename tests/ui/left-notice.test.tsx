// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import incidentEnglish from '../../locales/incident/en.json';
import { createI18n } from '../../src/ui/i18n/i18n';
import { LeftNotice } from '../../src/ui/incident/create/LeftNotice';
import { leftNoticeRoute, readLeftNotice } from '../../src/ui/incident/shared/left-notice';

afterEach(cleanup);

describe('The live page never sends the operator away without saying why', () => {
  it.each([
    ['caller_never_joined', 'Incident 42 was closed: the caller never joined'],
    ['incident_deleted', 'Incident 42 was deleted'],
    ['not_found', 'Incident 42 could not be found'],
  ] as const)('%s: create mode shows the notice until it is closed', (reason, title) => {
    const i18n = createI18n('en', { en: { translation: { ...english, ...incidentEnglish } } });
    const route = leftNoticeRoute('public', '42', reason);
    expect(route).toBe(`public/incident/live?left=${reason}&incident=42`);
    const search = new URLSearchParams(route.split('?')[1]);
    expect(readLeftNotice(search)).toEqual({ reason, incidentId: '42' });
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <LeftNotice search={search} />
        </ChakraProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(title);
    fireEvent.click(screen.getByRole('button', { name: 'Close this notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown reason shows nothing', () => {
    expect(readLeftNotice(new URLSearchParams('left=<b>x</b>&incident=1'))).toBeNull();
    expect(readLeftNotice(new URLSearchParams('phone=123'))).toBeNull();
  });
});
