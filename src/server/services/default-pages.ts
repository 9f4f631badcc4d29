import type { PageSlug } from '../../shared/constants/content';
import { siteMessages } from '../../shared/messages/site';
import { pageMessages } from '../../shared/messages/pages';

/**
 * The editable pages as the specification writes them (the texts are in the message catalogue,
 * src/shared/messages/pages.ts): every site starts with these, and staff change them from "Halaman".
 * Each page is one HTML text whose h2 headings are its sections; the KKN stages are h3 headings
 * inside their section, which the page shows as numbered steps.
 */
export interface DefaultPage {
  title: string;
  content: string;
  image_alt: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const p = (text: string) => `<p>${escape(text)}</p>`;
const h2 = (text: string) => `<h2>${escape(text)}</h2>`;
const h3 = (text: string) => `<h3>${escape(text)}</h3>`;
const list = (tag: 'ol' | 'ul', items: readonly string[]) =>
  `<${tag}>${items.map((item) => `<li><p>${escape(item)}</p></li>`).join('')}</${tag}>`;

const about = pageMessages.about;
const kkn = pageMessages.kkn;
const service = pageMessages.service;
const titles = siteMessages.pages;

export const DEFAULT_PAGES: Record<PageSlug, DefaultPage> = {
  tentang: {
    title: titles.about.title,
    content: [
      h2(about.introTitle),
      p(about.intro),
      h2(about.visionTitle),
      p(about.vision),
      h2(about.missionTitle),
      list('ol', about.missions),
      h2(about.goalTitle),
      list('ol', about.goals),
      h2(about.targetTitle),
      list('ol', about.targets),
    ].join(''),
    image_alt: about.illustrationAlt,
  },
  'program-pengabdian-masyarakat': {
    title: titles.serviceProgramme.title,
    content: [
      p(service.intro),
      h2(service.schemesTitle),
      list('ol', service.schemes),
      h2(service.flowTitle),
      list('ol', service.flow),
      h2(service.outputsTitle),
      list('ol', service.outputs),
    ].join(''),
    image_alt: '',
  },
  'program-kkn-unim': {
    title: titles.kknProgramme.title,
    content: [
      h2(kkn.definitionTitle),
      p(kkn.definition),
      h2(kkn.legalTitle),
      list('ol', kkn.legal),
      h2(kkn.goalsTitle),
      p(kkn.goalsIntro),
      list('ul', kkn.goals),
      p(kkn.benefitsIntro),
      list('ul', kkn.benefits),
      h2(kkn.stagesTitle),
      ...kkn.stages.flatMap((stage) => [h3(stage.title), p(stage.text)]),
    ].join(''),
    image_alt: '',
  },
};
