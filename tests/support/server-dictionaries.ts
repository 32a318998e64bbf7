import { registerServerDictionaries } from '../../app/i18n/translate.ts'

// Each test file renders as the server does, where the middleware registered the
// dictionaries before any page (app/middleware.ts): useT falls back to the whole
// dictionary of the page's language, and a key in none of them throws.
registerServerDictionaries()
