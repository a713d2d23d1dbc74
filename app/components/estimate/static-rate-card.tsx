import { lazy, memo, Suspense, useState } from "react";
import { isHydrating } from "../forms/until-needed";
import { type Deferred, type EstimatePageData, readDeferred } from "./estimate-page-data";

const RateCard = lazy(() => import("./rate-card").then(({ RateCard }) => ({ default: RateCard })));

/** What the hydrating page renders inside the pre-rendered card: nothing of its own, so React leaves it. */
const preRendered = { __html: "" };

/**
 * The rate card: a table with no behaviour, worked out while the page is pre-rendered. Hydrating
 * it would only redraw what the page already shows, so while the pre-rendered page hydrates its
 * wrapper renders no children of its own (React keeps the markup inside an element with
 * `dangerouslySetInnerHTML` as it finds it, and never looks inside again while the string stays
 * the same) and the card's code is not loaded. A client-side navigation to the estimate draws it,
 * loading its code then (docs/decisions/023-estimate-main-thread.md).
 */
export const StaticRateCard = memo(function StaticRateCard({
  calculator,
  headingId,
}: {
  calculator: Deferred<EstimatePageData>;
  headingId: string;
}) {
  const [hydrating] = useState(isHydrating);
  return hydrating ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the pre-rendered card.
    <div suppressHydrationWarning dangerouslySetInnerHTML={preRendered} />
  ) : (
    <div>
      <Suspense>
        <DrawnRateCard calculator={calculator} headingId={headingId} />
      </Suspense>
    </div>
  );
});

/** The card from the page's data, parsed only when the card is drawn (estimate-page-data.ts). */
function DrawnRateCard({ calculator, headingId }: { calculator: Deferred<EstimatePageData>; headingId: string }) {
  const { data, words } = readDeferred(calculator);
  return (
    <RateCard data={data} words={words.rateCard} headingId={headingId} volumeTemplate={words.result.volumeValue} />
  );
}
