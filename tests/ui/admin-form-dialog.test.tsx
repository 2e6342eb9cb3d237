// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import adminEnglish from '../../locales/admin/en.json';
import { validateTenant } from '../../src/domain/admin/tenant-form';
import { ok } from '../../src/domain/shared/result';
import { createI18n } from '../../src/ui/i18n/i18n';
import { FormTextField, ResourceFormDialog } from '../../src/ui/admin/resource/ResourceFormDialog';
import { ResourceFormModel } from '../../src/ui/admin/resource/resource-form.model';

afterEach(cleanup);

interface Values {
  readonly name: string;
  readonly apiKey: string;
  readonly totalAdminUsers: string;
  readonly allowedIps: string;
}

const EMPTY: Values = { name: '', apiKey: '', totalAdminUsers: '0', allowedIps: '' };

/** The shared form model over the tenant form's rules (every field's reason at once), saving nothing. */
function tenantForm(save = vi.fn(async () => ok({ id: 1 }))) {
  return new ResourceFormModel<Values, { id: number }>({
    initial: EMPTY,
    validate: (v) => validateTenant({ ...v, totalAdminUsers: /^\d+$/.test(v.totalAdminUsers) ? Number(v.totalAdminUsers) : Number.NaN }),
    save,
    onSaved: vi.fn(),
    onClosed: vi.fn(),
  });
}

/** The dialog once shown: Chakra's dialog loads with the first dialog opened, so it appears after a tick. */
async function renderForm(form: ResourceFormModel<Values, { id: number }>) {
  const i18n = createI18n('en', { en: { translation: { ...english, ...adminEnglish } } });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <ResourceFormDialog form={form} title="New tenant" submitLabel="Create">
          <FormTextField form={form} field="name" label="Name" required />
          <FormTextField form={form} field="apiKey" label="API key" hint="16 to 128 characters" required />
          <FormTextField form={form} field="totalAdminUsers" label="Admin users" required />
          <FormTextField form={form} field="allowedIps" label="Allowed IPs" />
        </ResourceFormDialog>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return screen.findByRole('dialog', { name: 'New tenant' });
}

const type = (dialog: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

/** The text of the elements a control's aria-describedby names. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the admin form dialog: every refused field at once', () => {
  it('the model names every field it refuses in one save, keeps what was typed and counts the refusal', async () => {
    const save = vi.fn(async () => ok({ id: 1 }));
    const form = tenantForm(save);
    form.set('apiKey', 'k');
    form.set('totalAdminUsers', 'x');
    form.set('allowedIps', '999.1.1.1, hello');
    await form.submit();
    expect(form.errors).toEqual({
      name: 'required',
      apiKey: 'invalid-api-key',
      totalAdminUsers: 'out-of-range',
      allowedIps: 'invalid-ips',
    });
    expect(form.refusals).toBe(1);
    expect(form.values).toEqual({ name: '', apiKey: 'k', totalAdminUsers: 'x', allowedIps: '999.1.1.1, hello' });
    expect(save).not.toHaveBeenCalled();
    // Once a save was tried, each field is checked again as it changes: a fixed field loses its error at once.
    form.set('name', 'Lima');
    expect(form.errors).toEqual({ apiKey: 'invalid-api-key', totalAdminUsers: 'out-of-range', allowedIps: 'invalid-ips' });
    expect(form.refusals).toBe(1);
    expect(form.errorEntries).toEqual({ allowedIps: ['999.1.1.1', 'hello'] });
    // A list fixed of its wrong entries but repeating one is refused for that, naming it.
    form.set('allowedIps', '10.0.0.1, 10.0.0.2, 10.0.0.1');
    expect(form.errors.allowedIps).toBe('repeated-ips');
    expect(form.errorEntries).toEqual({ allowedIps: ['10.0.0.1'] });
  });

  it('shows each reason under its field, tied to it, and moves the focus to the first refused field', async () => {
    const dialog = await renderForm(tenantForm());
    type(dialog, /^API key/, 'k');
    type(dialog, /^Admin users/, 'x');
    type(dialog, /^Allowed IPs/, '999.1.1.1, hello');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    const expected: readonly [RegExp, string][] = [
      [/^Name/, 'This field is required.'],
      [/^API key/, 'Enter 16 to 128 letters, digits or - _ . ~ + / = (no spaces).'],
      [/^Admin users/, 'Enter a whole number from 0 to 100000.'],
      // The list's wrong entries are named, so they are found in a long list.
      [/^Allowed IPs/, 'These entries are not IPv4 or IPv6 addresses or ranges such as 10.0.0.0/8: 999.1.1.1, hello.'],
    ];
    for (const [label, message] of expected) {
      const control = within(dialog).getByRole('textbox', { name: label });
      expect(control.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(description(control)).toContain(message));
    }
    // Nothing typed is lost.
    expect(within(dialog).getByRole('textbox', { name: /^API key/ })).toHaveProperty('value', 'k');
    expect(within(dialog).getByRole('textbox', { name: /^Allowed IPs/ })).toHaveProperty('value', '999.1.1.1, hello');

    // A fixed field is no longer invalid, and is described by its help again.
    type(dialog, /^API key/, 'lima-7f3a9c2e1b4d');
    const apiKey = within(dialog).getByRole('textbox', { name: /^API key/ });
    await waitFor(() => expect(apiKey.getAttribute('aria-invalid')).toBeNull());
    await waitFor(() => expect(description(apiKey)).toBe('16 to 128 characters'));
  });
});
