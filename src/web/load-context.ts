import type { WebServices } from '../server/services/web-services';

/** What the server hands every loader (see src/server/plugins/web.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: WebServices;
    /** Nonce for the inline scripts React Router needs; the CSP allows no other inline script. */
    cspNonce: string;
    /** Absolute origin for canonical URLs, Open Graph and JSON-LD. */
    publicUrl: string;
  }
}

export {};
