import type { WebServices } from '../server/services/web-services';

/** What the server hands every loader (see src/server/plugins/web.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: WebServices;
    /**
     * A secret of this one render, passed to React Router as the nonce of the inline scripts it
     * emits; the server allows exactly those by hash and removes the marker (src/server/plugins/web.ts).
     */
    cspNonce: string;
    /** Absolute origin for canonical URLs, Open Graph and JSON-LD. */
    publicUrl: string;
  }
}

export {};
