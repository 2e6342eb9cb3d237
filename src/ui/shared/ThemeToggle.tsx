import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppViewModel } from './app-context';

/*
 * The look of Chakra's small solid switch (its recipe's root, control, thumb and label, the track off in the field edge
 * colour as field-edge.ts gives the other switches) on a native checkbox: the navbar draws it on every signed-in screen,
 * and Chakra's switch would bring its state machine and recipe with the shell for this one control.
 */
const ROOT: SystemStyleObject = {
  display: 'inline-flex',
  gap: '2.5',
  alignItems: 'center',
  position: 'relative',
  verticalAlign: 'middle',
  '--switch-width': 'sizes.8',
  '--switch-height': 'sizes.4',
  '--switch-diff': 'calc(var(--switch-width) - var(--switch-height))',
  '--switch-x': { base: 'var(--switch-diff)', _rtl: 'calc(var(--switch-diff) * -1)' },
};
const CONTROL: SystemStyleObject = {
  display: 'inline-flex',
  gap: '0.5rem',
  flexShrink: 0,
  justifyContent: 'flex-start',
  cursor: 'switch',
  borderRadius: 'full',
  position: 'relative',
  width: 'var(--switch-width)',
  height: 'var(--switch-height)',
  transition: 'backgrounds',
  bg: 'border.field',
  _checked: { bg: 'colorPalette.solid' },
  // Chakra's focusVisibleRing="outside", shown when the checkbox beside it has the keyboard's focus.
  '--focus-ring-color': 'colors.colorPalette.focusRing',
  _peerFocusVisible: {
    outlineWidth: 'var(--focus-ring-width, 2px)',
    outlineOffset: 'var(--focus-ring-offset, 2px)',
    outlineStyle: 'var(--focus-ring-style, solid)',
    outlineColor: 'var(--focus-ring-color)',
  },
};
const THUMB: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  transitionProperty: 'translate',
  transitionDuration: 'fast',
  borderRadius: 'inherit',
  bg: 'white',
  width: 'var(--switch-height)',
  height: 'var(--switch-height)',
  scale: '0.8',
  boxShadow: 'sm',
  _checked: { translate: 'var(--switch-x) 0', bg: 'colorPalette.contrast' },
};
const LABEL: SystemStyleObject = { lineHeight: '1', userSelect: 'none', fontSize: 'sm', fontWeight: 'medium' };

/** SPEC §1 theme toggle: a checkbox a screen reader names "Dark theme", drawn as a switch. */
export const ThemeToggle = observer(function ThemeToggle() {
  const { t } = useTranslation();
  const app = useAppViewModel();
  const state = app.isDark ? 'checked' : 'unchecked';
  return (
    <chakra.label css={ROOT}>
      <chakra.input type="checkbox" className="peer" srOnly checked={app.isDark} onChange={() => app.toggleTheme()} />
      <chakra.span css={CONTROL} data-scope="switch" data-part="control" data-state={state} aria-hidden>
        <chakra.span css={THUMB} data-state={state} />
      </chakra.span>
      <chakra.span css={LABEL}>{t('common.dark_theme')}</chakra.span>
    </chakra.label>
  );
});
