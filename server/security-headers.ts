/**
 * Headers every response carries. The page-specific Content-Security-Policy is added
 * where HTML is served (see csp.ts).
 */
export function baseSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)',
  }
  if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
