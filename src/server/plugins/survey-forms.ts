import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { surveysRepo } from '../../db/index';
import { format } from '../../shared/messages';
import { surveyMessages } from '../../shared/messages/surveys';
import {
  SURVEY_FORM_MAX_BYTES,
  SURVEY_HONEYPOT_FIELD,
  SURVEY_PATH_PREFIX,
  SURVEY_QUESTIONS_MAX,
  surveyPath,
  surveyThanksPath,
} from '../../shared/surveys';
import type { SurveyFormState } from '../../shared/views';
import { encodedBody, type CachedResponse } from '../services/response-cache';
import { submitSurveyAnswers } from '../services/surveys';
import { ServerBusyError } from '../services/work-gate';

/** Renders a survey's page (`path`) with the respondent's form sent back; throws ServerBusyError when refused. */
export type RenderSurveyForm = (
  request: FastifyRequest,
  path: string,
  form: SurveyFormState,
) => Promise<CachedResponse>;

/** The fields a form may carry: an answer (`q<id>`) or the hidden field. */
const FORM_FIELD = /^q\d{1,9}$/;
/** More fields than a survey can have questions (and the hidden one) is no form of the site. */
const FORM_FIELDS_MAX = SURVEY_QUESTIONS_MAX + 1;

/** A survey's slug as its page's address has it. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * The form's fields from what was sent (a urlencoded body's pairs, or a JSON object's entries): the
 * first text of each known field, the rest ignored. Built without a prototype, so that no field name
 * can reach one.
 */
export function readSurveyForm(entries: Iterable<[string, unknown]>): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || name in values) continue;
    if (!(FORM_FIELD.test(name) || name === SURVEY_HONEYPOT_FIELD)) continue;
    if ((count += 1) > FORM_FIELDS_MAX) break;
    values[name] = value;
  }
  return values;
}

/**
 * Respondents answer a survey on its page, `/kuisioner/<slug>`, with a plain HTML form (POST,
 * urlencoded): no account, no cookie, no script. An answer is stored for the period open today with
 * nothing about who sent it (services/surveys.ts), then the browser is sent on to the thank-you page
 * (303, so that reloading it sends nothing again). A form with missing or wrong answers comes back as
 * the survey's page with what was typed and a message by each question (400); an address over its
 * budget gets the same page with the reason (429). The hidden field against bots, when filled, is
 * thanked as anyone and nothing is stored. These answers are never cached.
 */
export async function registerSurveyForms(app: FastifyInstance, render: RenderSurveyForm): Promise<void> {
  const { db } = app.database;

  const sendForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    form: SurveyFormState,
    status: number,
  ) => {
    let page: CachedResponse;
    try {
      page = await render(request, surveyPath(slug), form);
    } catch (error) {
      if (error instanceof ServerBusyError) return app.workGate.refusePage(reply);
      throw error;
    }
    // An unknown survey is the page's own 404, whatever was sent.
    return reply
      .code(page.status === 200 ? status : page.status)
      .headers(page.headers)
      .header('cache-control', 'no-store')
      .send(await encodedBody(page, null));
  };

  const goTo = (reply: FastifyReply, path: string) =>
    reply.code(303).header('location', path).header('cache-control', 'no-store').send();

  await app.register(async (scope) => {
    // Only this scope reads urlencoded bodies: the API takes JSON and multipart alone.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SURVEY_FORM_MAX_BYTES },
      (_request, body, done) => done(null, readSurveyForm(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { slug: string }; Body: unknown }>(
      `${SURVEY_PATH_PREFIX}:slug`,
      // Open to anyone (no session): drawing from the address's budget of public calls on request.
      { config: { public: true }, bodyLimit: SURVEY_FORM_MAX_BYTES },
      async (request, reply) => {
        const { slug } = request.params;
        if (!SLUG.test(slug)) return reply.callNotFound();
        const { body } = request;
        // A plain object again for the page (what was typed, sent back), once no field can reach a prototype.
        const values = { ...(body !== null && typeof body === 'object' ? readSurveyForm(Object.entries(body)) : {}) };
        const survey = await surveysRepo.findSurveyBySlug(db, slug);
        if (!survey) return sendForm(request, reply, slug, { values: {}, errors: {}, notice: null }, 404);
        const wait = await app.surveyAnswerWait(request);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          const notice = format(surveyMessages.form.tooMany, { seconds: wait });
          return sendForm(request, reply, slug, { values, errors: {}, notice }, 429);
        }
        const honeypotFilled = (values[SURVEY_HONEYPOT_FIELD] ?? '').trim() !== '';
        const result = await submitSurveyAnswers(db, survey, values, app.clock.now(), { honeypotFilled });
        switch (result.outcome) {
          case 'stored':
          case 'ignored':
            return goTo(reply, surveyThanksPath(survey.slug));
          case 'closed':
            return goTo(reply, surveyPath(survey.slug));
          case 'invalid':
            return sendForm(request, reply, slug, { values, errors: result.errors, notice: null }, 400);
        }
      },
    );
  });
}
