import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../shared/InlineAlert';
import { useViewModel } from '../../../shared/use-view-model';
import { createOtherTabNoticeViewModel } from './other-tab-notice.view-model';

/** On an incident's edit form: another tab of this browser shows the same form. */
export const OtherTabNotice = observer(function OtherTabNotice({ incidentId }: { readonly incidentId: string }) {
  const { t } = useTranslation();
  const vm = useViewModel(createOtherTabNoticeViewModel, { incidentId });
  if (!vm.editedElsewhere) return null;
  return <InlineAlert status="warning" title={t('incident_panels.edit.other_tab.title')} text={t('incident_panels.edit.other_tab.text')} />;
});
