// The back office's calls of the API, one module per resource (lib/api/), with the one way a call is
// sent and answered (lib/api/call.ts).

import { auth } from './api/auth';
import { twoFactor } from './api/two-factor';
import { users } from './api/users';
import { files } from './api/files';
import { articles } from './api/articles';
import { inlineImages } from './api/inline-images';
import { pages } from './api/pages';
import { faq } from './api/faq';
import { announcements } from './api/announcements';
import { autosave } from './api/autosave';
import { videos } from './api/videos';
import { documentSet } from './api/documents';
import { orgChart } from './api/org-chart';
import { hero } from './api/hero';
import { documentOpens } from './api/document-opens';
import { settings } from './api/settings';
import { activity } from './api/activity';
import { contentHealth } from './api/content-health';
import { linkHealth } from './api/link-health';
import { trash } from './api/trash';

// What screens use of the way calls are made; the calls themselves are reached through `api`.
export {
  ApiError,
  ApiResponseError,
  adminSession,
  errorText,
  SESSION_EXPIRED_PATH,
  setLoginNavigator,
  setSessionRenewer,
} from './api/call';
export type { LoginStep } from './api/auth';

/**
 * One function per endpoint of SPEC §7 (and the extras): what is sent is typed from the shared
 * schemas, and what comes back is checked against them.
 */
export const api = {
  auth,
  twoFactor,
  users,
  files,
  articles,
  inlineImages,
  pages,
  faq,
  announcements,
  autosave,
  videos,
  documents: documentSet,
  orgChart,
  hero,
  documentOpens,
  settings,
  activity,
  contentHealth,
  linkHealth,
  trash,
};
