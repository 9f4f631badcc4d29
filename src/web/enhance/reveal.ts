import { SCROLL_ANIMATION } from '../../shared/constants/public-site';

/**
 * SPEC §9 scroll animation (offset 120 px): cards below the fold wait, unseen, and fade in when they
 * come 120 px into view. Cards already in view keep their on-load animation, so nothing blinks;
 * without script everything simply animates on load. No motion when it is not wanted.
 */
export function revealOnScroll(root: ParentNode): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove('reveal-wait');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${SCROLL_ANIMATION.offset}px 0px` },
  );
  const fold = window.innerHeight - SCROLL_ANIMATION.offset;
  for (const element of root.querySelectorAll('main .reveal')) {
    if (element.getBoundingClientRect().top <= fold) continue;
    element.classList.add('reveal-wait');
    observer.observe(element);
  }
}
