import { HStack } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useToastLane } from './toast-lane';

/** The bar's own room above and below its buttons (Chakra's space 3). */
const BAR_PADDING_PX = 12;

/**
 * The padding at the foot of the frame that scrolls `element` (the screen's main area): a sticky bar stops that far
 * above the frame's edge, and the form would show through beneath it.
 */
function footPaddingOfFrame(element: HTMLElement): number {
  for (let frame = element.parentElement; frame; frame = frame.parentElement) {
    const style = getComputedStyle(frame);
    if (/(auto|scroll)/.test(style.overflowY) || frame === document.scrollingElement) return parseFloat(style.paddingBottom) || 0;
  }
  return 0;
}

/**
 * A form's actions held at the foot of the screen while the form scrolls (the settings' Save and Discard, create
 * mode's Send SMS and Send WhatsApp). The bar reaches the frame's very edge, over the frame's own padding, so nothing
 * of the form shows beneath it. The toasts show at the window's foot too: while they show, the bar grows downward
 * behind them (useToastLane), so its buttons stand above the toasts instead of under them, and what the form holds
 * beneath stays behind the bar.
 */
export function FootActionBar({ children, gridColumn }: { readonly children: ReactNode; readonly gridColumn?: string }) {
  const lane = useToastLane();
  const bar = useRef<HTMLDivElement>(null);
  const [framePadding, setFramePadding] = useState(0);
  useLayoutEffect(() => {
    if (bar.current) setFramePadding(footPaddingOfFrame(bar.current));
  }, []);
  return (
    <HStack
      ref={bar}
      gap="3"
      position="sticky"
      bottom={`${-framePadding}px`}
      mb={`${-framePadding}px`}
      zIndex="docked"
      bg="bg"
      pt={`${BAR_PADDING_PX}px`}
      pb={`${BAR_PADDING_PX + framePadding + lane}px`}
      borderTopWidth="1px"
      borderColor="border.muted"
      gridColumn={gridColumn}
    >
      {children}
    </HStack>
  );
}
