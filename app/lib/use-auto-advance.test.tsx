import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from "vitest";
import { earlyPressRecorderSource, useAutoAdvance } from "./use-auto-advance";

const slides = ["Packing", "Loading", "Delivery"];

function Rotator() {
  const { index, goTo, next, playing, togglePlaying, advancing, regionProps, earlyPressRecorder } = useAutoAdvance({
    count: slides.length,
    intervalMs: 5000,
  });
  return (
    <section data-testid="region" aria-live={advancing ? "off" : "polite"} {...regionProps}>
      <p>{slides[index]}</p>
      <button type="button" onClick={togglePlaying}>
        {playing ? "Pause" : "Play"}
      </button>
      <button type="button" onClick={() => goTo(2)}>
        Third
      </button>
      <button type="button" onClick={next}>
        Next
      </button>
      {earlyPressRecorder}
    </section>
  );
}

/** The HTML as the build pre-renders it: on the server, where the recorder's text is included. */
function prerender(element: ReactElement): string {
  vi.stubEnv("SSR", true);
  try {
    return renderToString(element);
  } finally {
    vi.stubEnv("SSR", false);
  }
}

/**
 * The Rotator's pre-rendered HTML in the document, its recorder script run as the browser would
 * run it (jsdom runs no scripts), and nothing hydrated yet. `hydrate` lets React take it over.
 */
function prerenderRotator() {
  const container = document.createElement("div");
  container.innerHTML = prerender(<Rotator />);
  document.body.append(container);
  onTestFinished(() => container.remove());
  const script = container.querySelector("script");
  expect(script?.textContent).toBe(earlyPressRecorderSource);
  new Function("document", earlyPressRecorderSource)({ currentScript: script });
  return {
    hydrate: async () => {
      const root = await act(async () => hydrateRoot(container, <Rotator />));
      onTestFinished(() => act(() => root.unmount()));
    },
  };
}

/** jsdom has no matchMedia; this one answers the reduced-motion query and can change it. */
function mockReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return query.includes("reduce") && matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it("moves on every 5 seconds and wraps round to the first", () => {
  mockReducedMotion(false);
  render(<Rotator />);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  advance(4999);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  advance(1);
  expect(screen.getByText("Loading")).toBeInTheDocument();
  advance(5000);
  expect(screen.getByText("Delivery")).toBeInTheDocument();
  advance(5000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
});

it("gives a chosen item its full interval", () => {
  mockReducedMotion(false);
  render(<Rotator />);
  advance(4000);
  fireEvent.click(screen.getByRole("button", { name: "Third" }));
  expect(screen.getByText("Delivery")).toBeInTheDocument();
  advance(4000);
  expect(screen.getByText("Delivery")).toBeInTheDocument();
  advance(1000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
});

it("stops and restarts with the pause/play control", () => {
  mockReducedMotion(false);
  render(<Rotator />);
  fireEvent.click(screen.getByRole("button", { name: "Pause" }));
  // Clicking focuses nothing in jsdom's fireEvent, so only the control holds it still.
  advance(20_000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  expect(screen.getByTestId("region")).toHaveAttribute("aria-live", "polite");
  fireEvent.click(screen.getByRole("button", { name: "Play" }));
  advance(5000);
  expect(screen.getByText("Loading")).toBeInTheDocument();
  expect(screen.getByTestId("region")).toHaveAttribute("aria-live", "off");
});

it("holds still while hovered and moves on after the pointer leaves", () => {
  mockReducedMotion(false);
  render(<Rotator />);
  const region = screen.getByTestId("region");
  fireEvent.mouseEnter(region);
  advance(12_000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  // The control still says Pause: hovering holds the rotation, it does not switch it off.
  expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
  fireEvent.mouseLeave(region);
  advance(5000);
  expect(screen.getByText("Loading")).toBeInTheDocument();
});

it("holds still while focus is inside, also when focus moves between its controls", () => {
  mockReducedMotion(false);
  render(<Rotator />);
  const pause = screen.getByRole("button", { name: "Pause" });
  const third = screen.getByRole("button", { name: "Third" });
  act(() => pause.focus());
  advance(6000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  act(() => third.focus());
  advance(6000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  act(() => third.blur());
  advance(5000);
  expect(screen.getByText("Loading")).toBeInTheDocument();
});

it("does not move by itself under prefers-reduced-motion, but the visitor may press play", () => {
  mockReducedMotion(true);
  render(<Rotator />);
  advance(30_000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Play" }));
  advance(5000);
  expect(screen.getByText("Loading")).toBeInTheDocument();
});

it("stops when the visitor turns on reduced motion while the page is open", () => {
  const setReducedMotion = mockReducedMotion(false);
  render(<Rotator />);
  act(() => setReducedMotion(true));
  advance(30_000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
});

it("presses the buttons pressed before hydration once it has hydrated, a pause as a pause", async () => {
  mockReducedMotion(false);
  const page = prerenderRotator();
  // Pressed twice while it said "Pause", as a visitor does when the first press seems lost.
  fireEvent.click(screen.getByRole("button", { name: "Pause" }));
  fireEvent.click(screen.getByRole("button", { name: "Pause" }));
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(screen.getByText("Packing")).toBeInTheDocument();

  await page.hydrate();
  expect(screen.getByText("Loading")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  advance(20_000);
  expect(screen.getByText("Loading")).toBeInTheDocument();
  // The recording has stopped: a press now is answered once, by React.
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(screen.getByText("Delivery")).toBeInTheDocument();
});

it("under reduced motion a pause pressed before hydration leaves it paused", async () => {
  mockReducedMotion(true);
  const page = prerenderRotator();
  fireEvent.click(screen.getByRole("button", { name: "Pause" }));
  await page.hydrate();
  expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  advance(20_000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
});

it("holds still from hydration on when focus was already inside, and the recorder script goes", async () => {
  mockReducedMotion(false);
  const page = prerenderRotator();
  screen.getByRole("button", { name: "Third" }).focus();
  await page.hydrate();
  expect(document.querySelector("script")).toBeNull();
  advance(12_000);
  expect(screen.getByText("Packing")).toBeInTheDocument();
  act(() => screen.getByRole("button", { name: "Third" }).blur());
  advance(5000);
  expect(screen.getByText("Loading")).toBeInTheDocument();
});

it("draws no recorder script in a page React renders itself", () => {
  mockReducedMotion(false);
  render(<Rotator />);
  expect(screen.getByTestId("region").querySelector("script")).toBeNull();
});
