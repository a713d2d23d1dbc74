import { useEffect, useState } from "react";
import { formatCount, visitorCountForPageLoad } from "../../lib/visitor-count";

/**
 * The footer's visitor counter. The pre-rendered HTML reserves the number's width so nothing
 * shifts when it fills in, once this code has loaded (at idle or the first touch: site-footer.tsx).
 */
export function VisitorCounter({ words }: { words: { visitors: string; countLabel: string } }) {
  const [count, setCount] = useState<number>();
  useEffect(() => setCount(visitorCountForPageLoad()), []);
  return (
    <p className="text-sm text-navy-100">
      {words.visitors}{" "}
      <output
        className="inline-block min-w-[6ch] text-start font-semibold text-white tabular-nums"
        aria-label={words.countLabel}
      >
        {count === undefined ? "" : formatCount(count)}
      </output>
    </p>
  );
}
