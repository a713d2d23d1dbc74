import { lazy, memo, Suspense, useLayoutEffect, useRef } from "react";
import { track } from "../../lib/analytics";
import { openedFromOutsideLink } from "../../lib/analytics-estimate";
import type { LinkedTotals } from "../../lib/estimate-landing";
import { changedBeforeHydration, isHydrating, whenNeeded } from "../forms/until-needed";
import { showLinkedEstimate } from "./estimate-landing";
import { type Deferred, type EstimatePageData, readDeferred } from "./estimate-page-data";

/** The pre-rendered calculator's form; the calculator's `useId` makes its id, so it is found by its shape. */
const calculatorFormSelector = "form[id^='estimate'][id$='-form']";

const arrivedHydrating = isHydrating();

/**
 * Whether the page opened from a link that carries an estimate, with the form as it was
 * pre-rendered: the link is then shown while the calculator's code waits for the visitor's first
 * use (estimate-landing.ts). A form changed before hydration is the visitor's, and the calculator
 * loads at once to adopt it.
 */
let landing =
  arrivedHydrating &&
  window.location.search.length > 1 &&
  !changedBeforeHydration(document.querySelector<HTMLFormElement>(calculatorFormSelector));

// Waits from the module's start, before React hydrates (until-needed.ts).
const needed = whenNeeded(calculatorFormSelector, { arrivedHydrating, queryCanWait: true });

const EstimateCalculator = lazy(() =>
  needed
    .then(() => import("./estimate-calculator"))
    .then(({ EstimateCalculator }) => ({
      // The page's data is parsed as the calculator first renders, not as the page hydrates.
      default: ({ calculator }: { calculator: Deferred<EstimatePageData> }) => (
        <EstimateCalculator {...readDeferred(calculator)} />
      ),
    })),
);

/**
 * The calculator, whose code (the form, the result, the estimate, the share and hand-off links)
 * loads when it is needed: on the visitor's first use of the page, or at once for a form changed
 * before hydration or a client-side navigation (app/components/forms/until-needed.ts).
 * Pre-rendering waits for it; while it waits in the browser React keeps the pre-rendered
 * calculator on screen, its fields working natively, and the calculator adopts what was typed
 * meanwhile when it hydrates (issue 17). A link that carries an estimate is shown in the waiting
 * calculator as the page hydrates (estimate-landing.ts, docs/decisions/048-estimate-landing.md).
 * Its props come from the loader and do not change while the page is open.
 */
export const LazyEstimateCalculator = memo(function LazyEstimateCalculator({
  landing: landingJson,
  calculator,
}: {
  calculator: Deferred<EstimatePageData>;
  landing: Deferred<LinkedTotals>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the hydrated page is first drawn.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!landing || !root) return;
    landing = false;
    const linkedTotals = readDeferred(landingJson);
    const shown = showLinkedEstimate(root, window.location.search, linkedTotals);
    // Counted as it is shown: a visitor who only reads the link's total never loads the calculator,
    // which counts the links it works out itself (decision 048).
    if (shown && openedFromOutsideLink())
      track("Shared estimate opened", { ...shown, band: linkedTotals.bands[shown.to]?.[shown.home] ?? "" });
  }, [landingJson]);
  return (
    <div ref={ref}>
      <Suspense>
        <EstimateCalculator calculator={calculator} />
      </Suspense>
    </div>
  );
});
