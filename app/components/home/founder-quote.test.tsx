import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { contentFor } from "../../content/content.server";
import { languages } from "../../content/languages";
import { FounderQuote } from "./founder-quote";

it.each(languages)(
  "addresses the proprietor in %s by the word its file gives, never a piece cut from his full name",
  (language) => {
    const content = contentFor(language);
    const heading = content.interface.home.founderContactHeading;
    render(
      <FounderQuote
        headingWords={content.homeSections.founder}
        quote={content.founderQuote}
        company={content.company}
        contactHeading={heading}
      />,
    );
    const { addressedAs } = content.company.proprietor;
    expect(
      screen.getByRole("heading", { level: 3, name: heading.replace("{firstName}", addressedAs) }),
    ).toBeInTheDocument();
  },
);
