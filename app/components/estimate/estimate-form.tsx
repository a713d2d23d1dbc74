import { type FormEvent, type ReactNode, type Ref, useCallback } from "react";
import type { EstimateInput } from "../../lib/estimate";
import { AccessFieldset } from "./access-fieldset";
import type { EstimatePageData } from "./estimate-page-data";
import { focusResult } from "./estimate-result";
import { ExtrasFieldset } from "./extras-fieldset";
import { HomeSizeFieldset } from "./home-size-fieldset";
import { InventoryFieldset } from "./inventory-fieldset";
import { MoveFieldset } from "./move-fieldset";
import { PackingFieldset } from "./packing-fieldset";
import { VehiclesFieldset } from "./vehicles-fieldset";

/**
 * The estimate's inputs, as a plain form of uncontrolled fields: it works by itself before the
 * page hydrates, and the calculator reads it on every change. `initial` is what it is rendered
 * with; `input` (the calculator's state) only decides what is enabled and the counts in the
 * inventory's headings. Each fieldset is its own file and memoised on what it shows, so a change
 * re-renders only what it changes (docs/decisions/023-estimate-main-thread.md).
 */
export function EstimateForm({
  formRef,
  idPrefix,
  page,
  initial,
  input,
  onChange,
  onStep,
  stickyTotal,
}: {
  formRef: Ref<HTMLFormElement>;
  idPrefix: string;
  /** The page's rates, items, words and language (estimate-page-data.ts). */
  page: Pick<EstimatePageData, "data" | "categories" | "words" | "locale">;
  initial: EstimateInput;
  input: EstimateInput;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onStep: (itemId: string, change: number) => void;
  /** Kept at the top of the screen while the fields scroll by; the submit button follows the form. */
  stickyTotal?: ReactNode;
}) {
  const { data, categories, words, locale } = page;
  const id = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  return (
    <form
      ref={formRef}
      id={id("form")}
      onChange={onChange}
      onSubmit={(event) => {
        // The result follows every change already; the button takes the visitor to it (below
        // the form on a phone).
        event.preventDefault();
        focusResult(event.currentTarget, id("result-heading"));
      }}
      className="grid gap-6"
    >
      {stickyTotal}
      <MoveFieldset
        id={id}
        words={words.move}
        cities={data.cities}
        localMove={data.rates.localMove}
        initial={initial}
        local={input.from === input.to}
      />
      <HomeSizeFieldset id={id} words={words.homeSize} homeSizes={data.homeSizes} initial={initial.homeSize} />
      <InventoryFieldset
        id={id}
        words={words.inventory}
        categories={categories}
        items={data.items}
        quantities={input.items}
        onStep={onStep}
        locale={locale}
      />
      <VehiclesFieldset id={id} words={words.vehicles} initial={initial} />
      <AccessFieldset id={id} words={words.access} initial={initial} />
      <PackingFieldset id={id} words={words.packing} initial={initial.packing} />
      <ExtrasFieldset id={id} words={words.extras} initial={initial} />
    </form>
  );
}
