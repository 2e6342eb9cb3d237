import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A message in the page's flow: its title, an optional text, and what the reader can do about it (a button, a close
 * button) at its end. Errors and warnings are announced at once (role alert), the others politely (role status).
 */
export function InlineAlert(props: {
  readonly status: 'info' | 'success' | 'warning' | 'error';
  readonly title?: ReactNode;
  readonly text?: ReactNode;
  readonly children?: ReactNode;
}) {
  const urgent = props.status === 'warning' || props.status === 'error';
  return (
    <Alert.Root status={props.status} role={urgent ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {props.title ? <Alert.Title>{props.title}</Alert.Title> : null}
        {props.text ? <Alert.Description>{props.text}</Alert.Description> : null}
      </Alert.Content>
      {props.children}
    </Alert.Root>
  );
}
