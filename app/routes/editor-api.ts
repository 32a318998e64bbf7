import { editorApi } from '../server/editor.server'
import type { Route } from './+types/editor-api'

/** Keystatic's API: reading and saving content in development, GitHub sign-in in production. */
export function loader({ request }: Route.LoaderArgs) {
  return editorApi(request)
}

export function action({ request }: Route.ActionArgs) {
  return editorApi(request)
}
