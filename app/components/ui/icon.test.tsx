import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import sprite from "../../assets/line-icons.svg?raw";
import { Icon, iconNames } from "./icon";

const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);

describe("Icon", () => {
  it("names exactly the symbols the sprite draws", () => {
    expect([...symbolIds].sort()).toEqual([...iconNames].sort());
  });

  it("gives every symbol the 24×24 box the icon is drawn in", () => {
    expect(sprite.match(/<symbol [^>]*viewBox="0 0 24 24"/g)).toHaveLength(iconNames.length);
  });

  it("shows its symbol from the sprite file, hidden from assistive technology", () => {
    const { container } = render(<Icon name="phone" className="size-6" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("size-6");
    const href = svg?.querySelector("use")?.getAttribute("href") ?? "";
    expect(href).toMatch(/line-icons[^#]*#phone$/);
    expect(href).not.toMatch(/^data:/);
  });
});
