// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportErrorUseCase } from '../../src/application/shared/report-error.use-case';
import { ScreenErrorBoundary } from '../../src/ui/app/ScreenErrorBoundary';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { ServicesProvider, type Services } from '../../src/ui/shared/services';
import { createI18n } from '../../src/ui/i18n/i18n';

afterEach(cleanup);

function Screen({ fail }: { fail: boolean }) {
  if (fail) throw new Error('token=abc failed to render');
  return <p>The screen</p>;
}

function setup() {
  const captureException = vi.fn();
  const services: Services = {
    get: (() => {
      throw new Error('not bound');
    }) as Services['get'],
    ready: () => Promise.resolve(),
    sectionsReady: () => Promise.resolve(),
    incidentPagesReady: () => Promise.resolve(),
    config: { tenantConfig: defaultTenantConfig(), assetBase: '/', googleMapsApiKey: '', mapStyleUrl: '' },
  };
  const reportError = new ReportErrorUseCase({ captureException, addBreadcrumb: vi.fn() });
  const ui = (path: string, fail: boolean) => (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={createI18n('en')}>
        <ScreenErrorBoundary resetKey={path} report={(input) => reportError.execute(input)}>
          <Screen fail={fail} />
        </ScreenErrorBoundary>
      </I18nextProvider>
    </ServicesProvider>
  );
  return { captureException, ui };
}

describe('a screen that fails to render', () => {
  it('shows a message with a reload button instead of a blank page, and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { captureException, ui } = setup();
    render(ui('/tenant_5/reports', true));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong on this screen');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(captureException).toHaveBeenCalledTimes(1);
    expect(captureException.mock.calls[0]?.[1]).toMatchObject({ where: 'screen' });
  });

  it('another route tries again; the same route stays on the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ui } = setup();
    const view = render(ui('/tenant_5/reports', true));
    act(() => view.rerender(ui('/tenant_5/reports', false)));
    expect(screen.queryByText('The screen')).toBeNull();
    act(() => view.rerender(ui('/tenant_5/users', false)));
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
