import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { content } from "../../content/content.server";
import { Testimonials, testimonialIntervalMs } from "./testimonials";

const { aboutWords, testimonials } = content;

/** jsdom has no matchMedia; this one answers the reduced-motion query. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("reduce") && reduce,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function shownName(): string | undefined {
  const shown = document.querySelector('figure[data-shown="true"]');
  return shown?.querySelector("figcaption span")?.textContent ?? undefined;
}

const slides = () => document.getElementById("testimonial-slides");
const names = testimonials.map((testimonial) => testimonial.name);
// As many as the owner keeps (issue 51: one removed in the editor must not fail the suite).
const count = testimonials.length;
const last = names[count - 1];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The about page's testimonials with the content's words, as the page renders them. */
function renderTestimonials() {
  return render(
    <Testimonials
      testimonials={testimonials}
      words={aboutWords.testimonials}
      carouselWords={content.interface.carousel}
    />,
  );
}

describe("Testimonials", () => {
  it("renders every one, quote, name, role and city, with the first shown", () => {
    stubReducedMotion(false);
    renderTestimonials();
    expect(document.querySelectorAll("figure")).toHaveLength(count);
    for (const testimonial of testimonials) {
      expect(screen.getByText(testimonial.quote)).toBeInTheDocument();
      expect(screen.getByText(`${testimonial.role}, ${testimonial.city}`)).toBeInTheDocument();
    }
    expect(shownName()).toBe(names[0]);
    expect(screen.getByRole("button", { name: `Testimonial 1 of ${count}` })).toHaveAttribute("aria-current", "true");
  });

  it("moves on every 4 seconds and wraps round, silently for screen readers", () => {
    stubReducedMotion(false);
    renderTestimonials();
    expect(slides()).toHaveAttribute("aria-live", "off");
    act(() => vi.advanceTimersByTime(testimonialIntervalMs - 1));
    expect(shownName()).toBe(names[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownName()).toBe(names[1]);
    for (let index = 2; index < count; index++) {
      act(() => vi.advanceTimersByTime(testimonialIntervalMs));
      expect(shownName()).toBe(names[index]);
    }
    act(() => vi.advanceTimersByTime(testimonialIntervalMs));
    expect(shownName()).toBe(names[0]);
    expect(testimonialIntervalMs).toBe(4000);
  });

  it("stops with the pause button, announces changes while stopped, and plays again", () => {
    stubReducedMotion(false);
    renderTestimonials();
    fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
    expect(slides()).toHaveAttribute("aria-live", "polite");
    act(() => vi.advanceTimersByTime(testimonialIntervalMs * 3));
    expect(shownName()).toBe(names[0]);

    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shownName()).toBe(names[1]);
    fireEvent.click(screen.getByRole("button", { name: `Testimonial ${count} of ${count}` }));
    expect(shownName()).toBe(last);

    fireEvent.click(screen.getByRole("button", { name: "Play testimonials" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pause testimonials" }));
    act(() => vi.advanceTimersByTime(testimonialIntervalMs));
    expect(shownName()).toBe(names[0]);
  });

  it("holds still while hovered", () => {
    stubReducedMotion(false);
    renderTestimonials();
    const region = slides()?.parentElement as HTMLElement;
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(testimonialIntervalMs * 2));
    expect(shownName()).toBe(names[0]);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(testimonialIntervalMs));
    expect(shownName()).toBe(names[1]);
  });

  it("does not move by itself under reduced motion, and offers Play", () => {
    stubReducedMotion(true);
    renderTestimonials();
    act(() => vi.advanceTimersByTime(testimonialIntervalMs * 3));
    expect(shownName()).toBe(names[0]);
    expect(screen.getByRole("button", { name: "Play testimonials" })).toBeInTheDocument();
    expect(slides()).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(shownName()).toBe(last);
  });
});
