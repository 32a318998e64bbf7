/**
 * What the editor's "send for review" asks the server and shows: the pull request opened
 * (or already open) for the branch, or why not, in both languages. The server answers it
 * (app/backend/editor/review-request.server.ts), the editor's button renders it
 * (app/components/editor/editor-review.tsx).
 */
export type ReviewAnswer =
  | { status: 'opened' | 'open'; url: string }
  | { status: 'refused'; message: { en: string; pl: string } }
