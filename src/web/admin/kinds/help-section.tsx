import { Marked, type Tokens } from 'marked';
import guide from '../../../../docs/admin-guide.md?raw';

/**
 * The guide as the screen shows it: the screen's title stands for its own, and what points into the
 * project's files (a decision, a screenshot) is left as its text, as those are not served here.
 */
const marked = new Marked({
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      if (depth === 1) return '';
      return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>`;
    },
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      return /^https?:\/\//.test(href) || href.startsWith('/') ? `<a href="${href}">${text}</a>` : text;
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
