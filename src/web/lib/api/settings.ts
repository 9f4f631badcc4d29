import {
  siteSettingsSchema,
  securitySettingsSchema,
  type SecuritySettings,
  type SiteSettings,
} from '../../../shared/schemas';
import { call } from './call';

export const settings = {
  get: () => call('GET', '/settings', siteSettingsSchema),
  update: (input: SiteSettings) => call('PATCH', '/settings/update', siteSettingsSchema, { json: input }),
  security: () => call('GET', '/settings/security', securitySettingsSchema),
  updateSecurity: (input: SecuritySettings) =>
    call('PATCH', '/settings/security', securitySettingsSchema, { json: input }),
};
