// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/ui/i18n/i18n';
import { lazyMessages } from '../../src/ui/i18n/lazy-messages';
import { useI18nInstance } from '../../src/ui/i18n/use-i18n-instance';

afterEach(cleanup);

// Not act()'s queue but the browser's scheduling, as in the app (React warns about it in a test environment).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

/** Words that arrive a little later, as a chunk fetched over the network does: long enough for React to give up a render. */
function slowWords() {
  const load = vi.fn(
    () => new Promise<{ default: object }>((resolve) => setTimeout(() => resolve({ default: { late: { word: 'arrived' } } }), 30)),
  );
  return { load, add: lazyMessages({ en: load, pt: load, es: load }) };
}

describe('a screen that suspends on its words before its first render', () => {
  it('renders once they arrive, having asked for them once (the signed-in shell under npm start spun on a new request each retry)', async () => {
    const { load, add } = slowWords();
    function Screen() {
      use(add(useI18nInstance()));
      const { t } = useTranslation();
      return <p>{t('late.word')}</p>;
    }
    const i18n = await createI18n('en');
    // Rendered outside act(): React schedules as in a browser, gives the suspended render up and retries it.
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </I18nextProvider>,
    );
    try {
      expect(await screen.findByText('arrived', undefined, { timeout: 2000 })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      root.unmount();
    }
  });

  it('gets the instance the app was given, the same on every render', async () => {
    const i18n = await createI18n('en');
    const seen = new Set<unknown>();
    function Screen() {
      seen.add(useI18nInstance());
      return null;
    }
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    expect([...seen]).toEqual([i18n]);
  });
});
