import { useEffect, useState } from "react";
import { formatCount, visitorCountForPageLoad } from "../../lib/visitor-count";

/**
 * The footer's visitor counter. The pre-rendered HTML reserves the number's width so nothing
 * shifts when it fills in after hydration.
 */
export function VisitorCounter() {
  const [count, setCount] = useState<number>();
  useEffect(() => setCount(visitorCountForPageLoad()), []);
  return (
    <p className="text-sm text-navy-100">
      Visitors:{" "}
      <output
        className="inline-block min-w-[6ch] text-start font-semibold text-white tabular-nums"
        aria-label="Visitor count on this browser"
      >
        {count === undefined ? "" : formatCount(count)}
      </output>
    </p>
  );
}
