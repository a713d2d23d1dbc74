import { memo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import type { EstimateData } from "../../lib/estimate";
import { choiceClass, Fieldset } from "./estimate-fields";

/** The home size, as radio cards: choosing one fills the inventory with that home's usual items. */
export const HomeSizeFieldset = memo(function HomeSizeFieldset({
  id,
  words,
  homeSizes,
  initial,
}: {
  id: (name: string) => string;
  words: EstimateWords["homeSize"];
  homeSizes: EstimateData["homeSizes"];
  initial: string | null;
}) {
  return (
    <Fieldset legend={words.legend} hint={words.hint} hintId={id("home-hint")}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {homeSizes.map((home) => (
          <label key={home.id} className={choiceClass}>
            <input
              type="radio"
              name="home"
              value={home.id}
              defaultChecked={initial === home.id}
              className="size-5 shrink-0 accent-teal-700"
            />
            <span className="font-semibold text-navy-900">{home.name}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
});
