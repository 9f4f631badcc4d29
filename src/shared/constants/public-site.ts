/** The public pages' motion and scrolling. */

export const HERO_AUTOPLAY_DELAY_MS = 3500;
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const CARD_ANIMATION_STEP_MS = 200;
export const SCROLL_ANIMATION = { offset: 120, duration: 400 } as const;
