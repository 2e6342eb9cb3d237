import { Box, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { createContext, useCallback, useContext, useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { noticeDuration, type Notice } from '../../domain/shared/notice';
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons';
import { makeObservableExcept } from './make-observable-except';
import { noticeText } from './notice-text';
import { ToasterModel, type Toast, type ToastPause } from './toaster.model';

/**
 * Where every toast of the console shows, in the operator's screens and in the administration alike: centred at the
 * foot of the window, at most 20rem wide. The sidebar and the call log keep the left edge, the chat input the right,
 * the navbar and the screens' headers their actions at the top, a dialog's actions its centre; the foot's middle is
 * where no control of the layout lives. The call log keeps each toast of a call for good.
 */
export const TOAST_PLACEMENT = 'bottom';

/** The console's toasts (SPEC §8 notices, §9 durations): the administration's, the incident view's, the pushes'. */
export const appToaster = createAppToaster();

/**
 * A toaster of the console's kind. A screen whose toasts belong to it (the live page: a call's notices) makes its own,
 * renders it and gives it to what it contains (ScreenToaster): when the screen goes, its toasts go with it, so the
 * create mode of the next incident never shows, over its send buttons, what the last caller did. The screen's own
 * record (the call log) keeps what they said.
 */
export function createAppToaster(): ToasterModel {
  return new ToasterModel();
}

/** The toaster of the screen around a component (ScreenToaster.Provider), else the console's. */
export const ScreenToaster = createContext<ToasterModel>(appToaster);

export function useAppToaster(): ToasterModel {
  return useContext(ScreenToaster);
}

/**
 * Shows a view model's notice on a toaster: its words as the title, why (its detail, else the server's own words)
 * under them, its action as a button, for its kind's SPEC §9 time (noticeDuration).
 */
export function showNotice(toaster: ToasterModel, t: TFunction, notice: Notice): void {
  toaster.create({
    type: notice.kind,
    title: t(notice.key as string | string[], notice.values ?? {}),
    description: notice.detail ? noticeText(t, notice.detail) : notice.serverText,
    duration: noticeDuration(notice),
    action: notice.action ? { label: noticeText(t, notice.action.label), onClick: notice.action.run } : undefined,
  });
}

/** Shows a view model's notices, in the user's words, on the toaster of the screen around the component (useAppToaster). */
export function useNotify(): (notice: Notice) => void {
  const toaster = useAppToaster();
  const { t } = useTranslation();
  return useCallback((notice: Notice) => showNotice(toaster, t, notice), [toaster, t]);
}

/** The toast parts in Chakra's toast recipe (the theme's `toast`), drawn as plain elements. */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'toast' });
const ToastRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const ToastTitle = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'title');
const ToastDescription = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'description');
const ToastActionTrigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'actionTrigger');
const ToastCloseTrigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'closeTrigger');
const ToastIndicator = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'indicator');

/** The space between stacked toasts (read by toast-lane.ts as the group's --gap). */
const GAP = '16px';

/** A toast the region draws that no toaster holds (a received push): its words, and what closes it. */
export interface OtherToast extends Omit<Toast, 'duration' | 'action' | 'order'> {
  readonly onClose: () => void;
}

/** What times the other toasts: their time stands still with the toasters' (pointed at, focused, the page hidden). */
export interface OtherToastsTime {
  pause(reason: ToastPause): void;
  resume(reason: ToastPause): void;
}

/**
 * Where the signed-in layout shows the toasts of the screen in it (the live page's, which go when it goes) beside the
 * console's and the pushes, in its one region: a screen shows its toaster here (useScreenToaster).
 */
export class ScreenToasterSlot {
  screen: ToasterModel | null = null;

  constructor() {
    makeObservableExcept(this, [], { byReference: ['screen'] });
  }

  show(toaster: ToasterModel): void {
    this.screen = toaster;
  }

  hide(toaster: ToasterModel): void {
    if (this.screen === toaster) this.screen = null;
  }
}

