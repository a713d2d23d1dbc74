import type { AboutWords, InterfaceWords, Testimonial } from "../../content/schema";
import { useAutoAdvance } from "../../lib/use-auto-advance";
import { Icon } from "../ui/icon";
import { PlayPauseButton } from "../ui/play-pause-button";
import { Section, SectionHeading } from "../ui/section";
import { sentenceText } from "../ui/sentence";

/** How long each testimonial stays up, as on the original site. */
export const testimonialIntervalMs = 4000;

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 text-navy-900 hover:bg-navy-50";

/**
 * Three customers' words, one at a time, moving on every 4 s (the WAI carousel pattern). All
 * three are in the pre-rendered HTML, stacked in one grid cell so the box is as tall as the
 * longest and nothing below moves when they change; the hidden ones are `visibility: hidden`, so
 * neither eyes nor screen readers meet them. Screen readers hear a change only when the
 * visitor caused it: the region is `aria-live="off"` while it rotates by itself.
 */
export function Testimonials({
  testimonials,
  words,
  carouselWords,
}: {
  testimonials: Testimonial[];
  words: AboutWords["testimonials"];
  carouselWords: InterfaceWords["carousel"];
}) {
  const { index, goTo, next, previous, playing, togglePlaying, advancing, regionProps, earlyPressRecorder } =
    useAutoAdvance({
      count: testimonials.length,
      intervalMs: testimonialIntervalMs,
    });
  const count = testimonials.length;

  return (
    <Section labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" kicker={words.kicker} title={words.heading} align="center" />
      <section
        aria-roledescription={carouselWords.roleDescription}
        aria-label={words.label}
        className="mx-auto max-w-3xl"
        {...regionProps}
      >
        <div id="testimonial-slides" aria-live={advancing ? "off" : "polite"} className="grid">
          {testimonials.map((testimonial, position) => {
            const shown = position === index;
            return (
              <figure
                key={testimonial.name}
                aria-roledescription={carouselWords.slideRoleDescription}
                aria-label={sentenceText(carouselWords.slidePosition, { position: position + 1, count })}
                data-shown={shown}
                className={`relative [grid-area:1/1] flex flex-col rounded-card border border-line bg-marigold-50 p-6 shadow-card transition-[opacity,visibility] duration-500 motion-reduce:transition-none sm:p-10 ${shown ? "visible opacity-100" : "invisible opacity-0"}`}
              >
                <span
                  aria-hidden="true"
                  className="absolute top-2 left-4 text-7xl leading-none text-marigold-400 sm:left-6"
                >
                  “
                </span>
                <blockquote className="relative flex-1 pt-6 text-lg text-ink sm:text-xl">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-marigold-300 pt-4">
                  <span className="block font-bold text-navy-900">{testimonial.name}</span>
                  <span className="block text-muted">
                    {testimonial.role}, {testimonial.city}
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>

        {/* Without JavaScript the controls keep their space but stay hidden, as they would do nothing. */}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3 noscript:invisible">
          <button type="button" onClick={previous} aria-controls="testimonial-slides" className={controlClass}>
            <Icon name="arrowRight" className="size-5 rotate-180" />
            <span className="sr-only">{words.previous}</span>
          </button>
          <ul className="flex items-center">
            {testimonials.map((testimonial, position) => (
              <li key={testimonial.name}>
                <button
                  type="button"
                  onClick={() => goTo(position)}
                  aria-controls="testimonial-slides"
                  aria-current={position === index ? "true" : undefined}
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block size-3 rounded-full border-2 border-navy-900 transition-colors group-hover:bg-navy-700 ${position === index ? "bg-navy-900" : "bg-white"}`}
                  />
                  <span className="sr-only">{sentenceText(words.position, { position: position + 1, count })}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={next} aria-controls="testimonial-slides" className={controlClass}>
            <Icon name="arrowRight" className="size-5" />
            <span className="sr-only">{words.next}</span>
          </button>
          <PlayPauseButton
            playing={playing}
            onToggle={togglePlaying}
            what={words.moving}
            words={carouselWords}
            // Wide enough for either word: under reduced motion "Pause" turns into "Play" right
            // after hydration, and the controls beside it must not move.
            className="min-w-32 bg-navy-900 px-5 text-white hover:bg-navy-800"
          />
        </div>
        {earlyPressRecorder}
      </section>
    </Section>
  );
}
