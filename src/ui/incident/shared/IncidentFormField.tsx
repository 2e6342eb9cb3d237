import { Field, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeText } from '../../shared/notice-text';
import { LengthCount, LengthStatus } from '../../shared/TextLength';
import type { IncidentFieldState } from './incident-form.model';

export interface IncidentFormFieldProps {
  readonly label: string;
  /** Required (marked with an asterisk before the operator sends), the refused send's message, the notes. */
  readonly state: IncidentFieldState;
  readonly readOnly?: boolean;
  /** The field's help, under it (its text describes the control). */
  readonly help?: ReactNode;
  /**
   * The help shows only while the field has the focus (how to use the field, needed while typing in it): a panel that
   * must fit one screen keeps its line until then. Assistive technology still reads it as the control's description.
   */
  readonly helpWhileFocused?: boolean;
  readonly children: ReactNode;
}

/**
 * One field of the incident form (create mode and the edit form): label with the required mark, the control, its
 * help, the counter near the limit, the note about a value cut short and the message of a refused send.
 */
export function IncidentFormField({ label, state, readOnly, help, helpWhileFocused = false, children }: IncidentFormFieldProps) {
  const { t } = useTranslation();
  const { required, error, notice, hint } = state;
  const showCounter = !readOnly && hint.show;
  return (
    <Field.Root required={required && !readOnly} readOnly={readOnly} invalid={error !== null || (!readOnly && hint.over)}>
      {/* The asterisk beside the label, not in it: the label (and the control's name) stays the field's name; the
          control's required state is what assistive technology announces. */}
      <HStack gap="1" align="baseline">
        <Field.Label>{label}</Field.Label>
        <Field.RequiredIndicator />
      </HStack>
      {children}
      {help ? <Field.HelperText css={helpWhileFocused ? HELP_WHILE_FOCUSED : undefined}>{help}</Field.HelperText> : null}
      {showCounter || notice ? (
        <HStack justify="space-between" w="full" fontSize="xs" gap="2" align="start">
          <Text role="status" color="fg.warning">
            {notice ? noticeText(t, notice) : ''}
          </Text>
          {showCounter ? <LengthCount hint={hint} /> : null}
        </HStack>
      ) : null}
      <LengthStatus hint={hint} silent={readOnly} />
      {error ? <Field.ErrorText>{t(error.key, error.params)}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The help hidden (from sight only: it stays the control's description) while the field does not hold the focus. */
const HELP_WHILE_FOCUSED = { '[data-scope="field"][data-part="root"]:not(:focus-within) > &': { display: 'none' } } as const;

/** Says once, above the form, what the asterisk means. */
export function RequiredLegend({ fontSize = 'sm' }: { readonly fontSize?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Text fontSize={fontSize} color="fg.muted">
      {t('incidentForm.required_legend')}
    </Text>
  );
}
