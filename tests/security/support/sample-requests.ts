import { makePdf } from '../../helpers/pdfs';
import type { InjectOptions } from 'fastify';
import { DOCUMENT_COLLECTIONS } from '../../../src/shared/constants/content';
import { multipart, pngImage } from '../../helpers/images';
import { TEST_ADMIN } from '../../helpers/test-app';

/** A password change must choose a new password (the same one again is refused). */
export const TEST_ADMIN_NEW_PASSWORD = 'rahasia-baru-sekali-456';
import { fillPath, isMultipart, pathParams, schemaKeys, type RouteInfo } from './route-table';

/** A valid value for every body or form field the API knows; a new field fails `sampleFields` loudly. */
export const FIELD_SAMPLES: Record<string, string> = {
  file_name: 'Panduan Penelitian 2026',
  file_description: 'Panduan pelaksanaan penelitian internal',
  file_url: 'https://drive.google.com/file/d/abc/view',
  file_type: 'panduan_penelitian',
  title: 'Judul yang aman',
  author: 'Tim P3M',
  content: '<p>Isi artikel yang aman.</p>',
  category: 'informasi_penelitian',
  link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  name: 'Kategori Aman',
  alt: 'Bagan organisasi',
  thumbnail_alt: 'Mahasiswa KKN di balai desa',
  subtitle: 'Keterangan yang aman',
  type: 'struktur_organisasi',
  position: '1',
  address: 'Jl. Irian Jaya No. 4, Mojokerto',
  phone: '(0321) 390203',
  email: 'p3m@unim.ac.id',
  whatsapp: '6281234567890',
  map_embed_url: 'https://www.google.com/maps?q=unim&output=embed',
  working_hours: 'Senin - Jumat, 08:00-16:00 WIB',
  ejournal_url: 'https://ejournal.unim.ac.id/',
  survey_service_url: 'https://forms.gle/a',
  survey_partner_url: 'https://forms.gle/b',
  survey_research_partner_url: 'https://forms.gle/c',
  survey_kkn_partner_url: 'https://forms.gle/d',
  video_channel_url: 'https://www.youtube.com/@p3munim',
  hero_title: 'Judul beranda yang aman',
  hero_subtitle: 'Subjudul beranda yang aman',
  page_header_subtitle: 'Subjudul header yang aman',
  footer_description: 'Deskripsi footer yang aman',
  image_alt: 'Ilustrasi yang aman',
  question: 'Pertanyaan yang aman?',
  answer: '<p>Jawaban yang aman.</p>',
  group: 'Umum',
  starts_at: '2026-01-01T08:00',
  ends_at: '2099-12-31T23:59',
  deadline: '2099-12-15T16:00',
  username: 'penyunting-baru',
  role: 'editor',
  password: TEST_ADMIN.password,
  current_password: TEST_ADMIN.password,
  new_password: TEST_ADMIN_NEW_PASSWORD,
  confirm_password: TEST_ADMIN_NEW_PASSWORD,
  // A survey's texts, a period of it (free of the others) and a question of the staff's.
  intro: 'Pengantar kuisioner yang aman.',
  startsOn: '2031-01-01',
  endsOn: '2031-06-30',
  followUpPlan: 'Rencana tindak lanjut yang aman.',
  kind: 'choice',
  prompt: 'Pertanyaan kuisioner yang aman?',
  // Well-formed, but no app made them: the routes that need a right one get it from the test.
  code: '123456',
  recovery_code: 'abcd-efgh-jkmn-pqrs',
  // A complaint's status (open: no reason needed), a refusal's reason, a note's or reply's text.
  status: 'diproses',
  reason: 'Alasan yang aman',
  body: 'Tanggapan yang aman',
};

/**
 * Valid values of body fields that are not text, carried as they are by a JSON body (an account's
 * `disabled` flag, a setting's switch, a record's successor; an autosave holds the form's values as an object).
 */
