import type { InjectOptions } from 'fastify';
import type { ActivityEntry, ActivityPage } from '../../src/shared/schemas/activity';
import type { SurveyRecord } from '../../src/shared/schemas/survey';
import { accountSession } from './accounts';
import type { TestContext } from './test-app';

/**
 * An Editor's calls to the survey API and what the activity log says of them, for the survey tests.
 * `signIn` makes the Editor's session (in the tests' beforeAll).
 */
export function surveyStaff(ctx: () => TestContext, editorName: string) {
  let editor = '';
  const asEditor = (options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: { ...options.headers, cookie: editor } });
  return {
    signIn: async () => {
      editor = await accountSession(ctx(), editorName, 'editor');
    },
    /** A call by the Editor. */
    asEditor,
    /** A survey as the back office reads it, by slug. */
    surveyOf: async (slug: string): Promise<SurveyRecord> => {
      const all: SurveyRecord[] = (await asEditor({ url: '/api/surveys' })).json();
      const survey = all.find((candidate) => candidate.slug === slug);
      if (!survey) throw new Error(`no survey ${slug}`);
      return survey;
    },
    /** The newest row of Riwayat Aktivitas about surveys. */
    newestSurveyRow: async (): Promise<ActivityEntry | undefined> => {
      const page: ActivityPage = (await ctx().asAdmin({ url: '/api/audit?kind=survey&limit=1' })).json();
      return page.items[0];
    },
  };
}
