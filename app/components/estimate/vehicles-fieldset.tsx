import { memo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import { estimateQueryBounds } from "../../lib/estimate-query";
import { CountField, Fieldset } from "./estimate-fields";

/** Cars and two-wheelers carried on a car carrier with the household goods. */
export const VehiclesFieldset = memo(function VehiclesFieldset({
  id,
  words,
  initial,
}: {
  id: (name: string) => string;
  words: EstimateWords["vehicles"];
  initial: { cars: number; twoWheelers: number };
}) {
  return (
    <Fieldset legend={words.legend} hint={words.hint} hintId={id("vehicles-hint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountField
          id={id("cars")}
          name="cars"
          label={words.cars}
          defaultValue={initial.cars}
          max={estimateQueryBounds.cars}
        />
        <CountField
          id={id("bikes")}
          name="bikes"
          label={words.twoWheelers}
          defaultValue={initial.twoWheelers}
          max={estimateQueryBounds.twoWheelers}
        />
      </div>
    </Fieldset>
  );
});
