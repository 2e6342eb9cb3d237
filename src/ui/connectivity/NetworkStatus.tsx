import { Badge, Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../shared/use-view-model';
import { createNetworkStatusViewModel } from './network-status.view-model';

/** SPEC §1, §4: the network-status widget, fed by the realtime socket (RealtimeConnectionFlow). */
export const NetworkStatus = observer(function NetworkStatus() {
  const { t } = useTranslation();
  const vm = useViewModel(createNetworkStatusViewModel, {});
  const label = t(vm.labelKey);
  return (
    <Badge
      role="status"
      aria-label={t('network.widget', { state: label })}
      data-state={vm.state}
      data-colour={vm.colour}
      colorPalette={vm.colour}
      variant="subtle"
      gap="1.5"
    >
      <Box as="span" aria-hidden="true" w="2" h="2" borderRadius="full" bg={`${vm.colour}.500`} />
      {label}
    </Badge>
  );
});
