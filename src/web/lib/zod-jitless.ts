// The browser build's `zod`: every `import ... from 'zod'` of the client bundle resolves here (see the
// zod-jitless plugin in vite.config.ts), so zod is configured before any module can build or run a
// schema. Without it zod probes `new Function` on its first object parse to compile faster
// validators; the Content-Security-Policy forbids eval, so the probe only reports a violation (a
// console error that costs the back office its Lighthouse best-practices score). The server keeps
// the compiled validators.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
