/**
 * The live incident page's panels. Each takes `{ incidentId, tenantId }`:
 * - ChatPanel, MediaCarousel, ShareModalButton;
 * - IncidentEditForm also takes `registerStopGuard` (the live session's addStopGuard): its guard answers
 *   'required.title' when the tenant requires a title and it is blank (and shows it under the title). The form also
 *   registers a leave check (src/ui/shared/leave-guard.ts) while mounted that flushes pending auto-saves and never
 *   refuses; `guardLeave={false}` leaves it out. Blocking a leave without a title is the page's check over the stop
 *   guards (LiveIncidentViewModel.mayLeave).
 */
export { ChatPanel, type ChatPanelProps } from './ChatPanel';
export { MediaCarousel, type MediaCarouselProps } from './MediaCarousel';
export { IncidentEditForm, type IncidentEditFormProps } from './IncidentEditForm';
export { ShareModalButton, type ShareModalButtonProps } from './ShareModalButton';
