import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateContentFor } from "../content/content.server";
import { languageTags } from "../content/languages";
import { type EstimateInput, estimateMove, presetInventory } from "./estimate";
import {
  defaultEstimateInput,
  describeQueryNote,
  estimateQueryBounds,
  estimateQueryParams,
  formatMovingDate,
  parseEstimateQuery,
  routeQuery,
  serialiseEstimateQuery,
} from "./estimate-query";
import { data, estimateRates, estimateWords, homeSizes, householdItems, servedCities } from "./estimate-test-data";
import { fillPlaceholders } from "./fill-placeholders";

const defaults = defaultEstimateInput(data);

function parse(search: string) {
  return parseEstimateQuery(search, data);
}

function notesOf(search: string) {
  return parse(search).notes;
}

describe("parseEstimateQuery: the contract", () => {
  it("starts from a local 2 BHK move in Hyderabad when the link names nothing", () => {
    expect(parse("")).toEqual({ input: defaults, notes: [] });
    expect(defaults).toMatchObject({ from: "hyderabad", to: "hyderabad", localKm: 20, homeSize: "2bhk" });
    expect(defaults.items).toEqual(presetInventory("2bhk", homeSizes));
  });

  it("reads from, to and home, with or without the leading ?", () => {
    for (const search of ["?from=hyderabad&to=pune&home=2bhk", "from=hyderabad&to=pune&home=2bhk"]) {
      const { input, notes } = parse(search);
      expect(notes).toEqual([]);
      expect(input).toMatchObject({ from: "hyderabad", to: "pune", homeSize: "2bhk" });
      expect(input.items).toEqual(presetInventory("2bhk", homeSizes));
    }
  });

  it("reads a local move's km", () => {
    expect(parse("from=pune&to=pune&km=12.5&home=1bhk").input).toMatchObject({ localKm: 12.5, homeSize: "1bhk" });
  });

  it("accepts every home size, in any case", () => {
    for (const home of ["1rk", "1bhk", "2bhk", "3bhk", "4bhk", "office"]) {
      expect(parse(`home=${home.toUpperCase()}`).input.homeSize).toBe(home);
    }
  });

  it("reads every other input", () => {
    const { input, notes } = parse(
      "from=kolkata&to=visakhapatnam&home=3bhk&items=double-bed_2.carton-medium_10&cars=1&bikes=2&fromfloor=3&fromlift=no&tofloor=7&tolift=yes&packing=premium&value=5,00,000&storage=30&date=2026-03-14",
    );
    expect(notes).toEqual([]);
    expect(input).toEqual({
      from: "kolkata",
      to: "visakhapatnam",
      localKm: defaults.localKm,
      homeSize: "3bhk",
      items: { "double-bed": 2, "carton-medium": 10 },
      cars: 1,
      twoWheelers: 2,
      pickup: { floor: 3, lift: false },
      delivery: { floor: 7, lift: true },
      packing: "premium",
      declaredValue: 500_000,
      storageDays: 30,
      movingDate: "2026-03-14",
    } satisfies EstimateInput);
  });

  it("takes an items list without a home size as the family's own list, and an empty one as nothing", () => {
    expect(parse("items=fridge-double-door_1").input).toMatchObject({
      homeSize: null,
      items: { "fridge-double-door": 1 },
    });
    expect(parse("items=").input).toMatchObject({ homeSize: null, items: {} });
  });

  it("decodes a link as browsers encode it: + and %20 as spaces, escaped names, any case", () => {
    const encoded = new URLSearchParams([
      ["from", " Pune "],
      ["to", "GOA"],
      ["date", "2026-03-14"],
    ]).toString();
    expect(encoded).toBe("from=+Pune+&to=GOA&date=2026-03-14");
    expect(parse(encoded)).toMatchObject({ input: { from: "pune", to: "goa", movingDate: "2026-03-14" }, notes: [] });
    expect(parse("%66rom=%20visakhapatnam%20&to=kolkata").input).toMatchObject({
      from: "visakhapatnam",
      to: "kolkata",
    });
    expect(parse("from&to=pune")).toMatchObject({
      input: { from: "hyderabad" },
      notes: [{ param: "from", problem: "invalid" }],
    });
  });

  it("notes a value whose escapes are malformed", () => {
    expect(parse("to=%E0%A4&from=pune")).toMatchObject({
      input: { from: "pune", to: "hyderabad" },
      notes: [{ param: "to", problem: "invalid" }],
    });
  });

  it("ignores parameters it does not use", () => {
    expect(parse("utm_source=whatsapp&fbclid=abc&to=pune")).toEqual({ input: { ...defaults, to: "pune" }, notes: [] });
  });

  it("reads a city's former slug as the city, without a note", () => {
    expect(parse("from=hyderabad&to=vizag")).toMatchObject({ input: { to: "visakhapatnam" }, notes: [] });
    expect(parse("from=bangaluru&to=baroda")).toMatchObject({
      input: { from: "bengaluru", to: "vadodara" },
      notes: [],
    });
  });

  it("builds the city pages' link", () => {
    expect(routeQuery("hyderabad", "bengaluru")).toBe("from=hyderabad&to=bengaluru");
  });
});

