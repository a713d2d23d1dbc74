import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { content } from "../../content/content.server";
import { paths } from "../../lib/paths";
import { ServiceCard } from "./service-card";

const { interface: interfaceWords, services } = content;

function firstService() {
  const [first] = services;
  if (!first) throw new Error("the content has no services");
  return first;
}

const service = firstService();

function CardWithDefaults() {
  return <ServiceCard service={service} readMore={interfaceWords.serviceCard.readMore} />;
}

function CardUnderPageHeading() {
  return <ServiceCard service={service} headingLevel={2} readMore={interfaceWords.serviceCard.readMore} />;
}

function renderCard(headingLevel?: 2) {
  const Stub = createRoutesStub([
    { path: "/", Component: headingLevel === 2 ? CardUnderPageHeading : CardWithDefaults },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

it("links the service's title to its page and shows its short description", async () => {
  renderCard();
  const link = await screen.findByRole("link", { name: service.title });
  expect(link).toHaveAttribute("href", paths.service(service.slug));
  expect(screen.getByRole("heading", { level: 3, name: service.title })).toBeInTheDocument();
  expect(screen.getByText(service.shortDescription)).toBeInTheDocument();
  // One link per card: the visual "Read more" is not a second stop for keyboard or screen reader.
  expect(screen.getAllByRole("link")).toHaveLength(1);
});

it("reserves the picture's space with an 8:5 intrinsic size", async () => {
  const { container } = renderCard(2);
  await screen.findByRole("heading", { level: 2, name: service.title });
  const image = container.querySelector("img");
  expect(image).toHaveAttribute("width", "800");
  expect(image).toHaveAttribute("height", "500");
  expect(image).toHaveAttribute("src", `/art/${service.image.src}`);
  expect(image).toHaveAttribute("loading", "lazy");
});
