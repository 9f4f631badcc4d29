// The browser build's `zod`: every `import ... from 'zod'` of the client bundle resolves here (see the
// zod-jitless plugin in vite.config.ts; this module's own import is the package itself), so zod is
// configured before any module can build or run a schema. Without it zod probes `new Function` on its first object parse to compile faster
// validators; the Content-Security-Policy forbids eval, so the probe only reports a violation (a
// console error that costs the back office its Lighthouse best-practices score). The server keeps
// the compiled validators.
import * as z from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { z };
export default z;