const STRUCTURED_SAMPLES: Record<string, unknown> = {
  disabled: false,
  require_admin_2fa: false,
  // A document or file link replaced by none (the successor must be a record of the same list).
  superseded_by: null,
  show_most_opened: false,
  data: { title: 'Judul yang aman', content: '<p>Isi yang belum disimpan.</p>' },
  // An announcement linking no document (a linked one must exist outside the trash).
  document_ids: [],
  // A survey's minimum of respondents; a question's answers (a choice has two at least) and whether it is required.
  minimumRespondents: 30,
  options: ['Ya', 'Tidak'],
  required: false,
  // The complaints desk's settings, and a ticket assigned to nobody.
  targetDays: { penelitian: 10, pengabdian: 10, kkn: 5, layanan: 5, lainnya: 10 },
  holidays: ['2026-12-25'],
  retentionDays: 365,
  userId: null,
};

/** How many values of new periods the samples gave (each a later year). */
let newPeriods = 0;

/**
 * Bodies that name records of one list (the order calls): the seeded record of the list, and the
 * list's type or category. A field named the same elsewhere (`type`, `category`) means another thing here.
 */
const ROUTE_SAMPLES: Record<string, (seed: SeedIds) => Record<string, unknown>> = {
  // A new period of a survey on days no other has: each value asked for is a later year (a field is
  // asked for once per request), so a request's days come after those of every earlier one.
  'POST /api/surveys/:id/periods': () => {
    newPeriods += 1;
    return { startsOn: `${2040 + newPeriods}-01-01`, endsOn: `${2040 + newPeriods}-12-31` };
  },
  'PUT /api/youtube/order': (seed) => ({ ids: [seed['/api/youtube']] }),
  'PUT /api/hero/order': (seed) => ({ ids: [seed['/api/hero']] }),
  'PUT /api/faq/order': (seed) => ({ ids: [seed['/api/faq']] }),
  'PUT /api/files/order': (seed) => ({ type: FIELD_SAMPLES['file_type'], ids: [seed['/api/files']] }),
  ...Object.fromEntries(
    Object.values(DOCUMENT_COLLECTIONS).map((paths) => [
      `PUT /api/${paths.documentPath}/order`,
      (seed: SeedIds) => ({ category: seed[`/api/${paths.categoryPath}`], ids: [seed[`/api/${paths.documentPath}`]] }),
    ]),
  ),
};

/** A multipart form: its text fields (with values of its own where FIELD_SAMPLES' would not do), its file field and what the file is. */
export interface MultipartSample {
  fields: string[];
  file: string;
  samples?: Record<string, string>;
  /** What the file must be: an image (the default) or a PDF (hosted files). */
  takes?: 'image' | 'pdf';
}

/**
 * Multipart routes declare no body schema (the form is read by the handler), so their text fields and
 * file field are listed here; `multipartForm` refuses a multipart route missing from this table.
 */
const MULTIPART_FORMS: Record<string, MultipartSample> = {
  'POST /api/article/add': { fields: ['title', 'author', 'content', 'category', 'thumbnail_alt'], file: 'thumbnail' },
  'PATCH /api/article/update/:id': { fields: ['title', 'author', 'content', 'thumbnail_alt'], file: 'thumbnail' },
  'POST /api/inline-images': { fields: ['alt'], file: 'image' },
  'POST /api/profile/add': { fields: ['alt', 'type'], file: 'image' },
  'POST /api/hero/add': { fields: ['title', 'subtitle', 'alt', 'position'], file: 'image' },
  'PATCH /api/hero/update/:id': { fields: ['title', 'subtitle', 'alt', 'position'], file: 'image' },
  'PATCH /api/pages/:slug': { fields: ['title', 'content', 'image_alt'], file: 'image' },
  'POST /api/hosted-files': { fields: ['kind'], file: 'file', samples: { kind: 'document' }, takes: 'pdf' },
};

export function routeKey(route: RouteInfo): string {
  return `${route.method} ${route.url}`;
}

export function multipartForm(route: RouteInfo): MultipartSample {
  const form = MULTIPART_FORMS[routeKey(route)];
  if (!form) throw new Error(`multipart route ${routeKey(route)} is not described in sample-requests.ts`);
  return form;
}

/**
 * Ids of existing records by the first path segment (`/api/files` → 3), filled into `:id`; a route
 * whose `:id` names another record has its own entry under its route key (`DELETE /api/trash/:kind/:id`);
 * a session's id (`/api/auth`) is a string.
 */
