import { Badge, Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BellIcon, BellOffIcon } from '../icons';
import { useViewModel } from '../use-view-model';
import { createPushPermissionModel } from './push.factory';

/**
 * SPEC §9: where pushes need the browser's permission and it has not been given, the navbar offers to ask for it (a
 * browser asks only from a click) or says that it is blocked; once granted, nothing shows.
 */
export const PushPermission = observer(function PushPermission() {
  const { t } = useTranslation();
  const vm = useViewModel(createPushPermissionModel, {});
  if (vm.shows === 'enable')
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="blue"
        loading={vm.asking}
        onClick={() => void vm.enable()}
        title={t('push_permission.enable_hint')}
      >
        <BellIcon />
        {t('push_permission.enable')}
      </Button>
    );
  if (vm.shows === 'blocked')
    return (
      <Badge role="status" colorPalette="orange" variant="subtle" gap="1.5" title={t('push_permission.blocked_hint')}>
        <BellOffIcon />
        {t('push_permission.blocked')}
      </Badge>
    );
  return null;
});
