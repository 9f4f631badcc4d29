import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from '../../../shared/schemas';
import type { clientLoader } from '../admin-layout';

/**
 * The person logged in, as the admin layout read it from the server (undefined outside the layout),
 * with whether they must set up two-factor login before anything else.
 */
export function useSessionUser(): (SessionUser & { mustSetUpTwoFactor?: boolean }) | undefined {
  return useRouteLoaderData<typeof clientLoader>('admin/admin-layout')?.admin;
}
