/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the production server (server/site-server.ts) for every request it hands over. */
    requestInfo?: import('./server/request-context').RequestInfo
  }
}