export type SeedIds = Record<string, number | string>;

/** Path parameters that are not ids: the trash routes name a kind of record (the seeded ones are videos). */
export function resourceOf(url: string): string {
  return url.split('/').slice(0, 3).join('/');
}

/** Names of the fields of a route's body (JSON schema keys or the multipart form's text fields). */
export function bodyFields(route: RouteInfo): string[] {
  if (isMultipart(route)) return multipartForm(route).fields;
  return schemaKeys(route.schema?.body);
}

/** A valid value for a field (of `route`, when its body is its own), with the document set's category id. */
export function sampleValue(field: string, seed: SeedIds, route?: RouteInfo): unknown {
  const own = route && ROUTE_SAMPLES[routeKey(route)]?.(seed);
  if (own && Object.hasOwn(own, field)) return own[field];
  if (Object.hasOwn(STRUCTURED_SAMPLES, field)) return STRUCTURED_SAMPLES[field];
  for (const paths of Object.values(DOCUMENT_COLLECTIONS)) {
    if (field === paths.categoryIdField) {
      const id = seed[`/api/${paths.categoryPath}`];
      if (id === undefined) throw new Error(`no seeded category for ${field}`);
      return id;
    }
  }
  const sample = FIELD_SAMPLES[field];
  if (sample === undefined) throw new Error(`no sample value for field "${field}" (add it to FIELD_SAMPLES)`);
  return sample;
}

export interface SampleOverrides {
  params?: Record<string, string>;
  fields?: Record<string, string>;
  query?: Record<string, string>;
  withFile?: boolean;
}

/**
 * A request that the route would accept from an admin: path ids of existing records, every body field
 * valid, a small image for multipart routes. Overrides replace single params or fields.
 */
/**
 * Path parameters that are not the id of the route's resource: the kind and key of an autosave slot
 * (the seeded article's), the revision of the seeded article.
 */
function paramSample(name: string, route: RouteInfo, seed: SeedIds): string {
  // The trash's own routes act on a video seeded into the trash for them.
  if (route.url.startsWith('/api/trash')) return name === 'kind' ? 'video' : String(seed[routeKey(route)] ?? 1);
  if (name === 'kind') return 'article';
  if (name === 'key') return String(seed['/api/article'] ?? 1);
  // The editable pages are named by their address; their history by the page's id.
  if (name === 'slug') return 'tentang';
  if (name === 'revisionId') return String(seed[`${resourceOf(route.url)}/revisions`] ?? 1);
  // A survey's period and question, seeded under the survey.
  if (name === 'periodId') return String(seed['/api/surveys/periods'] ?? 1);
  if (name === 'questionId') return String(seed['/api/surveys/questions'] ?? 1);
  return String(seed[routeKey(route)] ?? seed[resourceOf(route.url)] ?? 1);
}

export async function sampleRequest(route: RouteInfo, seed: SeedIds, overrides: SampleOverrides = {}) {
  const params: Record<string, string> = {};
  for (const name of pathParams(route.url)) params[name] = paramSample(name, route, seed);
  Object.assign(params, overrides.params);
  let url = fillPath(route.url, params);
  if (overrides.query) url += `?${new URLSearchParams(overrides.query).toString()}`;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: {} };
  const fields = Object.fromEntries(bodyFields(route).map((field) => [field, sampleValue(field, seed, route)]));
  Object.assign(fields, overrides.fields);
  if (isMultipart(route)) {
    const form = multipartForm(route);
    const file =
      form.takes === 'pdf'
        ? { field: form.file, filename: 'panduan.pdf', contentType: 'application/pdf', data: await makePdf('Panduan') }
        : { field: form.file, filename: 'foto.png', contentType: 'image/png', data: await pngImage(40, 30) };
    const files = overrides.withFile === false ? [] : [file];
    Object.assign(fields, form.samples, overrides.fields);
    const body = await multipart(
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      files,
    );
    return { ...options, payload: body.payload, headers: body.headers } satisfies InjectOptions;
  }
  if (route.schema?.body) return { ...options, payload: fields } satisfies InjectOptions;
  return options;
}
