import { Marked, type Tokens } from 'marked';
import guide from '../../../../docs/admin-guide.md?raw';

/**
 * The guide as the screen shows it: the screen's title stands for its own, and what points into the
 * project's files (a decision, a screenshot) is left as its text, as those are not served here.
 */
const marked = new Marked({
  renderer: {
    // `false`: marked's own rendering.
    heading({ depth }: Tokens.Heading) {
      return depth === 1 ? '' : false;
    },
    link({ href, tokens }: Tokens.Link) {
      return /^https?:\/\//.test(href) || href.startsWith('/') ? false : this.parser.parseInline(tokens);
    },
    image() {
      return '';
    },
  },
});
// The file is the project's own, read at build time: nothing typed by anyone reaches this HTML.
const GUIDE_HTML = marked.parse(guide, { async: false });

/** Bantuan: the administrator's guide (docs/admin-guide.md), written in English. */
export function HelpSection() {
  return <article className="admin-help" lang="en" dangerouslySetInnerHTML={{ __html: GUIDE_HTML }} />;
}
