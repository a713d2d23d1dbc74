import { type ComponentProps, lazy, memo, Suspense } from "react";
import { isHydrating, whenNeeded } from "../forms/until-needed";

/** The pre-rendered calculator's form; the calculator's `useId` makes its id, so it is found by its shape. */
const calculatorFormSelector = "form[id^='estimate'][id$='-form']";

const arrivedHydrating = isHydrating();

/**
 * On a page that arrived pre-rendered, the wait for first use starts with this module, before
 * React hydrates: React hydrates the waiting boundary only after the rest of the page (after the
 * page says it has hydrated), and a first key or touch in between would otherwise be missed, the
 * calculator loading only on the visitor's next one.
 */
const neededOnArrival = arrivedHydrating ? whenNeeded(calculatorFormSelector, { arrivedHydrating }) : undefined;

const EstimateCalculator = lazy(() =>
  (neededOnArrival ?? whenNeeded(calculatorFormSelector, { arrivedHydrating }))
    .then(() => import("./estimate-calculator"))
    .then((module) => ({ default: module.EstimateCalculator })),
);

/**
 * The calculator, whose code (the form, the result, the estimate, the share and hand-off links)
 * loads when it is needed: on the visitor's first use of the page, or at once for a link that
 * carries an estimate or a form changed before hydration (app/components/forms/until-needed.ts).
 * Pre-rendering waits for it; while it waits in the browser React keeps the pre-rendered
 * calculator on screen, its fields working natively, and the calculator adopts what was typed
 * meanwhile when it hydrates (issue 17). Its props come from the loader and do not change while
 * the page is open.
 */
export const LazyEstimateCalculator = memo(function LazyEstimateCalculator(
  props: ComponentProps<typeof EstimateCalculator>,
) {
  return (
    <Suspense>
      <EstimateCalculator {...props} />
    </Suspense>
  );
});
