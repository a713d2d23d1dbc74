import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { content } from "../../content/content.server";
import { earlyPressRecorderSource } from "../../lib/use-auto-advance";
import { HeroSlideshow, heroIntervalMs } from "./hero-slideshow";

const { heroSlides } = content;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** The slideshow with the content's slides and words, as the home page renders it. */
function heroSlideshow() {
  return (
    <HeroSlideshow
      heading="Packers and movers"
      slides={heroSlides}
      words={content.interface.home.hero}
      carouselWords={content.interface.carousel}
      actions={<a href="/contact/">Quote</a>}
    />
  );
}

function renderHero() {
  return render(heroSlideshow());
}

/** The slide a visitor sees: the only one not made inert. */
function shownSlideTitle(): string | null {
  const shown = screen.getAllByRole("group").filter((slide) => !slide.hasAttribute("inert"));
  expect(shown).toHaveLength(1);
  return shown[0]?.querySelector("h2")?.textContent ?? null;
}

const dot = (position: number) => screen.getByRole("button", { name: `Slide ${position} of 3` });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("renders every slide, showing the first, with its picture loaded first", () => {
  stubReducedMotion(false);
  const { container } = renderHero();
  expect(screen.getAllByRole("group")).toHaveLength(3);
  expect(shownSlideTitle()).toBe(heroSlides[0]?.title);
  const images = container.querySelectorAll("img");
  expect(images[0]).toHaveAttribute("fetchpriority", "high");
  expect(images[0]).toHaveAttribute("loading", "eager");
  expect(images[1]).toHaveAttribute("loading", "lazy");
});

it("moves to the next slide every 5 seconds and marks the current dot", () => {
  stubReducedMotion(false);
  renderHero();
  expect(heroIntervalMs).toBe(5000);
  expect(dot(1)).toHaveAttribute("aria-current", "true");
  advance(5000);
  expect(shownSlideTitle()).toBe(heroSlides[1]?.title);
  expect(dot(2)).toHaveAttribute("aria-current", "true");
  expect(dot(1)).not.toHaveAttribute("aria-current");
  advance(5000);
  expect(shownSlideTitle()).toBe(heroSlides[2]?.title);
  advance(5000);
  expect(shownSlideTitle()).toBe(heroSlides[0]?.title);
});

it("shows the slide whose dot is chosen", () => {
  stubReducedMotion(false);
  renderHero();
  fireEvent.click(dot(3));
  expect(shownSlideTitle()).toBe(heroSlides[2]?.title);
  expect(dot(3)).toHaveAttribute("aria-current", "true");
});

it("stops with the pause control and goes on with play", () => {
  stubReducedMotion(false);
  renderHero();
  fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
  advance(15_000);
  expect(shownSlideTitle()).toBe(heroSlides[0]?.title);
  fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
  advance(5000);
  expect(shownSlideTitle()).toBe(heroSlides[1]?.title);
});

it("holds the slide while the pointer is over the slideshow or focus is in it", () => {
  stubReducedMotion(false);
  renderHero();
  const carousel = screen.getByRole("region", { name: "Highlights" });
  fireEvent.mouseEnter(carousel);
  advance(15_000);
  expect(shownSlideTitle()).toBe(heroSlides[0]?.title);
  fireEvent.mouseLeave(carousel);
  act(() => dot(2).focus());
  advance(15_000);
  expect(shownSlideTitle()).toBe(heroSlides[0]?.title);
  act(() => dot(2).blur());
  advance(5000);
  expect(shownSlideTitle()).toBe(heroSlides[1]?.title);
});

it("announces slide changes only while it is not moving by itself", () => {
  stubReducedMotion(false);
  const { container } = renderHero();
  const live = container.querySelector("[aria-live]");
  expect(live).toHaveAttribute("aria-live", "off");
  fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
  expect(live).toHaveAttribute("aria-live", "polite");
});

it("does not advance under prefers-reduced-motion and offers Play", () => {
  stubReducedMotion(true);
  renderHero();
  advance(30_000);
  expect(shownSlideTitle()).toBe(heroSlides[0]?.title);
  expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
  fireEvent.click(dot(2));
  expect(shownSlideTitle()).toBe(heroSlides[1]?.title);
});

it("pre-renders a recorder of the presses made before hydration, as the slideshow's last child", () => {
  stubReducedMotion(false);
  const container = document.createElement("div");
  // As the build pre-renders it: on the server, where the recorder's text is included.
  vi.stubEnv("SSR", true);
  container.innerHTML = renderToString(heroSlideshow());
  vi.unstubAllEnvs();
  const carousel = container.querySelector('[aria-roledescription="carousel"]');
  expect(carousel?.lastElementChild?.tagName).toBe("SCRIPT");
  expect(carousel?.lastElementChild?.textContent).toBe(earlyPressRecorderSource);
  expect(carousel?.querySelector('[aria-label="Pause slideshow"]')).not.toBeNull();
});
