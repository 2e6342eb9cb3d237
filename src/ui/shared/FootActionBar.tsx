import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useToastLane } from './toast-lane';

/** The bar's own room above and below its buttons (Chakra's space 3). */
const BAR_PADDING_PX = 12;

/**
 * A form's actions held at the foot of the screen while the form scrolls (the settings' Save and Discard, create
 * mode's Send SMS and Send WhatsApp). The toasts show at the window's foot too: while they show, the bar grows
 * downward behind them (useToastLane), so its buttons stand above the toasts instead of under them, and what the form
 * holds beneath stays behind the bar.
 */
export function FootActionBar({ children, gridColumn }: { readonly children: ReactNode; readonly gridColumn?: string }) {
  const lane = useToastLane();
  return (
    <HStack
      gap="3"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg"
      pt={`${BAR_PADDING_PX}px`}
      pb={`${BAR_PADDING_PX + lane}px`}
      borderTopWidth="1px"
      borderColor="border.muted"
      gridColumn={gridColumn}
    >
      {children}
    </HStack>
  );
}
