import type { SVGProps } from 'react';

/** A few inline icons (Tabler-style strokes) instead of an icon library. Decorative: hidden from AT. */
function Icon({ children, size = 18, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon drawn by one stroked path (its `d` may hold several strokes). */
const strokeIcon = (d: string, size?: number) => () => (
  <Icon size={size}>
    <path d={d} />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </Icon>
);

export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M3 12h1m8-9v1m8 8h1m-9 8v1M5.6 5.6l.7.7m12.1-.7l-.7.7m0 11.4l.7.7m-12.1-.7l-.7.7" />
  </Icon>
);

export const MoonIcon = strokeIcon('M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446A9 9 0 1 1 12 2.992z');

export const ExternalLinkIcon = strokeIcon(
  'M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6M11 13l9-9M15 4h5v5',
  14,
);

export const ChevronIcon = ({ open }: { open: boolean }) => (
  <Icon size={14} style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | null }) => (
  <Icon size={14}>
    {direction === 'asc' ? (
      <path d="M6 15l6-6 6 6" />
    ) : direction === 'desc' ? (
      <path d="M6 9l6 6 6-6" />
    ) : (
      <path d="M8 9l4-4 4 4M16 15l-4 4-4-4" />
    )}
  </Icon>
);

export const CloseIcon = strokeIcon('M18 6L6 18M6 6l12 12', 14);

export const CopyIcon = () => (
  <Icon size={16}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);

export const CheckIcon = strokeIcon('M5 12l5 5L20 7', 16);

export const PlusIcon = strokeIcon('M12 5v14M5 12h14', 16);
