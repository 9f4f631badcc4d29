import crypto from 'node:crypto';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { PageSlug } from '../../shared/constants/content';
import type { SurveyFormState } from '../../shared/views';
import type { ComplaintPageState } from '../../shared/complaints';
import type { WebServices } from '../services/web-services';

/**
 * A preview the server has allowed (a staff session, or a live preview link): the article to show
 * whatever its status (null when the link no longer opens anything), or the version of an editable
 * page that staff work on.
 */
export type PagePreview = { articleId: number | null } | { pageId: number; pageSlug: PageSlug };

/** What a render needs to know of the request: pages depend on their address alone (previews aside). */
export interface PageRequest {
  /** Path and query string, as the visitor sent them. */
  url: string;
  /** `protocol://host` the visitor used. */
  origin: string;
  /** Absolute origin for canonical URLs, Open Graph and JSON-LD. */
  publicUrl: string;
  /** Only for the preview route: never cached, never indexed. */
  preview?: PagePreview;
  /** Only for a survey's form sent back to the respondent (plugins/survey-forms.ts): never cached. */
  surveyForm?: SurveyFormState;
  /** Only for the complaint pages' answers to one visitor (plugins/complaint-pages.ts): never cached. */
  complaint?: ComplaintPageState;
}

/** A rendered page, before compression and caching. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** SHA-256 (base64) of the inline scripts the render emitted, for the Content-Security-Policy. */
  scriptHashes: string[];
}

export type RenderPage = (page: PageRequest) => Promise<RenderedPage>;

/**
 * The inline scripts a render itself emitted (React Router's hand-over to the browser app) carry
 * `nonce="{marker}"`, a secret of that one render. Their SHA-256 hashes (base64) go into the page's
 * Content-Security-Policy and the marker is removed, so the page can be cached and its policy stays
 * valid. Any other inline script, e.g. one that slipped into stored content, is not allowed.
 */
export function allowRenderedScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (!attributes.includes(attribute) || /\bsrc\s*=/.test(attributes) || content.length === 0) continue;
    hashes.add(crypto.createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return { html: html.replaceAll(attribute, ''), hashes: [...hashes] };
}

/**
 * Renders pages with React Router, their data read through `services` (from the load context, not
 * over HTTP).
 */
export function createPageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: 'production' | 'development',
  services: WebServices,
): RenderPage {
  const handle = createRequestHandler(build, mode);
  return async ({ url, origin, publicUrl, preview, surveyForm, complaint }) => {
    const context: AppLoadContext = {
      services,
      cspNonce: crypto.randomUUID(),
      publicUrl,
      ...(preview ? { preview } : {}),
      ...(surveyForm ? { surveyForm } : {}),
      ...(complaint ? { complaint } : {}),
    };
    // Always a GET: a HEAD is answered from the same render without its body (Fastify drops it),
    // whereas a HEAD render has no body and, cached, would give the next visitor an empty page.
    // No request header is passed on: pages are cached by address alone, and a page that varied
    // with a header would poison the cache.
    const response = await handle(new Request(`${origin}${url}`), context);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value;
    });
    // Server-only pages come back in the load context (entry.server.tsx), the admin shell as the
    // body. Pages are rendered whole (the server waits for all data), so they can be compressed
    // once, tagged and cached.
    if (context.rendered) {
      return { status: response.status, headers, body: Buffer.from(context.rendered.html, 'utf8'), scriptHashes: [] };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const marker = context.cspNonce;
    if (!(headers['content-type'] ?? '').startsWith('text/html') || !body.includes(marker)) {
      return { status: response.status, headers, body, scriptHashes: [] };
    }
    const page = allowRenderedScripts(body.toString('utf8'), marker);
    return { status: response.status, headers, body: Buffer.from(page.html, 'utf8'), scriptHashes: page.hashes };
  };
}
