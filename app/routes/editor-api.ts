import type { APIRoute } from 'astro'
import { editorApi } from '../backend/editor/editor-handler.server.ts'

export const prerender = false

/** Keystatic's API: reading and saving content in development, GitHub sign-in in production. */
export const ALL: APIRoute = ({ request }) => editorApi(request)
