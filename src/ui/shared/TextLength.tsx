import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LengthHint } from '../../domain/shared/user-text';

/**
 * A field's character count ('240 / 255 characters'), for the eye only: a screen reader hears the steps of
 * `LengthStatus` instead of every keystroke. Nothing while the field's rule keeps its counter hidden.
 */
export function LengthCount({ hint }: { readonly hint: LengthHint }) {
  const { t } = useTranslation();
  if (!hint.show) return null;
  return (
    <Text
      aria-hidden="true"
      fontSize="xs"
      color={hint.over ? 'fg.error' : 'fg.muted'}
      fontWeight={hint.over ? 'semibold' : undefined}
      flexShrink={0}
    >
      {t('textLength.counter', { count: hint.count, limit: hint.limit })}
    </Text>
  );
}

/** What a screen reader hears of a field's length: only when it comes near, reaches or passes the limit. */
export function LengthStatus({ hint, silent = false }: { readonly hint: LengthHint; readonly silent?: boolean }) {
  const { t } = useTranslation();
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {!silent && hint.band !== 'room' ? t(`textLength.${hint.band}`, { limit: hint.limit }) : ''}
    </VisuallyHidden>
  );
}

/** A field's counter under it, at its end, with what a screen reader hears of it. */
export function FieldLength({ hint }: { readonly hint: LengthHint }) {
  return (
    <>
      {hint.show ? (
        <Box alignSelf="flex-end">
          <LengthCount hint={hint} />
        </Box>
      ) : null}
      <LengthStatus hint={hint} />
    </>
  );
}
