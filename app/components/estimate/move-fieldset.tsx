import { memo } from "react";
import type { EstimateWords } from "../../content/estimate-schema";
import type { EstimateData } from "../../lib/estimate";
import { SelectField, TextField } from "../forms/fields";
import { Fieldset } from "./estimate-fields";

/**
 * Where from and where to, and the distance of a move within one city. The distance is asked only
 * when both ends are the same city; between cities it is the route's. On a wide screen the form's
 * top is in view when a link's route hides the field, so its room is kept and nothing below moves.
 */
export const MoveFieldset = memo(function MoveFieldset({
  id,
  words,
  cities,
  localMove,
  initial,
  local,
}: {
  id: (name: string) => string;
  words: EstimateWords["move"];
  cities: EstimateData["cities"];
  localMove: EstimateData["rates"]["localMove"];
  initial: { from: string; to: string; localKm: number };
  /** Both ends are the same city (the calculator's state). */
  local: boolean;
}) {
  const options = cities.map((city) => ({ key: city.slug, value: city.slug, label: city.name }));
  return (
    <Fieldset legend={words.legend}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["from", "to"] as const).map((end) => (
          <SelectField
            key={end}
            id={id(end)}
            label={words[end]}
            options={options}
            name={end}
            defaultValue={initial[end]}
            autoComplete="off"
          />
        ))}
        <div className="sm:col-span-2 sm:min-h-[6.5rem]">
          {!local && <p className="text-muted">{words.localKm.betweenCities}</p>}
          {/* Hidden while a link's route is shown before the calculator runs (estimate-landing.ts). */}
          <div hidden={!local} data-stale>
            <TextField
              id={id("km")}
              label={words.localKm.label}
              hint={words.localKm.hint}
              name="km"
              type="number"
              inputMode="decimal"
              min={localMove.minKm}
              max={localMove.maxKm}
              step="any"
              defaultValue={initial.localKm}
              disabled={!local}
              inputClassName="sm:max-w-48"
            />
          </div>
        </div>
      </div>
    </Fieldset>
  );
});
