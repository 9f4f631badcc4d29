import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HERO_AUTOPLAY_DELAY_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { ImageView } from '../../../server/services/web-services';
import { ResponsiveImage } from '../../components/responsive-image';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';

const text = messages.site.home;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The full-height hero (SPEC §9): fade, autoplay every 3.5 s that goes on after the visitor
 * interacts, loop, clickable bullets. A visible pause/play button stops the movement, and with
 * prefers-reduced-motion it does not start at all (WCAG 2.2.2).
 */
export function HeroCarousel({ slides }: { slides: ImageView[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  const onSwiper = (instance: SwiperInstance) => {
    setSwiper(instance);
    if (prefersReducedMotion()) {
      instance.autoplay.stop();
      setPlaying(false);
    }
  };
  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  const many = slides.length > 1;

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={text.carouselLabel}>
      {slides.length > 0 && (
        <Swiper
          className="hero-swiper"
          modules={[A11y, Autoplay, EffectFade, Pagination]}
          effect="fade"
          fadeEffect={{ crossFade: true }}
          loop={many}
          speed={800}
          autoplay={many ? { delay: HERO_AUTOPLAY_DELAY_MS, disableOnInteraction: false } : false}
          pagination={many ? { clickable: true } : false}
          a11y={{ slideLabelMessage: text.slideLabel, paginationBulletMessage: text.goToSlide }}
          onSwiper={onSwiper}
        >
          {slides.map((slide, index) => (
            <SwiperSlide key={slide.id}>
              <ResponsiveImage
                src={slide.image}
                alt={slide.alt}
                width={1600}
                height={900}
                sizes="100vw"
                className="hero-image"
                priority={index === 0}
              />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      <div className="hero-overlay">
        <div className="container">
          <h1 className="hero-title">{text.heroTitle}</h1>
          <p className="hero-subtitle">{text.heroSubtitle}</p>
        </div>
      </div>
      {many && (
        <button
          type="button"
          className="hero-toggle"
          onClick={toggle}
          aria-pressed={!playing}
          disabled={!swiper}
          aria-label={playing ? text.pause : text.play}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      )}
    </section>
  );
}
