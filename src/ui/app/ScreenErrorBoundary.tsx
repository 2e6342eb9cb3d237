import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { useServices } from './services';

interface BoundaryProps {
  readonly report: (error: unknown, componentStack: string | null) => void;
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
    this.props.report(error, info.componentStack ?? null);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" p="6">
      <Alert.Root status="error" role="alert" maxW="lg">
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Title>{t('app_error.title')}</Alert.Title>
          <Alert.Description>{t('app_error.text')}</Alert.Description>
          <Button alignSelf="start" size="sm" onClick={() => window.location.reload()}>
            {t('app_error.reload')}
          </Button>
        </Stack>
      </Alert.Root>
    </Center>
  );
}

export function ScreenErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const services = useServices();
  const report = (error: unknown, componentStack: string | null) => {
    try {
      services.get<ErrorReporter>(ErrorReporter).captureException(error, { where: 'screen', componentStack });
    } catch {
      // Reporting must never make a failing screen worse.
    }
  };
  return (
    <Boundary report={report} resetKey={resetKey}>
      {children}
    </Boundary>
  );
}
