/** Where the services' icons are served as one SVG file (app/routes/service-sprite.ts). */
export const SERVICE_SPRITE_PATH = '/icons/services.svg'
