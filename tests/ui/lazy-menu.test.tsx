// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import { createI18n } from '../../src/ui/i18n/i18n';
import { RowActions } from '../../src/ui/admin/resource/RowActions';
import { ListRowsProvider } from '../../src/ui/admin/resource/RowMenus';
import type { RowAction } from '../../src/ui/admin/resource/row-action';

afterEach(cleanup);

// jsdom has no ResizeObserver, which the menu's positioning (floating-ui) watches the trigger with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const WORDS = {
  ...english,
  test: { more_named: 'More actions for {{name}}', edit: 'Edit', edit_named: 'Edit {{name}}', remove: 'Delete', rename: 'Rename' },
};

/** Presses a key in the open menu (its content holds the focus and highlights an item). */
async function press(key: string): Promise<void> {
  fireEvent.keyDown(await screen.findByRole('menu'), { key });
}

function renderRows(names: readonly string[], onSelect: (name: string, key: string) => void, inTable = true) {
  const i18n = createI18n('en', { en: { translation: WORDS } });
  const rows = names.map((name) => {
    const items: RowAction[] = [
      { key: 'rename', onSelect: () => onSelect(name, 'rename') },
      { key: 'remove', tone: 'danger', onSelect: () => onSelect(name, 'remove') },
    ];
    return <RowActions key={name} words="test" name={name} buttons={[]} menu={{ items }} />;
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{inTable ? <ListRowsProvider>{rows}</ListRowsProvider> : rows}</ChakraProvider>
    </I18nextProvider>,
  );
}

describe('menus whose code loads when first opened', () => {
  it("a table's rows: the first press loads the menu open on that row, and each row's items act on their own record", async () => {
    const onSelect = vi.fn();
    renderRows(['Ana', 'Bruno'], onSelect);
    const ana = screen.getByRole('button', { name: 'More actions for Ana' });
    expect(ana.getAttribute('aria-haspopup')).toBe('menu');
    expect(ana.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    // Enter on the button (a click without a pointer): the menu opens with its first item highlighted.
    fireEvent.click(ana);
    await screen.findByRole('menuitem', { name: 'Rename' });
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    await waitFor(() => expect(ana.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' }).hasAttribute('data-highlighted')).toBe(true));
    await press('Enter');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('Ana', 'rename'));

    // The menu is loaded now: another row opens it on itself, through Chakra's own trigger, with that row's items.
    await waitFor(() => expect(ana.getAttribute('aria-expanded')).toBe('false'));
    // As a keyboard user does: the focus is back on Ana's button; Tab to Bruno's, then the arrow. (The menu's machine
    // hears of the focus moving: an arrow on a button it never saw focused may be ignored, as Chakra's own menu does.)
    // The menu gives the focus back after its closing frames: on a loaded machine (a clean clone's first run) that took
    // longer than waitFor's 1 s.
    await waitFor(() => expect(document.activeElement).toBe(ana), { timeout: 5_000 });
    const bruno = screen.getByRole('button', { name: 'More actions for Bruno' });
    act(() => bruno.focus());
    fireEvent.keyDown(bruno, { key: 'ArrowDown' });
    await waitFor(() => expect(bruno.getAttribute('aria-expanded')).toBe('true'));
    await press('ArrowDown');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' }).hasAttribute('data-highlighted')).toBe(true));
    await press('Enter');
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith('Bruno', 'remove'));
  });

  it('a row alone has its own menu, loaded on its first press', async () => {
    const onSelect = vi.fn();
    renderRows(['Carla'], onSelect, false);
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Carla' }));
    await screen.findByRole('menuitem', { name: 'Delete' });
    await press('ArrowDown');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' }).hasAttribute('data-highlighted')).toBe(true));
    await press('Enter');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('Carla', 'remove'));
  });
});
