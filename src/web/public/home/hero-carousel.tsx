import { messages } from '../../../shared/messages';
import type { ImageView } from '../../../server/services/web-services';
import { ResponsiveImage } from '../../components/responsive-image';
import { useSiteTexts } from '../../components/site-texts';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';

const text = messages.site.home;

/**
 * The full-height hero (SPEC §9) as Swiper's markup; the page script (enhance/hero.ts) starts the
 * carousel. The first slide is the page's largest image, so it loads first and at once. The texts
 * the script needs travel as data attributes, from the one catalogue.
 */
export function HeroCarousel({ slides }: { slides: ImageView[] }) {
  const many = slides.length > 1;
  // The heading and subtitle are set in Pengaturan Situs.
  const { heroTitle, heroSubtitle } = useSiteTexts();
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={text.carouselLabel}
      data-hero
      data-slide-label={text.slideLabel}
      data-bullet-label={text.goToSlide}
      data-pause-label={text.pause}
      data-play-label={text.play}
    >
      {slides.length > 0 && (
        <div className="swiper hero-swiper">
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div className="swiper-slide" key={slide.id}>
                <ResponsiveImage
                  src={slide.image}
                  alt={slide.alt}
                  width={1600}
                  height={900}
                  sizes="100vw"
                  className="hero-image"
                  priority={index === 0}
                />
              </div>
            ))}
          </div>
          {many && <div className="swiper-pagination" />}
        </div>
      )}
      <div className="hero-overlay">
        <div className="container">
          <h1 className="hero-title">{heroTitle}</h1>
          <p className="hero-subtitle">{heroSubtitle}</p>
        </div>
      </div>
      {many && (
        // Enabled by the script once the carousel runs.
        <button
          type="button"
          className="hero-toggle"
          aria-pressed="false"
          aria-label={text.pause}
          disabled
          data-hero-toggle
        >
          <span aria-hidden="true">❚❚</span>
        </button>
      )}
    </section>
  );
}
