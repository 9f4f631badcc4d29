/**
 * Click-to-load frames (maps, video players): the server sends a button standing in for the
 * frame; only when it is pressed is the frame created, so nothing is asked of the other host before.
 */
export function enhanceFrames(root: ParentNode): void {
  for (const facade of root.querySelectorAll<HTMLElement>('[data-frame-src]')) {
    const button = facade.querySelector('button');
    if (!button) continue;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = facade.dataset.frameSrc ?? '';
      frame.title = facade.dataset.frameTitle ?? '';
      if (facade.dataset.frameAllow) frame.allow = facade.dataset.frameAllow;
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      button.replaceWith(frame);
      frame.focus();
    });
  }
}