describe("parseEstimateQuery: robust input", () => {
  it("falls back to Hyderabad for an unknown city, with a note", () => {
    const { input, notes } = parse("from=atlantis&to=pune");
    expect(input).toMatchObject({ from: "hyderabad", to: "pune" });
    expect(notes).toEqual([{ param: "from", problem: "invalid" }]);
  });

  it("does not take All South BR, which is not a city", () => {
    expect(notesOf("to=all-south-br")).toEqual([{ param: "to", problem: "invalid" }]);
  });

  it("falls back to the default km for a negative, zero, huge or malformed distance", () => {
    for (const km of ["-5", "0", "99999", "1e3", "20km", "NaN", "Infinity", "", "0x10"]) {
      const { input, notes } = parse(`from=hyderabad&to=hyderabad&km=${encodeURIComponent(km)}`);
      expect(input.localKm, km).toBe(estimateRates.localMove.defaultKm);
      expect(notes, km).toEqual([{ param: "km", problem: "invalid" }]);
    }
  });

  it("ignores km between two cities, where the road distance applies", () => {
    expect(parse("from=hyderabad&to=pune&km=-5")).toMatchObject({ notes: [] });
  });

  it("falls back on a repeated parameter with different values, and accepts one repeated the same", () => {
    expect(parse("from=pune&from=delhi&to=goa")).toMatchObject({
      input: { from: "hyderabad", to: "goa" },
      notes: [{ param: "from", problem: "repeated" }],
    });
    expect(parse("from=pune&from=PUNE&to=goa")).toMatchObject({ input: { from: "pune" }, notes: [] });
    expect(notesOf("home=2bhk&home=3bhk")).toEqual([{ param: "home", problem: "repeated" }]);
    expect(notesOf("items=sofa-1-seat_1&items=diwan_1")).toEqual([{ param: "items", problem: "repeated" }]);
  });

  it("leaves out unknown, malformed, duplicated and over-large items, counting them", () => {
    const { input, notes } = parse(
      "home=1bhk&items=double-bed_1.grand-piano_1.diwan_x.sofa-3-seat_100.double-bed_2._.__proto___1.fridge-single-door_0",
    );
    expect(input.items).toEqual({ "double-bed": 1 });
    expect(input.homeSize).toBe("1bhk");
    expect(notes).toEqual([{ param: "items", problem: "invalid", count: 6 }]);
  });

  it("is not polluted by __proto__ or constructor", () => {
    const { input, notes } = parse(
      "__proto__[polluted]=1&__proto__=x&constructor[prototype][polluted]=1&home=__proto__&items=__proto___1.constructor_1",
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(input.items)).toBe(Object.prototype);
    expect(Object.keys(input.items)).toEqual([]);
    expect(notes).toEqual([
      { param: "home", problem: "invalid" },
      { param: "items", problem: "invalid", count: 2 },
    ]);
  });

  it("falls back field by field for out-of-range numbers and unknown words", () => {
    const { input, notes } = parse(
      "cars=9&bikes=-1&fromfloor=41&fromlift=maybe&tofloor=2.5&tolift=&packing=gold&value=999999999&storage=366&date=2026-02-30",
    );
    expect(input).toEqual(defaults);
    // Every parameter after the route, the home and the items, in the contract's order.
    expect(notes.map((note) => note.param)).toEqual(estimateQueryParams.slice(estimateQueryParams.indexOf("cars")));
  });

  it("survives 6 KB of junk", () => {
    const junk = Array.from({ length: 600 }, (_, index) => `%E0%A4<b>${index}&=&&from=%%`)
      .join("")
      .slice(0, 6144);
    const { input } = parse(junk);
    expect(input.from).toBe("hyderabad");
    expect(() => estimateMove(input, data)).not.toThrow();
  });

  it("never throws, and always yields a usable estimate within bounds, whatever the string", () => {
    const paramValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer({ min: -1e6, max: 1e6 }).map(String),
      fc.constantFrom("__proto__", "constructor", "<script>alert(1)</script>", "NaN", "-0", "1e309", "%", "%zz"),
      fc.constantFrom(...servedCities.map((city) => city.slug)),
    );
    const search = fc.oneof(
      fc.string({ maxLength: 300, unit: "binary" }),
      // About 6 KB of junk: random nasty pieces repeated (generating 6,000 random characters is slow).
      fc
        .array(
          fc.constantFrom(
            "&",
            "=",
            "%",
            "%E0%A4",
            "+",
            "<b>",
            "from=",
            "items=",
            "_9.",
            "__proto__",
            "\u0000",
            "😀",
            "&&",
          ),
          { minLength: 1, maxLength: 12 },
        )
        .map((pieces) =>
          pieces
            .join("")
            .repeat(Math.ceil(6144 / pieces.join("").length))
            .slice(0, 6144),
        ),
      fc
        .array(fc.tuple(fc.constantFrom(...estimateQueryParams, "__proto__", "x"), paramValue), { maxLength: 30 })
        .map((pairs) => pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")),
    );
    fc.assert(
      fc.property(search, (text) => {
        const { input, notes } = parseEstimateQuery(text, data);
        expect(servedCities.some((city) => city.slug === input.from)).toBe(true);
        expect(servedCities.some((city) => city.slug === input.to)).toBe(true);
        expect(input.localKm).toBeGreaterThanOrEqual(estimateRates.localMove.minKm);
        expect(input.localKm).toBeLessThanOrEqual(estimateRates.localMove.maxKm);
        for (const quantity of Object.values(input.items)) {
          expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= estimateQueryBounds.itemQuantity).toBe(
            true,
          );
        }
        for (const [value, max] of [
          [input.cars, estimateQueryBounds.cars],
          [input.twoWheelers, estimateQueryBounds.twoWheelers],
          [input.pickup.floor, estimateQueryBounds.floor],
          [input.delivery.floor, estimateQueryBounds.floor],
          [input.declaredValue, estimateQueryBounds.declaredValue],
          [input.storageDays, estimateQueryBounds.storageDays],
        ] as const) {
          expect(Number.isInteger(value) && value >= 0 && value <= max).toBe(true);
        }
        const estimate = estimateMove(input, data);
        expect(Number.isFinite(estimate.total.high)).toBe(true);
        expect(estimate.total.low).toBeGreaterThanOrEqual(0);
        for (const note of notes) {
          const words = describeQueryNote(note, input, data, estimateWords);
          expect(words).not.toMatch(/[<>]|\{[a-z]+\}/i);
        }
      }),
    );
  });
});

