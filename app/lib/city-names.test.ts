import { describe, expect, it } from "vitest";
import { servedCityNamed } from "./city-names";

const cities = [
  { name: "వడోదర", slug: "vadodara", formerSlugs: ["baroda"] },
  { name: "బెంగళూరు", slug: "bengaluru", formerSlugs: ["bangaluru"] },
  { name: "పుణే", slug: "pune" },
];
const aliases = [{ typed: ["Poona"], means: ["Pune"] }];

describe("which served city a name means", () => {
  it("finds a city by the name its language writes", () => {
    expect(servedCityNamed("పుణే", cities, aliases)?.slug).toBe("pune");
  });

  it("finds a city by its slug or a former slug, whatever language the names are in", () => {
    expect(servedCityNamed("Baroda", cities, aliases)?.slug).toBe("vadodara");
    expect(servedCityNamed("Bangaluru", cities, aliases)?.slug).toBe("bengaluru");
    expect(servedCityNamed("Pune", cities, aliases)?.slug).toBe("pune");
  });

  it("finds a city by an alias of its name, and nothing for a name that is no city", () => {
    expect(servedCityNamed("poona", [{ name: "Pune", slug: "pune" }], aliases)?.slug).toBe("pune");
    expect(servedCityNamed("All South BR", cities, aliases)).toBeUndefined();
  });
});