const ScreenToasterSlotContext = createContext<ScreenToasterSlot | null>(null);
export const ScreenToasterSlotProvider = ScreenToasterSlotContext.Provider;

/**
 * Shows a screen's toaster in the signed-in layout's one region while the screen is on; false where no layout holds a
 * region (the no-login view), and the screen then renders its own (AppToaster).
 */
export function useScreenToaster(toaster: ToasterModel): boolean {
  const slot = useContext(ScreenToasterSlotContext);
  useEffect(() => {
    if (!slot) return undefined;
    slot.show(toaster);
    return () => slot.hide(toaster);
  }, [slot, toaster]);
  return slot !== null;
}

/** One toaster's toasts in a region of their own (a screen outside the signed-in layout, a test). */
export const AppToaster = observer(function AppToaster({ toaster = appToaster }: { readonly toaster?: ToasterModel }) {
  return <ToastRegion toasters={[toaster]} />;
});

/** The signed-in layout's one region: the screen's toasts, the console's and the pushes (`others`), newest nearest the foot. */
export const ConsoleToasts = observer(function ConsoleToasts({
  slot,
  others,
  othersTime,
}: {
  readonly slot: ScreenToasterSlot;
  readonly others: readonly OtherToast[];
  readonly othersTime?: OtherToastsTime;
}) {
  const toasters = slot.screen ? [slot.screen, appToaster] : [appToaster];
  return <ToastRegion toasters={toasters} others={others} othersTime={othersTime} />;
});

/**
 * Draws toasters' toasts in a polite live region screen readers announce (Alt+T moves the focus to it), each a status
 * with its close button, newest nearest the foot; their time stands still while pointed at or focused, or while the
 * page is hidden. One region at a time draws a given toaster.
 */
const ToastRegion = observer(function ToastRegion({
  toasters,
  others = [],
  othersTime,
}: {
  readonly toasters: readonly ToasterModel[];
  readonly others?: readonly OtherToast[];
  readonly othersTime?: OtherToastsTime;
}) {
  const { t } = useTranslation();
  const region = useRef<HTMLElement>(null);
  const { pause, resume } = useRegionTime(region, toasters, othersTime);
  const toasts = toasters
    .flatMap((toaster) => toaster.toasts.map((toast) => ({ toast, toaster })))
    .sort((a, b) => b.toast.order - a.toast.order);
  const any = toasts.length + others.length > 0;
  return createPortal(
    <Box
      as="section"
      ref={region}
      aria-label={t('common.notifications')}
      aria-live="polite"
      tabIndex={-1}
      data-scope="toast"
      data-part="group"
      data-placement={TOAST_PLACEMENT}
      position="fixed"
      bottom="4"
      insetInline={{ base: '4', md: '0' }}
      zIndex="toast"
      display="flex"
      flexDirection="column-reverse"
      alignItems="center"
      gap="var(--gap)"
      css={{ '--gap': GAP }}
      pointerEvents="none"
      outline="none"
      onPointerEnter={() => pause('hover')}
      onPointerLeave={() => resume('hover')}
      onFocus={() => pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
      }}
    >
      {any
        ? [
            ...others.map((other) => <ToastView key={other.id} toast={other} onClose={other.onClose} closeLabel={t('common.close')} />),
            ...toasts.map(({ toast, toaster }) => (
              <ToastView
                key={toast.id}
                toast={toast}
                onShown={() => toaster.shown(toast.id)}
                onClose={() => toaster.dismiss(toast.id)}
                closeLabel={t('common.close')}
              />
            )),
          ]
        : null}
    </Box>,
    document.body,
  );
});

/**
 * A region's time: stops and runs again the time of every toaster it draws (and the others'), for a reason; follows
 * the page's visibility and Alt+T (the focus to the region) for the region's life.
 */
