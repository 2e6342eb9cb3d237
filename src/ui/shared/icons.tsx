/** Small inline icons (no icon package): decorative, hidden from screen readers; controls carry their own labels. */
const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** One icon in the shared 24×24 stroke style: a path, drawn over a circle where the icon has one. */
function Icon({ d, circle }: { readonly d: string; readonly circle?: { readonly cx: number; readonly cy: number; readonly r: number } }) {
  return (
    <svg {...base}>
      {circle && <circle {...circle} />}
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />;
export const ChevronLeftIcon = () => <Icon d="m15 18-6-6 6-6" />;
export const GlobeIcon = () => <Icon circle={{ cx: 12, cy: 12, r: 9 }} d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />;
export const UserIcon = () => <Icon circle={{ cx: 12, cy: 8, r: 4 }} d="M4 21a8 8 0 0 1 16 0" />;
export const PlusIcon = () => <Icon d="M12 5v14M5 12h14" />;
export const BellIcon = () => <Icon d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />;
export const BellOffIcon = () => <Icon d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0M2 2l20 20" />;

/** A page with a folded corner: every file icon's outline, with what marks its type. */
const PAGE = 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5';
export const PdfFileIcon = () => <Icon d={`${PAGE}M8 13h8M8 17h5`} />;
export const VideoFileIcon = () => <Icon d={`${PAGE}M10 12v5l4-2.5z`} />;
export const ImageFileIcon = () => <Icon circle={{ cx: 10, cy: 12, r: 1.5 }} d={`${PAGE}M7 19l4-4 2 2 2-2 2 2`} />;
export const UnknownFileIcon = () => <Icon d={`${PAGE}M10 12a2 2 0 1 1 2 2v1.5M12 18h.01`} />;
export const ErrorIcon = () => <Icon circle={{ cx: 12, cy: 12, r: 10 }} d="M12 8v4M12 16h.01" />;
export const SuccessIcon = () => <Icon circle={{ cx: 12, cy: 12, r: 10 }} d="m9 12 2 2 4-4" />;
export const CloseIcon = () => <Icon d="M18 6 6 18M6 6l12 12" />;
export const ChevronDownIcon = () => <Icon d="m6 9 6 6 6-6" />;
