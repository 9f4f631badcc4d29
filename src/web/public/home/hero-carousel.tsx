import { siteMessages } from '../../../shared/messages/site';
import type { HeroSlideView } from '../../../shared/views';
import { ResponsiveImage } from '../../components/responsive-image';
import { useSiteTexts } from '../../components/site-texts';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';

const text = siteMessages.home;

/**
 * The full-height hero (SPEC §9) as Swiper's markup; the page script (enhance/hero.ts) starts the
 * carousel. The first slide is the page's largest image, so it loads first and at once. The texts
 * the script needs travel as data attributes, from the one catalogue.
 *
 * The centre's name and tagline stand over every slide, as the page's heading, until staff give a
 * slide texts of its own: then each slide carries its texts (the name and tagline where it has none)
 * and the heading is still the centre's name, for those who read the page by its headings.
 */
export function HeroCarousel({ slides }: { slides: HeroSlideView[] }) {
  const many = slides.length > 1;
  const ownTexts = slides.some((slide) => slide.title !== '' || slide.subtitle !== '');
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
      {ownTexts && <h1 className="visually-hidden">{heroTitle}</h1>}
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
                {ownTexts && <SlideTexts slide={slide} />}
              </div>
            ))}
          </div>
          {many && <div className="swiper-pagination" />}
        </div>
      )}
      {!ownTexts && (
        <div className="hero-overlay">
          <div className="container">
            <h1 className="hero-title">{heroTitle}</h1>
            <p className="hero-subtitle">{heroSubtitle}</p>
          </div>
        </div>
      )}
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

/** A slide's caption and the line under it; a slide without a caption shows the centre's name and tagline. */
function SlideTexts({ slide }: { slide: HeroSlideView }) {
  const { heroTitle, heroSubtitle } = useSiteTexts();
  const title = slide.title || heroTitle;
  const subtitle = slide.subtitle || (slide.title ? '' : heroSubtitle);
  return (
    <div className="hero-overlay">
      <div className="container">
        <p className="hero-title">{title}</p>
        {subtitle && <p className="hero-subtitle">{subtitle}</p>}
      </div>
    </div>
  );
}