function useRegionTime(
  region: RefObject<HTMLElement | null>,
  toasters: readonly ToasterModel[],
  othersTime: OtherToastsTime | undefined,
): { readonly pause: (reason: ToastPause) => void; readonly resume: (reason: ToastPause) => void } {
  const latest = useRef({ toasters, othersTime });
  // What the region draws now, for the handlers (they run after the render that drew it).
  useEffect(() => {
    latest.current = { toasters, othersTime };
  });
  const pause = (reason: ToastPause) => {
    latest.current.toasters.forEach((toaster) => toaster.pause(reason));
    latest.current.othersTime?.pause(reason);
  };
  const resume = (reason: ToastPause) => {
    latest.current.toasters.forEach((toaster) => toaster.resume(reason));
    latest.current.othersTime?.resume(reason);
  };
  useEffect(() => {
    const hidden = () => (document.hidden ? pause('hidden') : resume('hidden'));
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT' && region.current?.childElementCount) {
        event.preventDefault();
        region.current.focus();
      }
    };
    document.addEventListener('visibilitychange', hidden);
    document.addEventListener('keydown', onKey);
    hidden();
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      document.removeEventListener('keydown', onKey);
      resume('hidden');
    };
    // The handlers read the toasters and the others' time through `latest`: the listeners stay for the region's life.
  }, [region]);
  return { pause, resume };
}

/** How a toast stands: in place while open, fading down once closed (the recipe's transitions). */
const OPEN = { '--x': '0', '--y': '0', '--scale': '1', '--z-index': 'auto', '--height': 'auto', '--opacity': '1' };
const CLOSED = { ...OPEN, '--y': '0.5rem', '--opacity': '0' };

interface ToastViewProps {
  readonly toast: Omit<Toast, 'duration' | 'order'>;
  /** Called once it is drawn: its time starts. */
  readonly onShown?: () => void;
  readonly onClose: () => void;
  readonly closeLabel: string;
}

function ToastView({ toast, onShown, onClose, closeLabel }: ToastViewProps) {
  const id = useId();
  // Its time runs from when it is on screen.
  const shown = useRef(onShown);
  useEffect(() => shown.current?.(), []);
  const Icon = toast.type === 'success' ? SuccessIcon : toast.type === 'error' || toast.type === 'warning' ? ErrorIcon : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <ToastRoot
      role="status"
      aria-atomic="true"
      aria-labelledby={toast.title ? `${id}-title` : undefined}
      aria-describedby={toast.description ? `${id}-description` : undefined}
      data-scope="toast"
      data-part="root"
      data-state={toast.state}
      data-type={toast.type ?? 'info'}
      width={{ md: 'xs' }}
      maxWidth="100%"
      pointerEvents="auto"
      animation={toast.state === 'open' ? 'slide-from-bottom 250ms ease-out, fade-in 250ms ease-out' : undefined}
      css={toast.state === 'open' ? OPEN : CLOSED}
      onKeyDown={onKeyDown}
    >
      {Icon ? (
        <ToastIndicator display="inline-flex" fontSize="xl">
          <Icon />
        </ToastIndicator>
      ) : null}
      <Box display="flex" flexDirection="column" gap="1" flex="1" maxWidth="100%">
        {toast.title ? (
          <ToastTitle id={`${id}-title`} data-scope="toast" data-part="title">
            {toast.title}
          </ToastTitle>
        ) : null}
        {toast.description ? (
          <ToastDescription id={`${id}-description`} data-scope="toast" data-part="description">
            {toast.description}
          </ToastDescription>
        ) : null}
      </Box>
      {toast.action ? (
        <ToastActionTrigger
          type="button"
          data-scope="toast"
          data-part="action-trigger"
          onClick={() => {
            toast.action?.onClick();
            onClose();
          }}
        >
          {toast.action.label}
        </ToastActionTrigger>
      ) : null}
      <ToastCloseTrigger type="button" aria-label={closeLabel} data-scope="toast" data-part="close-trigger" onClick={onClose}>
        <CloseIcon />
      </ToastCloseTrigger>
    </ToastRoot>
  );
}
