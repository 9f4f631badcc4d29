import { messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';

/**
 * The page a visitor gets when the server is too busy to render one (503): plain HTML made once, with
 * no script, style or data, so that sending it costs nothing. The link asks for the same address again.
 */
export const BUSY_PAGE_HTML = [
  '<!doctype html>',
  '<html lang="id">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex">',
  `<title>${siteMessages.busyTitle} | ${siteMessages.name}</title>`,
  '</head>',
  '<body>',
  '<main>',
  `<h1>${siteMessages.busyTitle}</h1>`,
  `<p>${messages.api.serverBusy}</p>`,
  `<p><a href="">${siteMessages.busyRetry}</a></p>`,
  '</main>',
  '</body>',
  '</html>',
].join('\n');
