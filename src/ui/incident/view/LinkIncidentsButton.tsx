import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../shared/AppDialog';
import { useNotify } from '../../shared/AppToaster';
import { useViewModel } from '../../shared/use-view-model';
import { createLinkedIncidentsModel } from './linked-incidents.factory';
import { LinkedIncidentsBody } from './LinkedIncidentsPanel';

/**
 * SPEC §2 live controls' link: the linked-incidents panel in a dialog, to link or unlink incidents during the call;
 * not offered to a user who may not edit the incident.
 */
export const LinkIncidentsButton = observer(function LinkIncidentsButton({
  incidentId,
  tenantId,
}: {
  readonly incidentId: string;
  readonly tenantId: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const vm = useViewModel(createLinkedIncidentsModel, {
    tenant: tenantId,
    incidentId,
    notify,
  });
  if (!vm.canLink) return null;
  const show = () => {
    vm.start();
    setOpen(true);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={show}>
        {t('incident_view.linked.open')}
      </Button>
      <AppDialog
        open={open}
        title={t('incident_view.linked.title')}
        onClose={() => setOpen(false)}
        actions={
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        }
      >
        <LinkedIncidentsBody vm={vm} />
      </AppDialog>
    </>
  );
});
