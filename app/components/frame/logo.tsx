import { site } from '../../site.config.ts'
import './logo.css'

/** The wordmark: an inline SVG headset mark plus the brand name as text. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="logo-mark-bg" />
        <path
          d="M9 17v-2a7 7 0 0 1 14 0v2M9 17v3a2 2 0 0 0 2 2h1v-6h-1a2 2 0 0 0-2 1Zm14 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 1Zm-3 5c0 1.5-1.5 2.5-4 2.5"
          fill="none"
          className="logo-mark-line"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-text">{site.brand}</span>
    </span>
  )
}
