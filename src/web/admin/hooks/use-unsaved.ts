import { createContext, useContext, useEffect } from 'react';

/** Sections tell the admin layout whether they hold unsaved changes; the layout asks before leaving. */
export const UnsavedReportContext = createContext<(key: string, dirty: boolean) => void>(() => undefined);

export function useReportUnsaved(key: string, dirty: boolean): void {
  const report = useContext(UnsavedReportContext);
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [key, dirty, report]);
}
