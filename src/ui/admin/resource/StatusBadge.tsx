import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface StatusBadgeProps<S extends string> {
  readonly status: S;
  /** The section's colour of each status. */
  readonly palette: Readonly<Record<S, string>>;
  /** The status words: `<words>.<status>` (`admin.devices.status`). */
  readonly words: string;
}

/** A record's status (a device's, a registration's, a log entry's level) as a badge in the status's colour. */
export function StatusBadge<S extends string>({ status, palette, words }: StatusBadgeProps<S>) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={palette[status]} variant="subtle">
      {t(`${words}.${status}`)}
    </Badge>
  );
}
