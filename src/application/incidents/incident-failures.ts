import { saveFailureDialog, type SaveFailureDialog } from '../../domain/incident-form/incident-save-error';
import { isGatewayError } from '../ports/gateway-error';

/** SPEC §8 save failure: the dialog (title error, something_is_wrong, the server message or value_too_long). */
export interface SaveFailed {
  readonly kind: 'save-failed';
  readonly dialog: SaveFailureDialog;
}

/** The SPEC §8 save-failure dialog for whatever a gateway rejected with (no server message -> generic text). */
export function saveFailed(error: unknown): SaveFailed {
  return { kind: 'save-failed', dialog: saveFailureDialog(isGatewayError(error) ? error.serverMessage : undefined) };
}

/** A warning dialog for the UI: i18n keys of its title and text. */
export interface WarningDialog {
  readonly titleKey: string;
  readonly textKey: string;
}

/** SPEC §8 generic failure warning: 'error' + 'something_is_wrong'. */
export const SOMETHING_IS_WRONG: WarningDialog = { titleKey: 'error', textKey: 'something_is_wrong' };

/** The title-required block of SPEC §5. */
export interface TitleRequired {
  readonly kind: 'required-title';
  readonly key: 'required.title';
}
export const TITLE_REQUIRED: TitleRequired = { kind: 'required-title', key: 'required.title' };
