import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsoleToasts, type OtherToast, type ScreenToasterSlot } from '../AppToaster';
import { useViewModel } from '../use-view-model';
import { createPushToastsModel } from './push.factory';

/**
 * The signed-in screens' one toast region: the screen's toasts, the console's, and the pushes this device receives
 * (SPEC §9), each push shown for 8000 ms by its flow and closable sooner; their time stands still with the toasts'.
 */
export const SignedInToasts = observer(function SignedInToasts({ slot }: { readonly slot: ScreenToasterSlot }) {
  const { t } = useTranslation();
  const vm = useViewModel(createPushToastsModel, {});
  const pushes = vm.shown.map((push): OtherToast => ({
    id: `push-${push.key}`,
    state: 'open',
    type: 'info',
    title: t('push.received', { id: push.incidentId }),
    description: push.title || undefined,
    onClose: () => vm.close(push.key),
  }));
  return <ConsoleToasts slot={slot} others={pushes} othersTime={vm} />;
});
