// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import incidentEnglish from '../../locales/incident/en.json';
import type { OtherEdit } from '../../src/application/incidents/incident-edit.types';
import { createI18n } from '../../src/ui/i18n/i18n';
import { ConflictChoiceModel } from '../../src/ui/incident/live/panels/conflict-choice.model';
import { EditConflictDialog } from '../../src/ui/incident/live/panels/EditConflict';

afterEach(cleanup);

const by = { id: 2, name: 'Ana', lastName: 'Admin', email: 'admin@public.demo' };
const at = '2026-11-29T14:02:00.000Z';
const CONFLICT: readonly OtherEdit[] = [
  { part: 'title', mine: 'Gas leak, platform 2', theirs: 'Gas leak', by, at },
  { part: 'description', mine: '<b>Mine</b> '.repeat(40), theirs: 'Firefighters and gas company on site', by, at },
];

/** Chooses a side as a pointer does: a click on the choice's label (the radio input itself is visually hidden). */
function pick(radio: HTMLElement): void {
  fireEvent.click(radio.closest('label') ?? radio);
}

/**
 * The dialog once shown: Chakra's dialog loads with the first dialog opened, so it appears after a tick (at once only
 * when another test of the worker has already opened one).
 */
async function renderDialog(choice = new ConflictChoiceModel(), onSave = vi.fn()) {
  const i18n = createI18n('en', { en: { translation: { ...english, ...incidentEnglish } } });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <EditConflictDialog conflict={CONFLICT} choice={choice} busy={false} onSave={onSave} onClose={vi.fn()} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { choice, onSave, dialog: await screen.findByRole('alertdialog', { name: 'Someone else changed this incident' }) };
}

describe('EditConflictDialog: a choice per field, one save', () => {
  it('each field is a group of two named choices with both texts, who and when; Save waits until each has one', async () => {
    const { choice, onSave, dialog } = await renderDialog();
    expect(dialog.textContent).toMatch(/Ana Admin saved a different text at .+ in fields you changed too/);
    const title = within(dialog).getByRole('radiogroup', { name: 'Incident title' });
    const description = within(dialog).getByRole('radiogroup', { name: 'Description' });
    for (const group of [title, description]) {
      expect(within(group).getByRole('radio', { name: 'Keep the text of Ana Admin' })).toBeTruthy();
      expect(within(group).getByRole('radio', { name: 'Keep my text' })).toBeTruthy();
    }
    // The texts are shown as text (markup in them is not rendered), and each radio is described by its own text.
    expect(description.textContent).toContain('<b>Mine</b>');
    expect(description.querySelector('b')).toBeNull();
    const keepMineTitle = within(title).getByRole('radio', { name: 'Keep my text' });
    const describedBy = keepMineTitle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Gas leak, platform 2');
    expect(within(title).getByText(/^Saved by Ana Admin, /)).toBeTruthy();

    const save = within(dialog).getByRole('button', { name: 'Save my choices' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(dialog.textContent).toContain('Choose a text in each field to save.');
    pick(keepMineTitle);
    await waitFor(() => expect(choice.sides).toEqual({ title: 'mine' }));
    expect(save.hasAttribute('disabled')).toBe(true);
    pick(within(description).getByRole('radio', { name: 'Keep the text of Ana Admin' }));
    await waitFor(() => expect(choice.sides).toEqual({ title: 'mine', description: 'theirs' }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
