/**
 * The attributes that tie the frame's server markup to its behaviour in the browser
 * (app/browser/frame.ts): shared by the components and the script, which must not
 * import the components themselves.
 */
export const DROPDOWN = 'data-dropdown'
export const LANG_SWITCH = 'data-lang-switch'
export const PRIVACY_PATH = 'data-privacy-path'
export const MOBILE_MENU_ID = 'mobile-menu'
export const SPINNER = 'data-page-spinner'
/** Set on <html> once the frame's script runs: styles for the no-JavaScript page key on it. */
export const FRAME_READY = 'data-hydrated'
