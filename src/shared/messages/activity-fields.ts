import type { ActivityKind } from '../constants/activity';
import { DOCUMENT_COLLECTIONS } from '../constants/content';
import type { SiteSettings } from '../schemas/settings';
import { activityMessages } from './activity';
import { adminMessages } from './admin';
import { surveyFieldNames } from './survey-fields';

// The activity log keeps the names of the fields a change sent (`file_name`, `superseded_by`), as the
// API calls them; it shows them by the labels of the back office's forms. The texts stay in the form
// catalogue (admin.ts): this is only which label names which field, per kind.

const f = adminMessages.field;
const column = adminMessages.column;
const surveyFields = surveyFieldNames;
/** The place in a list staff set with Naik and Turun (every ordered kind logs it). */
const position = f.position;
/** A document's category, under the field name of its set (`catdokumenpenId`, …). */
const documentCategory = Object.fromEntries(
  Object.values(DOCUMENT_COLLECTIONS).map(({ categoryIdField }) => [categoryIdField, column.category]),
);

/** Pengaturan Situs: each setting by its label on that screen. */
const settings: Record<keyof SiteSettings | 'require_admin_2fa', string> = {
  address: f.address,
  phone: f.phone,
  email: f.email,
  whatsapp: f.whatsapp,
  map_embed_url: f.mapEmbedUrl,
  working_hours: f.workingHours,
  ejournal_url: f.ejournalUrl,
  survey_service_url: f.surveyServiceUrl,
  survey_partner_url: f.surveyPartnerUrl,
  survey_research_partner_url: f.surveyResearchPartnerUrl,
  survey_kkn_partner_url: f.surveyKknPartnerUrl,
  video_channel_url: f.videoChannelUrl,
  hero_title: f.heroTitle,
  hero_subtitle: f.heroSubtitle,
  page_header_subtitle: f.pageHeaderSubtitle,
  footer_description: f.footerDescription,
  show_most_opened: f.showMostOpened,
  require_admin_2fa: adminMessages.security.requireAdmin2fa,
};

/** Per kind, the label of each field name its changes are logged with. */
export const activityFieldLabels: Record<ActivityKind, Readonly<Record<string, string>>> = {
  article: {
    title: f.title,
    author: f.author,
    content: f.content,
    thumbnail: f.thumbnail,
    thumbnail_alt: f.alt,
    status: column.status,
    published_date: f.publishedDate,
    category: column.category,
  },
  page: {
    title: f.title,
    content: f.content,
    image: f.illustration,
    image_alt: f.illustrationAlt,
    status: column.status,
    published_at: f.publishedDate,
    draft: activityMessages.states.draft,
  },
  file: {
    file_name: f.title,
    file_description: f.description,
    file_url: f.url,
    superseded_by: adminMessages.versions.supersededBy,
    position,
  },
  document: {
    file_name: f.documentTitle,
    file_url: f.documentLink,
    superseded_by: adminMessages.versions.supersededBy,
    ...documentCategory,
    position,
  },
  document_category: { name: f.categoryName, position },
  video: { title: f.title, link: f.videoLink, position },
  hero_slide: { image: f.image, alt: f.alt, title: f.slideTitle, subtitle: f.slideSubtitle, position },
  profile_image: { image: f.image, alt: f.alt },
  // A ticket of the complaints desk and the desk's settings, by the labels of the Komplain screen.
  complaint: {
    status: column.status,
    reason: 'Alasan penolakan',
    assignee: 'Petugas',
    note: 'Catatan internal',
    reply: 'Tanggapan publik',
    contact: 'Data kontak (dihapus)',
    targetDays: 'Target waktu',
    holidays: 'Hari libur',
    retentionDays: 'Masa simpan data kontak',
  },
  // A survey's own fields, its periods' and its questions', by the labels of the Kuisioner screen.
  survey: {
    title: surveyFields.title,
    intro: surveyFields.intro,
    minimumRespondents: surveyFields.minimumRespondents,
    name: surveyFields.periodName,
    startsOn: surveyFields.startsOn,
    endsOn: surveyFields.endsOn,
    followUpPlan: surveyFields.followUpPlan,
    kind: surveyFields.kind,
    prompt: surveyFields.prompt,
    options: surveyFields.options,
    required: surveyFields.required,
  },
  faq: { question: f.question, answer: f.answer, group: f.group, position },
  announcement: {
    title: f.title,
    content: f.content,
    starts_at: f.startsAt,
    ends_at: f.endsAt,
    deadline: f.deadline,
    document_ids: f.documents,
  },
  site_settings: settings,
  account: { name: f.displayName },
  system: {},
};