describe("serialiseEstimateQuery", () => {
  it("writes the contract's names, leaving out what is the default", () => {
    const input = parse("from=hyderabad&to=pune&home=2bhk").input;
    expect(serialiseEstimateQuery(input, data)).toBe("from=hyderabad&to=pune&home=2bhk");
    expect(serialiseEstimateQuery(defaults, data)).toBe("from=hyderabad&to=hyderabad&km=20&home=2bhk");
  });

  it("writes a changed inventory compactly, in the catalogue's order", () => {
    const input: EstimateInput = {
      ...defaults,
      to: "goa",
      homeSize: "1bhk",
      items: { "sofa-3-seat": 1, "double-bed": 2 },
    };
    expect(serialiseEstimateQuery(input, data)).toBe(
      "from=hyderabad&to=goa&home=1bhk&items=double-bed_2.sofa-3-seat_1",
    );
    expect(serialiseEstimateQuery({ ...defaults, homeSize: null, items: {} }, data)).toBe(
      "from=hyderabad&to=hyderabad&km=20&items=",
    );
  });

  it("leaves out what a link cannot carry", () => {
    const input: EstimateInput = {
      ...defaults,
      from: "atlantis",
      localKm: -4,
      cars: 2.5,
      storageDays: 9999,
      movingDate: "2026-13-01",
    };
    expect(serialiseEstimateQuery(input, data)).toBe("from=hyderabad&to=hyderabad&home=2bhk");
  });

  it("round-trips every estimate a visitor can make", () => {
    const citySlug = fc.constantFrom(...servedCities.map((city) => city.slug));
    const access = fc.record({ floor: fc.integer({ min: 0, max: 40 }), lift: fc.boolean() });
    const ownItems = fc.dictionary(
      fc.constantFrom(...householdItems.map((item) => item.id)),
      fc.integer({ min: 1, max: 99 }),
    );
    const visitorInput = fc
      .record({
        from: citySlug,
        to: fc.option(citySlug, { nil: undefined }),
        localKm: fc.integer({ min: 1, max: 150 }),
        homeSize: fc.option(fc.constantFrom(...homeSizes.map((home) => home.id)), { nil: null }),
        ownItems: fc.option(ownItems, { nil: undefined }),
        cars: fc.integer({ min: 0, max: 5 }),
        twoWheelers: fc.integer({ min: 0, max: 10 }),
        pickup: access,
        delivery: access,
        packing: fc.constantFrom("standard" as const, "premium" as const),
        declaredValue: fc.integer({ min: 0, max: 20_000_000 }),
        storageDays: fc.integer({ min: 0, max: 365 }),
        movingDate: fc.option(
          fc
            .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
            .map((date) => date.toISOString().slice(0, 10)),
          { nil: null },
        ),
      })
      .map(({ to, ownItems: own, ...rest }): EstimateInput => {
        const items = own ?? (rest.homeSize ? presetInventory(rest.homeSize, homeSizes) : {});
        return { ...rest, to: to ?? rest.from, items };
      });
    fc.assert(
      fc.property(visitorInput, (input) => {
        const expected = input.from === input.to ? input : { ...input, localKm: defaults.localKm };
        expect(parseEstimateQuery(serialiseEstimateQuery(input, data), data)).toEqual({ input: expected, notes: [] });
      }),
    );
  });
});

