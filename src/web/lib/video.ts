/**
 * The player address for a stored video link, requested only after a click on the card: the
 * privacy-enhanced host, starting at once (the click was the visitor's "play").
 */
export function playerUrl(video: { youtubeId: string | null }): string | null {
  return video.youtubeId ? `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0` : null;
}
