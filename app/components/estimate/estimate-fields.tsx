import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "../forms/fields";

/**
 * The estimate's own pieces on top of the site's fields (app/components/forms/fields.tsx): its
 * fieldsets as cards, whole-number fields and radio buttons drawn as cards.
 */

/** A radio button or check box drawn as a card that shows when it is chosen. */
export const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-navy-700/30 bg-white px-3 py-2 has-checked:border-2 has-checked:border-teal-700 has-checked:bg-teal-50";

/** A whole number from 0 to `max`, with the number keypad on a phone. */
export function CountField(props: Omit<TextFieldProps, "type" | "min" | "step"> & { max: number }) {
  return <TextField type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

/**
 * A group of fields under its legend, as a card, with a hint under the legend read out with the
 * group. The legend floats so it sits inside the card's padding in every browser.
 */
export function Fieldset({
  legend,
  hint,
  hintId,
  children,
}: {
  legend: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      // Its own stacking context (isolate), so the browser repaints only the card that changed: a
      // keystroke or a tap otherwise repainted the whole 6,000 px page on the phone (decision 051).
      // Laid out when it comes near the screen (drawn-when-near, app.css): on a phone every card is
      // below the first screen, and laying them all out held up the first paint (decision 055).
      // min-w-0: a card not yet drawn keeps no width of its own for the form's grid to make room for.
      className="drawn-when-near isolate min-w-0 rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="float-left w-full text-xl font-bold text-navy-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="clear-both pt-1 text-muted">
          {hint}
        </p>
      )}
      <div className="clear-both mt-4">{children}</div>
    </fieldset>
  );
}
