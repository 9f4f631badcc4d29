/**
 * Pages that run as a React app in the browser (the back office) come from route modules that
 * export `handle = CLIENT_APP`. Every other page is complete server HTML with the small page script
 * of src/web/enhance: no React, no route data and no module preloads are sent to visitors.
 */
export const CLIENT_APP = { clientApp: true } as const;

export function isClientApp(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => typeof handle === 'object' && handle !== null && 'clientApp' in handle && handle.clientApp === true,
  );
}
