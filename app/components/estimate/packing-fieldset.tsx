import { memo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import type { EstimateInput } from "../../lib/estimate";
import { choiceClass, Fieldset } from "./estimate-fields";

/** Standard or premium packing, as radio cards with what each includes. */
export const PackingFieldset = memo(function PackingFieldset({
  id,
  words,
  initial,
}: {
  id: (name: string) => string;
  words: EstimateWords["packing"];
  initial: EstimateInput["packing"];
}) {
  return (
    <Fieldset legend={words.legend}>
      <div className="grid gap-2 sm:grid-cols-2">
        {(["standard", "premium"] as const).map((grade) => (
          <label key={grade} className={`${choiceClass} items-start`}>
            <input
              type="radio"
              name="packing"
              value={grade}
              defaultChecked={initial === grade}
              aria-describedby={id(`packing-${grade}`)}
              className="mt-0.5 size-5 shrink-0 accent-teal-700"
            />
            <span>
              <span className="block font-semibold text-navy-900">{words.grades[grade].label}</span>
              <span id={id(`packing-${grade}`)} className="block text-sm text-muted">
                {words.grades[grade].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
});
