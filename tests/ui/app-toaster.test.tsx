// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, ConsoleToasts, ScreenToasterSlot, appToaster, createAppToaster, showNotice } from '../../src/ui/shared/AppToaster';
import { createI18n } from '../../src/ui/i18n/i18n';
import { system } from '../../src/ui/theme/theme';

afterEach(cleanup);

async function rendered() {
  const { toaster } = await renderedWithWords();
  return toaster;
}

async function renderedWithWords() {
  const toaster = createAppToaster();
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <AppToaster toaster={toaster} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { toaster, t: i18n.t };
}

/** The toasts on screen, newest first, with their state (open, or closed while they leave). */
const toasts = () =>
  [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map(
    (el) => `${el.getAttribute('data-state')} ${el.textContent}`,
  );

describe('the console toaster', () => {
  it('shows the newest three toasts: a fourth closes the oldest, in one tick or one after another', async () => {
    const toaster = await rendered();
    act(() => {
      for (const title of ['Read', 'Clicked', 'Refused camera', 'Accepted location']) toaster.create({ title, duration: 60_000 });
    });
    await screen.findByText('Accepted location');
    expect(toasts()).toEqual(['open Accepted location', 'open Refused camera', 'open Clicked', 'closed Read']);
    act(() => void toaster.create({ title: 'Photo', duration: 60_000 }));
    await screen.findByText('Photo');
    expect(toasts().filter((toast) => toast.startsWith('open'))).toEqual(['open Photo', 'open Accepted location', 'open Refused camera']);
  });

  it('counts only the toasts still shown: one closed by the operator makes room', async () => {
    const toaster = await rendered();
    toaster.create({ title: 'First', duration: 60_000 });
    const second = toaster.create({ title: 'Second', duration: 60_000 });
    toaster.create({ title: 'Third', duration: 60_000 });
    act(() => void toaster.remove(second));
    act(() => void toaster.create({ title: 'Fourth', duration: 60_000 }));
    await screen.findByText('Fourth');
    expect(toasts()).toEqual(['open Fourth', 'open Third', 'open First']);
  });

  it("shows a view model's notice in the user's words: its words, why (its detail, else the server's words), its action", async () => {
    const { toaster, t } = await renderedWithWords();
    let undone = 0;
    act(() => {
      showNotice(toaster, t, { kind: 'error', key: 'value_too_long', serverText: 'Server said no' });
      showNotice(toaster, t, {
        kind: 'success',
        key: 'something_is_wrong',
        detail: { key: 'value_too_long', serverText: 'Server words' },
        action: { label: { key: 'common.close' }, run: () => void (undone += 1) },
      });
    });
    const why = await screen.findByText(`${t('value_too_long')} Server words`);
    expect(why).toBeTruthy();
    expect(screen.getByText('Server said no')).toBeTruthy();
    // Newest first; a toast with an action stays as long as a push (SPEC §9).
    expect(toaster.getVisibleToasts().map((toast) => [toast.type, toast.duration])).toEqual([
      ['success', 8000],
      ['error', 3000],
    ]);
    const action = document.querySelector('[data-scope="toast"][data-part="action-trigger"]');
    expect(action?.textContent).toBe(t('common.close'));
    act(() => void (action as HTMLButtonElement).click());
    // The action ran once, and its toast closed: what it offered is done.
    expect(undone).toBe(1);
    expect(toaster.getVisibleToasts().map((toast) => toast.type)).toEqual(['error']);
  });

  it('is a polite region named for screen readers; each toast a status named by its title; Close, Escape and Alt+T work', async () => {
    const toaster = await rendered();
    act(() => {
      toaster.create({ type: 'error', title: 'Not saved', description: 'The server refused', duration: 60_000 });
      toaster.create({ type: 'success', title: 'Saved', duration: 60_000 });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const saved = screen.getByRole('status', { name: 'Saved' });
    const refused = screen.getByRole('status', { name: 'Not saved' });
    expect(refused.getAttribute('aria-describedby')).toBe(screen.getByText('The server refused').id);
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT' });
    expect(document.activeElement).toBe(region);
    act(() => void fireEvent.click(saved.querySelector('button[aria-label="Close"]') as HTMLButtonElement));
    expect(saved.getAttribute('data-state')).toBe('closed');
    act(() => void fireEvent.keyDown(refused, { key: 'Escape' }));
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("the signed-in layout's one region: the screen's toasts and the console's, newest nearest the foot, and the pushes", async () => {
    const i18n = await createI18n('en');
    const slot = new ScreenToasterSlot();
    const screenToaster = createAppToaster();
    let closedPush = 0;
    const paused: string[] = [];
    const othersTime = {
      pause: (reason: string) => void paused.push(`pause ${reason}`),
      resume: (reason: string) => void paused.push(`resume ${reason}`),
    };
    const push = {
      id: 'push-1',
      state: 'open' as const,
      type: 'info' as const,
      title: 'Push notification: incident 7',
      onClose: () => void (closedPush += 1),
    };
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <ConsoleToasts slot={slot} others={[push]} othersTime={othersTime} />
        </ChakraProvider>
      </I18nextProvider>,
    );
    act(() => {
      slot.show(screenToaster);
      appToaster.create({ title: 'Console first', duration: 60_000 });
      screenToaster.create({ title: 'Caller read the link', duration: 60_000 });
      appToaster.create({ title: 'Console last', duration: 60_000 });
    });
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
    expect(toasts()).toEqual([
      'open Push notification: incident 7',
      'open Console last',
      'open Caller read the link',
      'open Console first',
    ]);
    act(() => void fireEvent.click(screen.getByRole('status', { name: 'Push notification: incident 7' }).querySelector('button')!));
    expect(closedPush).toBe(1);
    // Pointing at the stack stops the pushes' time with the toasts'.
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.pointerOver(region.firstElementChild!);
    fireEvent.pointerOut(region.firstElementChild!);
    expect(paused.filter((word) => word.endsWith('hover'))).toEqual(['pause hover', 'resume hover']);
    // The screen goes: its toasts go with it; the console's stay.
    act(() => slot.hide(screenToaster));
    expect(toasts()).toEqual(['open Push notification: incident 7', 'open Console last', 'open Console first']);
    act(() => appToaster.clear());
  });
});
