import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { HERO_AUTOPLAY_DELAY_MS } from '../../shared/constants/public-site';

/**
 * The hero carousel (SPEC §9): fade, autoplay every 3.5 s that goes on after the visitor interacts,
 * loop, clickable bullets. The pause/play button stops the movement, and with prefers-reduced-motion
 * it does not start at all (WCAG 2.2.2). Its texts come with the server's markup (data-*).
 */
export function startHero(section: HTMLElement): void {
  const container = section.querySelector<HTMLElement>('.hero-swiper');
  if (!container) return;
  const many = container.querySelectorAll('.swiper-slide').length > 1;
  const texts = section.dataset;
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, EffectFade, Pagination],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    loop: many,
    speed: 800,
    autoplay: many ? { delay: HERO_AUTOPLAY_DELAY_MS, disableOnInteraction: false } : false,
    pagination: many ? { el: container.querySelector<HTMLElement>('.swiper-pagination'), clickable: true } : false,
    a11y: { slideLabelMessage: texts.slideLabel, paginationBulletMessage: texts.bulletLabel },
  });

  const toggle = section.querySelector<HTMLButtonElement>('[data-hero-toggle]');
  if (!many || !toggle) return;
  const show = (playing: boolean) => {
    toggle.setAttribute('aria-pressed', String(!playing));
    toggle.setAttribute('aria-label', (playing ? texts.pauseLabel : texts.playLabel) ?? '');
    const icon = toggle.querySelector('[aria-hidden]');
    if (icon) icon.textContent = playing ? '❚❚' : '▶';
  };
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) swiper.autoplay.stop();
  show(swiper.autoplay.running);
  toggle.disabled = false;
  toggle.addEventListener('click', () => {
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
    show(swiper.autoplay.running);
  });
}