describe("describeQueryNote", () => {
  it("writes a date in the page's language, with its words", () => {
    // The note stays while the visitor goes on: a date chosen since is what the estimate now takes.
    const { input, notes } = parse("date=yesterday");
    const chosen = { ...input, movingDate: "2026-03-14" };
    const telugu = estimateContentFor("te").words;
    expect(notes.map((note) => describeQueryNote(note, chosen, data, telugu, "te-IN"))).toEqual([
      fillPlaceholders(telugu.queryNotes.invalid, {
        field: String(telugu.queryNotes.fields.date),
        value: "14 మార్చి, 2026",
      }),
    ]);
    expect(notes.map((note) => describeQueryNote(note, chosen, data, estimateWords))).toEqual([
      "We could not read “Moving date” in the link, so the estimate takes it as 14 March 2026.",
    ]);
  });

  it("says in content's words which part was not used and what is shown instead", () => {
    const say = (search: string) => {
      const { input, notes } = parse(search);
      return notes.map((note) => describeQueryNote(note, input, data, estimateWords));
    };
    expect(say("from=<script>alert(1)</script>")).toEqual([
      "We could not read “Moving from” in the link, so the estimate takes it as Hyderabad.",
    ]);
    expect(say("from=pune&to=pune&km=-3")).toEqual([
      "We could not read “Distance within the city” in the link, so the estimate takes it as 20 km.",
    ]);
    expect(say("home=5bhk&home=6bhk")).toEqual([
      "The link gives “Home size” twice with different answers, so the estimate takes it as 2 BHK.",
    ]);
    expect(say("items=diwan_1.piano_1.sofa_1")).toEqual([
      "We could not read 2 of the items in the link, so they are left out.",
    ]);
    expect(say("fromfloor=99&tolift=perhaps&value=-1&date=yesterday")).toEqual([
      "We could not read “Floor at your present home” in the link, so the estimate takes it as Ground floor.",
      "We could not read “Lift at your new home” in the link, so the estimate takes it as no.",
      "We could not read “Value for insurance” in the link, so the estimate takes it as ₹0.",
      "We could not read “Moving date” in the link, so the estimate takes it as no date.",
    ]);
  });

  it("has a field name in content for every parameter", () => {
    for (const param of estimateQueryParams) expect(estimateWords.queryNotes.fields[param], param).toBeTruthy();
  });
});

describe("formatMovingDate", () => {
  it("writes it in the page's language by the platform, English by default", () => {
    expect(formatMovingDate("2026-03-14")).toBe("14 March 2026");
    expect(formatMovingDate("2026-03-14", "te-IN")).toBe("14 మార్చి, 2026");
    expect(formatMovingDate("2026-03-14", "hi-IN")).toBe("14 मार्च 2026");
    expect(formatMovingDate("next Friday", "hi-IN")).toBe("next Friday");
  });

  it("writes every calendar day with its day and year in Latin digits and its month in words, in every language", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.constantFrom(...Object.values(languageTags)),
        (days, locale) => {
          const day = new Date(Date.UTC(2026, 0, 1 + days));
          const iso = day.toISOString().slice(0, 10);
          const words = formatMovingDate(iso, locale);
          expect(words.split(/\D+/).filter(Boolean)).toEqual([String(day.getUTCDate()), String(day.getUTCFullYear())]);
          expect(words).toMatch(/[\p{L}\p{M}]{2}/u);
        },
      ),
    );
  });
});
