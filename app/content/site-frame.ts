import type { siteFrame } from './site-frame.server.ts'

/** The frame's data of a page (site-frame.server.ts builds it on the server). */
export type SiteFrame = ReturnType<typeof siteFrame>
