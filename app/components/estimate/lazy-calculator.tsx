import { type ComponentProps, lazy, memo, Suspense } from "react";
import { isHydrating, whenNeeded } from "../forms/until-needed";

/** The pre-rendered calculator's form; the calculator's `useId` makes its id, so it is found by its shape. */
const calculatorFormSelector = "form[id^='estimate'][id$='-form']";

// Waits from the module's start, before React hydrates (until-needed.ts).
const needed = whenNeeded(calculatorFormSelector, { arrivedHydrating: isHydrating() });

const EstimateCalculator = lazy(() =>
  needed.then(() => import("./estimate-calculator")).then((module) => ({ default: module.EstimateCalculator })),
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
