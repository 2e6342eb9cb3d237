import './public.css';
import { ChevronDownIcon, ErrorIcon } from '../shared/icons';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * The controls of the signed-out screens (public.css): plain elements, each with its accessible name, so the login
 * route loads no component library (their icons are the console's, src/ui/shared/icons.tsx). The signed-in screens keep Chakra's (src/ui/shared).
 */

/** A turning ring named for screen readers (role status) by `label`. */
export function PublicSpinner({ label, small = false }: { readonly label?: string; readonly small?: boolean }) {
  const className = small ? 'pub-spinner pub-spinner--small' : 'pub-spinner';
  return label === undefined ? <span className={className} aria-hidden /> : <span className={className} role="status" aria-label={label} />;
}

/** The whole screen's height, its content in the middle: while a screen or the server's answer is awaited. */
export function PublicCentered({ children, low = false, main = false }: { readonly children: ReactNode; readonly low?: boolean; readonly main?: boolean }) {
  const className = low ? 'pub-center pub-center--low' : 'pub-center';
  return main ? <main className={className}>{children}</main> : <div className={className}>{children}</div>;
}

/**
 * An error in the page's flow, announced at once (role alert): its title, an optional text, and what the reader can
 * do about it (a button) under them.
 */
export function PublicAlert(props: { readonly title: ReactNode; readonly text?: ReactNode; readonly children?: ReactNode; readonly wide?: boolean }) {
  return (
    <div role="alert" className={props.wide ? 'pub-alert pub-alert--wide' : 'pub-alert'}>
      <ErrorIcon />
      <div className="pub-alert-body">
        <div className="pub-alert-title">{props.title}</div>
        {props.text ? <div>{props.text}</div> : null}
        {props.children}
      </div>
    </div>
  );
}

type PublicInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly invalid: boolean;
  readonly help?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
};

/** A text field labelled by its name, with an optional help line it is described by; invalid is said to screen readers. */
export function PublicInput({ label, value, onValue, invalid, help, inputRef, required, ...input }: PublicInputProps) {
  const id = useId();
  return (
    <div className="pub-field">
      <label className="pub-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="pub-input"
        value={value}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {help ? (
        <div className="pub-help" id={`${id}-help`}>
          {help}
        </div>
      ) : null}
    </div>
  );
}

/** A native select of options labelled by its name (the browser's own, keyboard and screen-reader friendly). */
export function PublicSelect(props: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="pub-field">
      <label className="pub-label" htmlFor={id}>
        {props.label}
      </label>
      <div className="pub-select-wrap">
        <select id={id} className="pub-select" value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </div>
    </div>
  );
}

/**
 * An on/off choice: a native checkbox named by its label, drawn as a switch. The track and thumb carry the parts'
 * names Chakra's switch has, so the layout guard measures this one as it does the others.
 */
export function PublicSwitch(props: { readonly label: string; readonly checked: boolean; readonly onToggle: () => void }) {
  return (
    <label className="pub-switch">
      <input type="checkbox" checked={props.checked} onChange={props.onToggle} />
      <span className="pub-switch-track" data-scope="switch" data-part="control" aria-hidden>
        <span className="pub-switch-thumb" data-part="thumb" />
      </span>
      <span>{props.label}</span>
    </label>
  );
}
