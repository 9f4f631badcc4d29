import { z } from 'zod';

// zod probes `new Function` to compile faster validators; the Content-Security-Policy forbids eval,
// so the probe would only log a violation. The forms validate without it.
z.config({ jitless: true });
