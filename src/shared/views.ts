// What the server-rendered pages are given: the view data of each page family, formatted on the
// server (dates in WIB, stable links, sanitized HTML). The server's services fill them
// (server/services/web-services.ts, announcement-views.ts); the pages and components read them.

import type { PageSlug } from './constants/content';
import type { PublicationState } from './constants/publishing';
import type { SearchGroupRecord } from './schemas/search';
import type { VideoEmbed } from './video-links';
import type { SurveyElementCode } from './survey-index';
import type { SurveyProfileField, SurveyQuestionKind } from './surveys';

export interface ArticleCardView {
  id: number;
  title: string;
  slug: string;
  author: string;
  publishedAt: string;
  day: string;
  month: string;
  dateLong: string;
  thumbnail: string | null;
  /** What the thumbnail shows, as staff wrote it; empty: the page describes it by the title. */
  thumbnailAlt: string;
  excerpt: string;
}

export interface ArticleView extends Omit<ArticleCardView, 'day' | 'month'> {
  content: string;
  category: string;
  updatedAt: string;
}

/** An article as its preview shows it: the page visitors will see, and where it stands. */
export interface ArticlePreviewView extends ArticleView {
  state: PublicationState;
  /** "1 Desember 2026 pukul 09.00", for a scheduled article's banner. */
  dateTimeLong: string;
}

export interface ArticlePage {
  items: ArticleCardView[];
  total: number;
  /** The words matched more articles than a search ranks: `total` counts those ranked (SEARCH_RANKED_MAX). */
  more: boolean;
  page: number;
  totalPages: number;
}

/** A document or file link as a link: its title and stable address (`/d/…`). */
export interface LinkView {
  title: string;
  /** The stable link visitors open and share; null when the file address is not http(s) (older data). */
  href: string | null;
}

export /** What the public pages show of a record's versions: for an old version, the current one. */
interface Versioned {
  /** The stable link (`/d/…`): it leads to the current file of this record, also once it is replaced. */
  href: string | null;
  /** The current version of an old one ("Sudah diganti"); null for a current version. */
  replacedBy: LinkView | null;
}

export interface FileLinkView extends Versioned {
  id: number;
  file_name: string;
  file_description: string;
  file_url: string;
  createdAt: string;
  dateLong: string;
}

export interface DocumentView extends Versioned {
  id: number;
  file_name: string;
  file_url: string;
  kategori: { id: number; name: string };
}

export interface VideoView {
  id: number;
  title: string;
  link: string;
  /** How the page shows it: a player (YouTube, Vimeo) or a link card; null for a link that is not http(s). */
  embed: VideoEmbed | null;
  year: string;
}

/** One section of an editable page: its heading (HTML, with an id for its anchor) and what follows it. */
export interface PageSectionView {
  id: string;
  heading: string;
  body: string;
}

/** An editable page as its template lays it out: the text before the first heading, then its sections. */
export interface EditablePageView {
  slug: PageSlug;
  title: string;
  lead: string;
  sections: PageSectionView[];
  /** An uploaded illustration, or null for the page's own. */
  image: string | null;
  imageAlt: string;
}

/** A page's version as its preview shows it, and where it stands. */
export interface EditablePagePreviewView extends EditablePageView {
  state: PublicationState;
  dateTimeLong: string;
}

/** A question and its answer (sanitized HTML, and as text for the FAQPage JSON-LD). */
export interface FaqView {
  id: number;
  question: string;
  answer: string;
  answerText: string;
  group: string;
}

/** One kind's hits on the search page, paged (`?jenis=`). */
export interface SearchKindPage extends SearchGroupRecord {
  page: number;
  totalPages: number;
}

export interface ImageView {
  id: number;
  image: string;
  alt: string;
}

/** A home carousel slide: its image and the texts shown on it (empty: the centre's name and tagline). */
export interface HeroSlideView extends ImageView {
  title: string;
  subtitle: string;
}

/** An announcement as the banner and /pengumuman show it. */
export interface AnnouncementView {
  id: number;
  title: string;
  /** Sanitized HTML. */
  content: string;
  /** "Batas: 12 Desember 2026 16.00 WIB, 5 hari lagi" (current) or "Batas: …" (archive); null: no deadline. */
  deadlineText: string | null;
  /** The deadline (ISO UTC), for a `<time>` element. */
  deadline: string | null;
  /** "Tayang 1 Desember 2026 sampai 15 Desember 2026", or "Berakhir 15 Desember 2026" in the archive. */
  period: string;
  documents: { id: number; title: string; href: string | null }[];
  /** The calendar file of its deadline; null without one. */
  calendarHref: string | null;
}

export interface AnnouncementsPageView {
  current: AnnouncementView[];
  archive: { items: AnnouncementView[]; page: number; totalPages: number };
}

/** A question of a survey's form, as the page asks it (`field`: the form field of its answer). */
export interface SurveyQuestionView {
  id: number;
  field: string;
  kind: SurveyQuestionKind;
  /** The element of the index a core question measures; null otherwise. */
  element: SurveyElementCode | null;
  /** Set for a profile question. */
  profile: SurveyProfileField | null;
  prompt: string;
  options: string[];
  required: boolean;
}

/** A survey's page, `/kuisioner/<slug>`. */
export interface SurveyPageView {
  slug: string;
  title: string;
  intro: string;
  /** The period open today (dates in Indonesian), or null: the page then offers the external form, if any. */
  period: { name: string; startsOn: string; endsOn: string } | null;
  /** The external form of the menu entry (site settings), for when the survey is closed. */
  externalUrl: string | null;
  questions: SurveyQuestionView[];
}

/**
 * A respondent's form sent back to them (never cached): what they typed and, per field (`q<id>`), what
 * is missing or wrong; `notice` a refusal of the whole form (too many answers from their network).
 */
export interface SurveyFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: string | null;
}

/** An element of the index in a published result: its numbers and the same as Indonesian text. */
export interface SurveyResultElementView {
  code: SurveyElementCode;
  name: string;
  answers: number;
  /** The NRR (1-4) for the bar; null without answers. */
  nrr: number | null;
  /** `3,25`, or `-` without answers. */
  nrrText: string;
  /** The weighted NRR with 1/9, `0,3611`. */
  weightedText: string;
}

/** A period's published result (`/hasil-survei`, the printed report). */
export interface SurveyResultView {
  periodId: number;
  name: string;
  /** "1 Juli 2026 sampai 31 Desember 2026". */
  days: string;
  respondents: number;
  minimumRespondents: number;
  belowMinimum: boolean;
  /** The converted IKM with 1/9, two decimals (`88,89`); null when it cannot be computed. */
  convertedText: string | null;
  /** The IKM (1-4) with 1/9, four decimals. */
  ikmText: string | null;
  grade: { letter: 'A' | 'B' | 'C' | 'D'; name: string } | null;
  /** With the regulation's rounded 0.11, where staff reconcile with earlier reports (the printed report). */
  regulation: { ikmText: string; convertedText: string; grade: string } | null;
  elements: SurveyResultElementView[];
  /** The lowest elements (three, and any tied with the third), lowest first. */
  lowest: SurveyResultElementView[];
  /** The follow-up plan ("Rencana Tindak Lanjut") staff wrote; '' when none. */
  plan: string;
}

/** `/hasil-survei`: each survey with a period over, its results newest first. */
export interface SurveyResultsPageView {
  surveys: { slug: string; title: string; results: SurveyResultView[] }[];
}
