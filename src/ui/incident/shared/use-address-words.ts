import { useTranslation } from 'react-i18next';
import type { AddressComboboxWords } from '../../shared/AddressCombobox';

/** The address combobox's words in the operator's language (create mode and the edit form). */
export function useAddressWords(): AddressComboboxWords {
  const { t } = useTranslation();
  return {
    list: t('incident_create.suggestions'),
    noMatches: t('incidentForm.address_no_matches'),
    searching: t('incidentForm.address_searching'),
    found: (count) => t('incidentForm.address_found', { count }),
  };
}
