import type { PagePreview } from '../server/render/page-renderer';
import type { WebServices } from '../server/services/web-services';
import type { SurveyFormState } from '../shared/views';
import type { ComplaintPageState } from '../shared/complaints';

/** What the server hands every loader (see src/server/render/page-renderer.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: WebServices;
    /**
     * A secret of this one render, passed to React Router as the nonce of the inline scripts it
     * emits; the server allows exactly those by hash and removes the marker
     * (src/server/render/page-renderer.ts).
     */
    cspNonce: string;
    /** Absolute origin for canonical URLs, Open Graph and JSON-LD. */
    publicUrl: string;
    /**
     * Where entry.server leaves the HTML of a server-only page. It is handed back here, not as the
     * body of the Response, because a string body costs a web stream and reading it back on every
     * render (bench/RESULTS.md, Findings).
     */
    rendered?: { html: string };
    /**
     * Set by the server for the preview route alone, once it has checked the staff session or the
     * preview link (src/server/plugins/preview-pages.ts); absent, that route answers 404.
     */
    preview?: PagePreview;
    /**
     * Set by the server alone when it answers a survey's form that it refused (plugins/survey-forms.ts):
     * what the respondent typed and what is missing, shown on the survey's page. Such a render is never
     * cached.
     */
    surveyForm?: SurveyFormState;
    /**
     * Set by the server alone when it answers a visitor on the complaint pages (plugins/complaint-pages.ts):
     * the form sent back, or a ticket looked up. Such a render is never cached.
     */
    complaint?: ComplaintPageState;
  }
}

export {};
