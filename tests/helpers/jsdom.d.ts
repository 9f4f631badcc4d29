// jsdom (a dev dependency, also behind Vitest's DOM environment) ships no types, and no @types package
// is installed for it: the one part the page tests use to read rendered HTML, typed with the DOM's.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
