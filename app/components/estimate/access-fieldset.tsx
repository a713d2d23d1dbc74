import { memo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import type { EstimateInput } from "../../lib/estimate";
import { estimateQueryBounds } from "../../lib/estimate-query";
import { CountField, Fieldset } from "./estimate-fields";

/** The floor at each end and whether it has a lift: stairs are charged by the floor. */
export const AccessFieldset = memo(function AccessFieldset({
  id,
  words,
  initial,
}: {
  id: (name: string) => string;
  words: EstimateWords["access"];
  initial: Pick<EstimateInput, "pickup" | "delivery">;
}) {
  return (
    <Fieldset legend={words.legend} hint={words.hint} hintId={id("access-hint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ["from", "pickup"],
            ["to", "delivery"],
          ] as const
        ).map(([end, access]) => (
          <fieldset key={end} className="rounded-lg border border-line p-3">
            <legend className="px-1 font-bold text-navy-900">{words[access]}</legend>
            <CountField
              id={id(`${end}floor`)}
              name={`${end}floor`}
              label={words.floor}
              hint={words.floorHint}
              defaultValue={initial[access].floor}
              max={estimateQueryBounds.floor}
            />
            <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name={`${end}lift`}
                value="yes"
                defaultChecked={initial[access].lift}
                className="size-5 shrink-0 accent-teal-700"
              />
              <span>{words.lift}</span>
            </label>
          </fieldset>
        ))}
      </div>
    </Fieldset>
  );
});
