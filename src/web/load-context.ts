import type { WebServices } from '../server/services/web-services';

/** What the server hands every loader (see src/server/plugins/web.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: WebServices;
    /**
     * Always empty: inline scripts are allowed by their SHA-256 hashes, computed from the rendered
     * page (src/server/plugins/web.ts), so that cached pages keep a valid policy. Kept for the
     * `nonce` props, which then render nothing harmful.
     */
    cspNonce: string;
    /** Absolute origin for canonical URLs, Open Graph and JSON-LD. */
    publicUrl: string;
  }
}

export {};
