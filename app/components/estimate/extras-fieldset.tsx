import { memo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import type { EstimateInput } from "../../lib/estimate";
import { estimateQueryBounds } from "../../lib/estimate-query";
import { TextField } from "../forms/fields";
import { CountField, Fieldset } from "./estimate-fields";

/** The declared value (for transit insurance), days of storage and the moving date. */
export const ExtrasFieldset = memo(function ExtrasFieldset({
  id,
  words,
  initial,
}: {
  id: (name: string) => string;
  words: EstimateWords["extras"];
  initial: Pick<EstimateInput, "declaredValue" | "storageDays" | "movingDate">;
}) {
  const bounds = estimateQueryBounds;
  return (
    <Fieldset legend={words.legend}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id("value")}
          wide
          label={words.declaredValue.label}
          hint={words.declaredValue.hint}
          name="value"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          defaultValue={String(initial.declaredValue)}
          inputClassName="sm:max-w-64"
        />
        <CountField
          id={id("storage")}
          name="storage"
          label={words.storageDays.label}
          hint={words.storageDays.hint}
          defaultValue={initial.storageDays}
          max={bounds.storageDays}
        />
        <TextField
          id={id("date")}
          label={words.movingDate.label}
          hint={words.movingDate.hint}
          name="date"
          type="date"
          min={`${bounds.firstYear}-01-01`}
          max={`${bounds.lastYear}-12-31`}
          defaultValue={initial.movingDate ?? ""}
        />
      </div>
    </Fieldset>
  );
});
