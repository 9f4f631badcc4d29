/**
 * Programs that fetch links without a person reading them: search engines, link previews of chat apps
 * (WhatsApp fetches a shared link to show its preview), monitors and scripts. Their visits of a stable
 * link are not counted as opens. A small list of words in the User-Agent, not a registry: a bot that
 * calls itself a browser is counted, which is the accepted price of keeping no other data.
 */
const BOT_PATTERNS: readonly RegExp[] = [
  /bot\b|bot\/|crawl|spider|slurp|scrap/i,
  /facebookexternalhit|facebookcatalog|whatsapp|telegram|discord|slack|skype|linkedin|pinterest|embedly|preview/i,
  /headless|lighthouse|pingdom|uptime|monitor|checker|validator/i,
  /^(curl|wget|python|go-http-client|java|okhttp|axios|node-fetch|undici|libwww|httpclient|postman)/i,
];

/** True for an empty User-Agent or one of a known kind of bot. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const text = userAgent?.trim() ?? '';
  if (text === '') return true;
  return BOT_PATTERNS.some((pattern) => pattern.test(text));
}
