/**
 * The icons of the header, the toaster and the rules lists, drawn inline: they are on every page's
 * critical path, where lucide-react's runtime (about 2 KB gzip) bought nothing over a path.
 * Same look as the lucide set the voice demo uses: 24-unit grid, round 2-unit strokes.
 */
type IconProps = { size?: number; className?: string }

function Icon({ size = 24, className, d }: IconProps & { d: string }) {
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
      className={className}
    >
      <path d={d} />
    </svg>
  )
}

export const MenuIcon = (props: IconProps) => <Icon {...props} d="M4 6h16M4 12h16M4 18h16" />
export const CloseIcon = (props: IconProps) => <Icon {...props} d="M6 6l12 12M18 6 6 18" />
export const ChevronDownIcon = (props: IconProps) => <Icon {...props} d="m6 9 6 6 6-6" />
/** A shield with a tick: a rule the work follows (lucide's shield-check). */
export const ShieldCheckIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4"
  />
)
