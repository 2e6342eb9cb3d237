import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportErrorInput } from '../../application/shared/report-error.use-case';
import { PublicAlert, PublicCentered } from '../public/public-controls';

interface BoundaryProps {
  /** Sends the error to the error reporter (ReportErrorUseCase); never throws. */
  readonly report: (input: ReportErrorInput) => unknown;
  /** When it changes (another route), a failed screen is tried again. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

/**
 * A screen that fails while rendering shows a message with a reload button instead of a blank page, and the error
 * goes to the error reporter (which scrubs tokens, phones and emails). Moving to another route tries again.
 */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    try {
      this.props.report({ error, where: 'screen', componentStack: info.componentStack ?? null });
    } catch {
      // Reporting must never make a failing screen worse.
    }
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

/** The message, in plain elements (public.css): a screen of the login route may fail before any library is loaded. */
function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <PublicCentered low>
      <PublicAlert wide title={t('app_error.title')} text={t('app_error.text')}>
        <div className="pub-alert-action">
          <button type="button" className="pub-button pub-button--small" onClick={() => window.location.reload()}>
            {t('app_error.reload')}
          </button>
        </div>
      </PublicAlert>
    </PublicCentered>
  );
}

export function ScreenErrorBoundary(props: BoundaryProps) {
  return <Boundary {...props} />;
}
