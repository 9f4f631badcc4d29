// `npm start`: builds what is not built yet, then runs the server in this process
// (so SIGTERM/SIGINT reach it directly).
import { buildIfMissing } from './build-state.mjs';

buildIfMissing('first start only');
process.env.NODE_ENV ??= 'development';
await import('../dist/server.js');
