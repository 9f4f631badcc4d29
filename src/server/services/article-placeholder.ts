/**
 * The picture answered for an article without an image (ARTICLE_THUMBNAIL_PLACEHOLDER): a 16:9
 * frame in the site's colours with a picture symbol, no text (it stands in any language), no script.
 */
export const ARTICLE_PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="#fff7ed"/>
<g fill="none" stroke="#fdba74" stroke-width="28" stroke-linejoin="round" stroke-linecap="round">
<rect x="620" y="300" width="360" height="300" rx="36"/>
<path d="M640 560l110-120 90 90 50-50 70 80"/>
</g>
<circle cx="890" cy="380" r="32" fill="#fdba74"/>
</svg>
`;
