import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders get the request as it came instead of two copies of it each, made on every uncached
    // render (bench/RESULTS.md, Findings); they read their address from the normalized `url` argument.
    v8_passThroughRequests: true,
    // Middleware would change the load context API the server relies on; adopted with v8.
    v8_middleware: false,
  },
} satisfies Config;
