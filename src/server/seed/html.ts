/** Small builders for the demo articles' HTML: paragraphs, headings, lists, bold. */

export interface DemoArticle {
  title: string;
  author: string;
  /** How long ago it was published; the seed spreads the articles over the last months. */
  daysAgo: number;
  content: string;
}

export const p = (text: string): string => `<p>${text}</p>`;
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const b = (text: string): string => `<strong>${text}</strong>`;
export const ul = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const ol = (items: string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
export const html = (...blocks: string[]): string => blocks.join('\n');
