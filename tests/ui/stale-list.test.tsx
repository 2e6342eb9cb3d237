// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import english from '../../locales/en.json';
import adminEnglish from '../../locales/admin/en.json';
import { createI18n } from '../../src/ui/i18n/i18n';
import { ResourceListView } from '../../src/ui/admin/resource/ResourceListView';
import { listOf, rowsNamed, shownOnce, type Row } from './list-snapshots-support';

afterEach(cleanup);

const WORDS = { ...english, ...adminEnglish };

describe('a list opened again whose rows cannot be read again', () => {
  it('keeps its rows, says they may be out of date, and Retry reads them again', async () => {
    const { held, snapshots } = await shownOnce(() => rowsNamed('User'));
    const vm = listOf(held.source, snapshots);
    const i18n = createI18n('en', { en: { translation: WORDS } });
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <ResourceListView<Row>
            vm={vm}
            label="Users"
            searchLabel="Search users"
            emptyText="No users"
            columns={[{ key: 'name', label: 'Name', render: (row) => row.name }]}
          />
        </ChakraProvider>
      </I18nextProvider>,
    );
    vm.start();
    expect(screen.getByRole('cell', { name: 'User 01' })).toBeTruthy();
    expect(screen.queryByText('The list could not be read again: these rows may be out of date.')).toBeNull();

    await act(() => held.fail());
    expect(screen.getByRole('status').textContent).toContain('The list could not be read again: these rows may be out of date.');
    expect(screen.getByRole('cell', { name: 'User 01' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(held.calls).toHaveLength(3);
    await act(() => held.answer());
    expect(screen.queryByText('The list could not be read again: these rows may be out of date.')).toBeNull();
    expect(screen.getByRole('cell', { name: 'User 01' })).toBeTruthy();
  });
});
