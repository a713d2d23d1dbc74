import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { content } from "../../content/content.server";
import { carouselDurationSeconds, carouselSpeedPxPerSecond, ServiceCarousel } from "./service-carousel";

const { interface: interfaceWords, services } = content;

function CarouselPage() {
  return (
    <ServiceCarousel
      services={services}
      words={{
        kicker: interfaceWords.serviceDetail.carouselKicker,
        heading: interfaceWords.serviceDetail.carouselHeading,
        moving: interfaceWords.serviceDetail.carouselMoving,
        readMore: interfaceWords.serviceCard.readMore,
      }}
      carouselWords={interfaceWords.carousel}
    />
  );
}

function renderCarousel() {
  const Stub = createRoutesStub([{ path: "/", Component: CarouselPage }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("ServiceCarousel", () => {
  it("moves at 50 px per second: a 2,496 px set of cards takes 49.92 s", () => {
    expect(carouselSpeedPxPerSecond).toBe(50);
    expect(carouselDurationSeconds(2496)).toBeCloseTo(49.92);
  });

  it("lists every service once for screen readers and the keyboard; the visual copy is hidden and inert", () => {
    const { container } = renderCarousel();
    const lists = container.querySelectorAll("ul");
    expect(lists).toHaveLength(2);
    const [readable, copy] = lists;
    expect(readable).not.toHaveAttribute("aria-hidden");
    expect(copy).toHaveAttribute("aria-hidden", "true");
    expect(copy).toHaveAttribute("inert");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(services.map((service) => service.title));
    expect(within(readable as HTMLElement).getAllByRole("link")).toHaveLength(services.length);
  });

  it("sets the animation's duration from the cards' width before any measuring", () => {
    const { container } = renderCarousel();
    const track = container.querySelector(".service-carousel-track") as HTMLElement;
    expect(track.style.getPropertyValue("--carousel-duration")).toBe(`${(services.length * (288 + 24)) / 50}s`);
  });

  it("has a pause button that stops the strip and a play button that starts it again", () => {
    const { container } = renderCarousel();
    const viewport = container.querySelector(".service-carousel-viewport") as HTMLElement;
    expect(viewport).toHaveAttribute("data-paused", "false");
    fireEvent.click(screen.getByRole("button", { name: "Pause the moving service cards" }));
    expect(viewport).toHaveAttribute("data-paused", "true");
    fireEvent.click(screen.getByRole("button", { name: "Play the moving service cards" }));
    expect(viewport).toHaveAttribute("data-paused", "false");
  });
});
