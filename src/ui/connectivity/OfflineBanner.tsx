import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../shared/use-view-model';
import { CloseIcon, ErrorIcon, SuccessIcon } from '../shared/icons';
import { createConnectivityViewModel } from './connectivity.view-model';

/**
 * SPEC §2 Other, §8: the offline / back-online banner, in the current language, across the top of every screen. Plain
 * elements (public.css): it shows on the login route, which loads no component library.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const vm = useViewModel(createConnectivityViewModel, {});
  if (!vm.banner) return null;
  const offline = vm.banner === 'offline';
  return (
    <div role={offline ? 'alert' : 'status'} className={offline ? 'pub-banner' : 'pub-banner pub-banner--online'}>
      {offline ? <ErrorIcon /> : <SuccessIcon />}
      <span>{offline ? t('connectivity.offline') : t('connectivity.online')}</span>
      {!offline && (
        <button type="button" className="pub-close" aria-label={t('common.close')} onClick={() => vm.dismiss()}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
});
