import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { PENDING_LOGIN_COOKIE, SESSION_COOKIE } from '../../shared/constants/accounts';
import { messages } from '../../shared/messages';
import type { AppConfig } from '../config';
import { addVary } from '../services/vary';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The players of src/shared/video-links.ts (YouTube, Vimeo) and the contact page's map. */
const FRAME_SOURCES =
  'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com https://maps.google.com';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Read from the header itself: this hook runs before the cookie plugin parses cookies. A login waiting
 * for its code counts as a session here: its cookie is what finishes the login.
 */
function carriesSessionCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((pair) => [SESSION_COOKIE, PENDING_LOGIN_COOKIE].some((name) => pair.trim().startsWith(`${name}=`)));
}

/** Origins allowed to make unsafe requests: this site, PUBLIC_URL and CORS_ORIGINS. */
export function isAllowedOrigin(request: FastifyRequest, origin: string, config: AppConfig): boolean {
  const self = `${request.protocol}://${request.host}`;
  return origin === self || origin === config.publicUrl || config.corsOrigins.includes(origin);
}

/**
 * The Content-Security-Policy. No inline script runs unless its SHA-256 is listed: rendered pages
 * pass the hashes of the inline scripts their own render emitted (see allowRenderedScripts in
 * render/page-renderer.ts), which also lets a cached page keep a valid policy (a nonce would have
 * to change on every response).
 */
export function contentSecurityPolicy(config: AppConfig, scriptHashes: string[] = []): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` 'sha256-${hash}'`).join('')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self' data:",
    // Vite's hot reload talks over a WebSocket on its own port in development.
    config.devServer ? "connect-src 'self' ws:" : "connect-src 'self'",
    `frame-src ${FRAME_SOURCES}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (config.isProduction) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Security headers, CORS for CORS_ORIGINS and the refusal of unsafe requests from foreign origins. */
async function security(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(helmet, {
    // Set below from contentSecurityPolicy(), so pages and API share one definition.
    contentSecurityPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Uploaded images may be shown by a frontend on another origin (CORS_ORIGINS).
    crossOriginResourcePolicy: { policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-site' },
  });
  const defaultPolicy = contentSecurityPolicy(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', defaultPolicy);
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    });
    // The answer depends on Origin (allowed or not), so every answer says so, whether or not this
    // request sent one: a shared cache must not hand one site's answer to another. Checked again
    // when sending because later hooks (the response cache) set Vary themselves.
    app.addHook('onSend', async (_request, reply, payload) => {
      addVary(reply, 'Origin');
      return payload;
    });
  }

  // CSRF: a browser sends Origin (or at least Referer) with unsafe requests; a foreign one is refused.
  // Requests with neither come from non-browser clients, which cannot carry a victim's cookie. With
  // COOKIE_SAME_SITE=none the browser attaches the cookie to other sites' requests too, so there a
  // request that carries the session cookie must say where it comes from.
  const originRequired = config.cookieSameSite === 'none';
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const refused = origin
      ? !isAllowedOrigin(request, origin, config)
      : originRequired && carriesSessionCookie(request);
    if (refused) return reply.code(403).send({ message: messages.api.forbiddenOrigin });
  });
}

export const securityPlugin = fp(security, { name: 'security', decorators: { fastify: ['config'] } });
