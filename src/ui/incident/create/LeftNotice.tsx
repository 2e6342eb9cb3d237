import { CloseButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import { readLeftNotice } from '../shared/left-notice';

/**
 * Why the console brought the operator here from a live page on its own (the caller never joined, the incident was
 * deleted): it stays until the operator closes it, so nobody is moved without being told.
 */
export function LeftNotice({ search }: { readonly search: URLSearchParams }) {
  const { t } = useTranslation();
  const notice = readLeftNotice(search);
  const [closed, setClosed] = useState<string | null>(null);
  const id = notice ? `${notice.reason}/${notice.incidentId}` : null;
  if (!notice || closed === id) return null;
  return (
    <InlineAlert
      status="warning"
      title={t(`live.left.${notice.reason}.title`, { id: notice.incidentId })}
      text={t(`live.left.${notice.reason}.text`)}
    >
      <CloseButton size="sm" alignSelf="flex-start" aria-label={t('live.left.close')} onClick={() => setClosed(id)} />
    </InlineAlert>
  );
}
