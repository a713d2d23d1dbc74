/**
 * The estimate page's words: estimate.json's `words`, shaped by the English file (words-shape.ts),
 * with the rules some of them carry: the `{slots}` a sentence must keep, the lines of the estimate
 * and the packing grades it names, and the enquiry form's services (a fact, estimate-words.ts).
 * A new label needs no change here.
 */
import { z } from "zod";
import { estimateLineKeys, packingGrades } from "./estimate-keys";
import { countWords, nonEmpty, sentenceWith } from "./text-rules";
import { lowerCaseId } from "./validators";
import englishEstimate from "./words/en/estimate.json" with { type: "json" };
import { wordsShape } from "./words-shape";

const labelWithHint = z.object({ label: nonEmpty, hint: nonEmpty });

export const estimateWordsSchema = wordsShape(
  englishEstimate.estimate.words,
  {
    honesty: { ratesAsOf: sentenceWith("date") },
    move: { sameCity: sentenceWith("city") },
    inventory: {
      volumeEach: sentenceWith("volume"),
      quantity: sentenceWith("item"),
      increase: sentenceWith("item"),
      decrease: sentenceWith("item"),
      categoryCount: countWords("count"),
    },
    access: { floorNumber: sentenceWith("floor") },
    packing: {
      // One per packing grade the rates price (estimate-keys.ts).
      grades: z.object(
        Object.fromEntries(packingGrades.map((grade) => [grade, labelWithHint])) as Record<
          (typeof packingGrades)[number],
          typeof labelWithHint
        >,
      ),
    },
    result: {
      volumeValue: sentenceWith("volume"),
      vehicleCount: sentenceWith("count", "vehicle"),
      vehicleCapacity: sentenceWith("capacity"),
      sharedLoadDays: countWords("count"),
      crewValue: countWords("count"),
      transitDays: sentenceWith("low", "high"),
      distanceGiven: sentenceWith("km"),
      distanceEstimated: sentenceWith("km"),
      // One per line of the estimate (estimate-keys.ts).
      lines: z.object(
        Object.fromEntries(estimateLineKeys.map((key) => [key, nonEmpty])) as Record<
          (typeof estimateLineKeys)[number],
          typeof nonEmpty
        >,
      ),
      insuranceDetail: sentenceWith("rate", "value"),
      gstDetail: sentenceWith("rate"),
      addInsurance: sentenceWith("rate"),
      routeLink: sentenceWith("hub", "city"),
      announcement: sentenceWith("total"),
    },
    queryNotes: {
      invalid: sentenceWith("field", "value"),
      repeated: sentenceWith("field", "value"),
      itemsLeftOut: countWords("count"),
      // Read by a link's parameter name, so any name may be asked for.
      fields: z.record(z.string(), nonEmpty),
      days: countWords("count"),
    },
    summary: {
      route: sentenceWith("from", "to", "km"),
      routeLocal: sentenceWith("city", "km"),
      date: sentenceWith("date"),
      home: sentenceWith("home"),
      itemLine: sentenceWith("count", "item"),
      moreItems: countWords("count"),
      vehicles: sentenceWith("cars", "twoWheelers"),
      access: sentenceWith("pickup", "delivery"),
      floorWithLift: sentenceWith("floor"),
      floorWithoutLift: sentenceWith("floor"),
      packing: sentenceWith("grade"),
      declaredValue: sentenceWith("value"),
      storage: countWords("count"),
      volume: sentenceWith("volume"),
      vehicle: sentenceWith("vehicle"),
      total: sentenceWith("total"),
      link: sentenceWith("url"),
    },
  },
  "estimate.words",
  // The enquiry form's service (a service slug) for a move within a city and between cities.
  { enquiryService: z.object({ local: lowerCaseId, intercity: lowerCaseId }) },
);
