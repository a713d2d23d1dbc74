import { describe, expect, it } from "vitest";
import { contentAsWritten } from "./content-as-written";
import { citySlugOf, parseEstimateContent } from "./estimate-schema";
import { parseSiteContent } from "./schema";

const englishAsWritten = contentAsWritten("en");
const { cities } = englishAsWritten.site;

// biome-ignore lint/suspicious/noExplicitAny: these tests reach into any field to break it on purpose.
type Mutable = any;

function errorOf(change: (content: Mutable) => void): string {
  const copy = structuredClone(englishAsWritten.estimate) as Mutable;
  change(copy);
  try {
    parseEstimateContent(copy);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

describe("estimate content", () => {
  it("is valid as written", () => {
    expect(() => parseEstimateContent(englishAsWritten.estimate)).not.toThrow();
  });

  it("serves the strip's cities except All South BR, each under its modern spelling, the old slug kept", () => {
    const names = englishAsWritten.estimate.cities.map((city) => city.name);
    const respelled = {
      Bangaluru: "Bengaluru",
      Baroda: "Vadodara",
      Nasik: "Nashik",
      Tirpur: "Tiruppur",
      Vizag: "Visakhapatnam",
    };
    const stripNames = cities
      .filter((city) => city !== "All South BR")
      .map((city) => respelled[city as keyof typeof respelled] ?? city);
    // The owner may serve a city the strip does not name yet (issue 51): every strip city is served, none twice.
    expect(names).toEqual(expect.arrayContaining(stripNames));
    expect(new Set(names).size).toBe(names.length);
    const slugs = englishAsWritten.estimate.cities.map((city) => city.slug);
    expect(slugs).toEqual(expect.arrayContaining(["hyderabad", "bengaluru", "pune", "kolkata", "visakhapatnam"]));
    for (const [old, name] of Object.entries(respelled)) {
      expect(englishAsWritten.estimate.cities.find((city) => city.name === name)?.formerSlugs).toEqual([
        citySlugOf(old),
      ]);
    }
    expect(citySlugOf("All South BR")).toBe("all-south-br");
  });

  it("gives a road distance from Hyderabad for every other city", () => {
    for (const city of englishAsWritten.estimate.cities) {
      expect((city.roadKmFromHyderabad ?? "local") === "local").toBe(city.slug === "hyderabad");
    }
  });

  it("rejects a negative per-km rate, naming the vehicle", () => {
    expect(
      errorOf((content) => {
        content.rates.vehicles[1].perKm = -5;
      }),
    ).toMatch(/estimate\.rates\.vehicles\[1\]\.perKm: must be at least ₹5 a km/);
  });

  it("rejects an insurance premium of 3%", () => {
    expect(
      errorOf((content) => {
        content.rates.insurance.percent = 3;
      }),
    ).toMatch(/estimate\.rates\.insurance\.percent: must be at most 2\.5% of the declared value/);
  });

  it("rejects a rate typed as text", () => {
    expect(
      errorOf((content) => {
        content.rates.packingLabourPerCuFt = "₹4";
      }),
    ).toMatch(/estimate\.rates\.packingLabourPerCuFt: /);
  });

  it("rejects vehicles out of order of capacity", () => {
    expect(
      errorOf((content) => {
        content.rates.vehicles[2].capacityCuFt = 400;
      }),
    ).toMatch(/estimate\.rates\.vehicles\[2\]\.capacityCuFt: must be listed from the smallest capacity to the largest/);
  });

  it("rejects a capacity that is not a multiple of 10", () => {
    expect(
      errorOf((content) => {
        content.rates.vehicles[0].capacityCuFt = 205;
      }),
    ).toMatch(/estimate\.rates\.vehicles\[0\]\.capacityCuFt: must be a multiple of 10 cu ft/);
  });

  it("rejects GST applied to a line that does not exist", () => {
    expect(
      errorOf((content) => {
        content.rates.gst.appliesTo.push("tips");
      }),
    ).toMatch(/estimate\.rates\.gst\.appliesTo\[8\]: must be one of/);
  });

  it("rejects an explanation without its rate", () => {
    expect(
      errorOf((content) => {
        content.rates.gst.explanation = "GST applies to everything.";
      }),
    ).toMatch(/estimate\.rates\.gst\.explanation: must keep \{rate\}/);
  });

  it("rejects carrier charges that fall with distance", () => {
    expect(
      errorOf((content) => {
        content.rates.distanceBands[3].carCarrier = 1000;
      }),
    ).toMatch(/estimate\.rates\.distanceBands\[3\]: carrier charges must not fall as the distance grows/);
  });

  it("rejects a range spread whose low end is above the rate", () => {
    expect(
      errorOf((content) => {
        content.rates.rangeSpread.low = 1.2;
      }),
    ).toMatch(/estimate\.rates\.rangeSpread\.low: must be at most 1/);
  });

  it("rejects a survey home size that does not exist", () => {
    expect(
      errorOf((content) => {
        content.rates.survey.homeSizes = ["5bhk"];
      }),
    ).toMatch(/estimate\.rates\.survey\.homeSizes\[0\]: unknown home size "5bhk"/);
  });

  it("rejects a slug that does not match the city's name", () => {
    expect(
      errorOf((content) => {
        content.cities[1].slug = "bangalore";
      }),
    ).toMatch(/estimate\.cities\[1\]\.slug: must be the name lower-cased with spaces as hyphens/);
  });

  it("rejects a former slug that is another city's slug", () => {
    expect(
      errorOf((content) => {
        content.cities[1].formerSlugs = ["pune"];
      }),
    ).toMatch(/estimate\.cities\[1\]\.formerSlugs\[0\]: "pune" is already a city's slug or former slug/);
  });

  it("rejects coordinates outside India", () => {
    expect(
      errorOf((content) => {
        content.cities[0].longitude = -72.57;
      }),
    ).toMatch(/estimate\.cities\[0\]\.longitude: must be between 68 and 98/);
  });

  it("names a city other than Hyderabad left without its road distance from Hyderabad", () => {
    expect(
      errorOf((content) => {
        delete content.cities[0].roadKmFromHyderabad;
      }),
    ).toMatch(
      /estimate\.cities\[0\]\.roadKmFromHyderabad: Ahmedabad has no road distance from Hyderabad: write it in km/,
    );
  });

  describe("road distances between two other cities", () => {
    const indexOf = (slug: string) => englishAsWritten.estimate.cities.findIndex((city) => city.slug === slug);

    it("rejects a city that is not served", () => {
      expect(
        errorOf((content) => {
          content.cities[indexOf("pune")].roadKmTo = [{ city: "atlantis", km: 300 }];
        }),
      ).toMatch(
        new RegExp(`estimate\\.cities\\[${indexOf("pune")}\\]\\.roadKmTo\\[0\\]\\.city: unknown city "atlantis"`),
      );
    });

    it("rejects a city's distance to itself", () => {
      expect(
        errorOf((content) => {
          content.cities[indexOf("pune")].roadKmTo = [{ city: "pune", km: 10 }];
        }),
      ).toMatch(/roadKmTo\[0\]\.city: must name another city, not the city itself/);
    });

    it("rejects a pair with Hyderabad, whichever side it is written on", () => {
      expect(
        errorOf((content) => {
          content.cities[indexOf("pune")].roadKmTo = [{ city: "hyderabad", km: 560 }];
        }),
      ).toMatch(/roadKmTo\[0\]\.city: a road distance from Hyderabad belongs in that city's roadKmFromHyderabad/);
      expect(
        errorOf((content) => {
          content.cities[indexOf("hyderabad")].roadKmTo = [{ city: "goa", km: 650 }];
        }),
      ).toMatch(/roadKmTo\[0\]\.city: a road distance from Hyderabad belongs in that city's roadKmFromHyderabad/);
    });

    it("rejects a pair given on both its cities", () => {
      expect(
        errorOf((content) => {
          content.cities[indexOf("pune")].roadKmTo = [{ city: "mumbai", km: 150 }];
        }),
      ).toMatch(/roadKmTo\[\d\]\.city: the road distance between (mumbai and pune|pune and mumbai) is given twice/);
    });

    it("rejects a distance that is not a plausible whole number of km", () => {
      expect(
        errorOf((content) => {
          content.cities[indexOf("mumbai")].roadKmTo[0].km = 0;
        }),
      ).toMatch(/roadKmTo\[0\]\.km: must be at least 1 km/);
      expect(
        errorOf((content) => {
          content.cities[indexOf("mumbai")].roadKmTo[0].km = 15000;
        }),
      ).toMatch(/roadKmTo\[0\]\.km: must be at most 4000 km/);
      expect(
        errorOf((content) => {
          content.cities[indexOf("mumbai")].roadKmTo[0].km = 150.5;
        }),
      ).toMatch(/roadKmTo\[0\]\.km: must be a whole number of km/);
    });
  });

  it("rejects a preset naming an unknown item", () => {
    expect(
      errorOf((content) => {
        content.catalogue.homeSizes[2].items.push({ item: "grand-piano", count: 1 });
      }),
    ).toMatch(
      new RegExp(
        `estimate\\.catalogue\\.homeSizes\\[2\\]\\.items\\[${englishAsWritten.estimate.catalogue.homeSizes[2]?.items.length}\\]\\.item: unknown item "grand-piano"`,
      ),
    );
  });

  it("rejects a preset quantity of 0", () => {
    expect(
      errorOf((content) => {
        content.catalogue.homeSizes[0].items[0].count = 0;
      }),
    ).toMatch(/estimate\.catalogue\.homeSizes\[0\]\.items\[0\]\.count: must be at least 1/);
  });

  it("rejects a missing home size the links rely on", () => {
    expect(
      errorOf((content) => {
        content.catalogue.homeSizes = content.catalogue.homeSizes.filter((home: { id: string }) => home.id !== "2bhk");
      }),
    ).toMatch(/estimate\.catalogue\.homeSizes: must include "2bhk" \(estimate links use it\)/);
  });

  it("rejects an item in an unknown category", () => {
    expect(
      errorOf((content) => {
        content.catalogue.items[4].category = "garage";
      }),
    ).toMatch(/estimate\.catalogue\.items\[4\]\.category: unknown category "garage"/);
  });

  it("rejects an item volume of 0", () => {
    expect(
      errorOf((content) => {
        content.catalogue.items[0].cuFt = 0;
      }),
    ).toMatch(/estimate\.catalogue\.items\[0\]\.cuFt: must be more than 0 cu ft/);
  });

  it("rejects a duplicate item id", () => {
    expect(
      errorOf((content) => {
        content.catalogue.items[5].id = content.catalogue.items[0].id;
      }),
    ).toMatch(/estimate\.catalogue\.items\[5\]: duplicate id "single-cot"/);
  });

  it("rejects words that lost a placeholder", () => {
    expect(
      errorOf((content) => {
        content.words.inventory.increase = "Add one";
      }),
    ).toMatch(/estimate\.words\.inventory\.increase: must keep \{item\}/);
  });

  it("keeps the total's label, which names its live region", () => {
    expect(
      errorOf((content) => {
        content.words.result.total = " ";
      }),
    ).toMatch(/estimate\.words\.result\.total: /);
  });

  it("rejects a page title too long for search results (the estimate's title is its entry in pages)", () => {
    const site = structuredClone(englishAsWritten.site) as Mutable;
    site.pages.estimate.title = "x".repeat(61);
    expect(() => parseSiteContent(site)).toThrow(/pages\.estimate\.title: must be at most 60 characters/);
  });
});
