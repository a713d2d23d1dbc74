import { type CSSProperties, memo, type RefObject, useEffect, useRef, useState } from "react";
import type { InterfaceWords } from "../../content/schema";
import { useEarlyPresses } from "../../lib/use-auto-advance";
import { ServiceCard, type ServiceCardData } from "../services/service-card";
import { PlayPauseButton } from "../ui/play-pause-button";
import { Section, SectionHeading } from "../ui/section";
import "./service-carousel.css";

/** The original site's carousel speed. */
export const carouselSpeedPxPerSecond = 50;

/** Card width and gap (Tailwind's w-72 and gap-6 at the default 16 px root size). */
const cardWidthPx = 288;
const gapPx = 24;

/** Seconds for one set of cards (its width in px, trailing gap included) to slide past. */
export function carouselDurationSeconds(setWidthPx: number): number {
  return setWidthPx / carouselSpeedPxPerSecond;
}

/**
 * One set of the strip's cards. Memoised: the carousel renders again as soon as it has hydrated
 * (its early-press recorder goes) and when the strip is measured, and its two lists of cards, the
 * same each time, need not (decision 059).
 */
const CardList = memo(function CardList({
  services,
  readMore,
  copy = false,
  listRef,
}: {
  services: ServiceCardData[];
  readMore: string;
  copy?: boolean;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  return (
    <ul
      ref={listRef}
      // The copy only fills the gap while the first set slides away: not read, not focusable.
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      className={`flex shrink-0 gap-6 pr-6 ${copy ? "service-carousel-copy" : ""}`}
    >
      {services.map((service) => (
        <li key={service.slug} className="w-72 shrink-0">
          <ServiceCard service={service} readMore={readMore} sizes="18rem" />
        </li>
      ))}
    </ul>
  );
});

/**
 * All services as a strip of cards sliding left at 50 px/s. It is a CSS animation, so it also
 * moves before and without JavaScript; JavaScript only measures the strip so the speed stays
 * 50 px/s when text is enlarged. It holds still while hovered or while a card has focus, has a
 * visible pause button, and under `prefers-reduced-motion` is a still row scrolled by hand.
 * Each card is in the reading and tab order once.
 */
export function ServiceCarousel({
  services,
  words,
  carouselWords,
}: {
  services: ServiceCardData[];
  words: { kicker: string; heading: string; moving: string; readMore: string };
  carouselWords: InterfaceWords["carousel"];
}) {
  const firstSetRef = useRef<HTMLUListElement>(null);
  const [durationSeconds, setDurationSeconds] = useState(() =>
    carouselDurationSeconds(services.length * (cardWidthPx + gapPx)),
  );
  const [paused, setPaused] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  // A Pause pressed before the page hydrated is pressed again once it has, and pauses.
  const { recorder, replaying } = useEarlyPresses(controlsRef);

  useEffect(() => {
    const firstSet = firstSetRef.current;
    if (!firstSet || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const width = firstSet.getBoundingClientRect().width;
      if (width > 0) setDurationSeconds(carouselDurationSeconds(width));
    });
    observer.observe(firstSet);
    return () => observer.disconnect();
  }, []);

  return (
    <Section tone="tinted" labelledBy="service-carousel-heading" className="overflow-hidden">
      <div ref={controlsRef} className="flex flex-wrap items-end justify-between gap-x-6">
        {recorder}
        <SectionHeading id="service-carousel-heading" kicker={words.kicker} title={words.heading} />
        <PlayPauseButton
          playing={!paused}
          onToggle={() => setPaused((value) => (replaying.current ? true : !value))}
          what={words.moving}
          words={carouselWords}
          className="mb-8 border-2 border-navy-900 bg-white px-4 text-navy-900 hover:bg-navy-50 motion-reduce:hidden"
        />
      </div>
      <div data-paused={paused} className="service-carousel-viewport -mx-4 py-3 sm:mx-0">
        <div
          className="service-carousel-track"
          style={{ "--carousel-duration": `${durationSeconds}s` } as CSSProperties}
        >
          <CardList services={services} readMore={words.readMore} listRef={firstSetRef} />
          <CardList services={services} readMore={words.readMore} copy />
        </div>
      </div>
    </Section>
  );
}
