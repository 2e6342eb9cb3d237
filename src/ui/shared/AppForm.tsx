import type { ReactNode } from 'react';

export interface AppFormProps {
  /** Called on submit (Enter in a field, a submit button); without it, submitting does nothing. */
  readonly onSubmit?: () => void;
  readonly children: ReactNode;
}

/** Every form of the console: submitting never reloads the page, and the view model checks the fields, not the browser. */
export function AppForm({ onSubmit, children }: AppFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </form>
  );
}
