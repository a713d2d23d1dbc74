import type { ReactNode } from "react";
import type { HeroSlide, InterfaceWords } from "../../content/schema";
import { useAutoAdvance } from "../../lib/use-auto-advance";
import { ContentImage } from "../ui/content-image";
import { Icon } from "../ui/icon";
import { PlayPauseButton } from "../ui/play-pause-button";
import { sentenceText } from "../ui/sentence";

/** The original site's hero rhythm: a new slide every 5 seconds. */
export const heroIntervalMs = 5000;

/** Hero pictures are drawn 16:9; the size reserves their space before they load. */
const heroImageSize = { width: 1200, height: 675 };

/**
 * The home page's opening: the page heading, three slides that take turns, and the calls to
 * action, which stay put while the slides change. Every slide is in the pre-rendered HTML,
 * stacked in one grid cell, so the hero is as tall as its tallest slide and nothing below moves
 * when a slide changes. Without JavaScript the first slide shows.
 */
export function HeroSlideshow({
  heading,
  slides,
  actions,
  words,
  carouselWords,
}: {
  heading: string;
  slides: HeroSlide[];
  words: InterfaceWords["home"]["hero"];
  carouselWords: InterfaceWords["carousel"];
  /** Call, WhatsApp, quote and brochure links, shown under the slides. */
  actions: ReactNode;
}) {
  const { index, goTo, playing, togglePlaying, advancing, regionProps, earlyPressRecorder } = useAutoAdvance({
    count: slides.length,
    intervalMs: heroIntervalMs,
  });

  return (
    <section aria-labelledby="hero-heading" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 lg:pt-10 lg:pb-14">
        <h1 id="hero-heading" className="text-sm font-semibold tracking-wide text-marigold-300 uppercase sm:text-base">
          {heading}
        </h1>
        <section
          aria-roledescription={carouselWords.roleDescription}
          aria-label={words.label}
          className="mt-4"
          {...regionProps}
        >
          <div aria-live={advancing ? "off" : "polite"} className="grid">
            {slides.map((slide, slideIndex) => {
              const current = slideIndex === index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a slide is not a set of form fields; role group with a "slide" description is the ARIA carousel pattern.
                <div
                  key={slide.title}
                  role="group"
                  aria-roledescription={carouselWords.slideRoleDescription}
                  aria-label={sentenceText(carouselWords.slidePosition, {
                    position: slideIndex + 1,
                    count: slides.length,
                  })}
                  inert={!current}
                  className={`col-start-1 row-start-1 grid items-center gap-5 motion-safe:transition-[opacity,visibility] motion-safe:duration-700 lg:grid-cols-2 lg:gap-10 ${
                    current ? "visible opacity-100" : "invisible opacity-0"
                  }`}
                >
                  <div className="overflow-hidden rounded-card bg-navy-800 shadow-card lg:order-2">
                    <ContentImage
                      image={slide.image}
                      width={heroImageSize.width}
                      height={heroImageSize.height}
                      sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 46vw, 100vw"
                      priority={slideIndex === 0}
                      className="aspect-video w-full object-cover"
                    />
                  </div>
                  <div className="lg:order-1">
                    <h2 className="text-3xl leading-tight font-extrabold text-balance sm:text-4xl lg:text-5xl">
                      {slide.title}
                    </h2>
                    <p className="mt-3 text-lg text-navy-100 sm:text-xl">{slide.subtitle}</p>
                    <p className="mt-4 inline-flex items-start gap-2 rounded-lg bg-navy-800 px-3 py-2 font-semibold text-marigold-300">
                      <Icon name="check" className="mt-1 size-5 shrink-0" />
                      {slide.tagline}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
          {/* The dots and pause button need JavaScript: without it they keep their space but stay
              hidden, so a visitor never meets controls that do nothing. Before the page has
              hydrated they show, and what is pressed then is done once it has. */}
          <div className="mt-5 flex items-center gap-2 noscript:invisible">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.title}
                type="button"
                aria-label={sentenceText(words.slideButton, { position: slideIndex + 1, count: slides.length })}
                aria-current={slideIndex === index ? "true" : undefined}
                onClick={() => goTo(slideIndex)}
                // The dot starts at the same place whether it is a dot or the current slide's bar,
                // so its growing is no layout shift (a centred dot moved its start: issue 55).
                className="group grid size-11 items-center rounded-full ps-1.5"
              >
                <span
                  aria-hidden="true"
                  className="block h-3 w-3 rounded-full border-2 border-white/80 transition-[width,background-color] group-hover:bg-white/50 group-aria-[current=true]:w-8 group-aria-[current=true]:border-marigold-400 group-aria-[current=true]:bg-marigold-400"
                />
              </button>
            ))}
            <PlayPauseButton
              playing={playing}
              onToggle={togglePlaying}
              what={words.moving}
              words={carouselWords}
              className="ms-2 w-28 border-2 border-white/60 px-3 text-sm hover:bg-white/10"
            />
          </div>
          {earlyPressRecorder}
        </section>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}
