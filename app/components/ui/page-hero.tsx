import type { ReactNode } from "react";

/** The banner at the top of an inner page: its one `h1` and a short introduction. */
export function PageHero({
  heading,
  intro,
  kicker,
  children,
}: {
  heading: string;
  /** Words, or words that differ with and without JavaScript (the estimate's). */
  intro: ReactNode;
  kicker?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-navy-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {kicker && <p className="text-sm font-semibold tracking-wide text-marigold-300 uppercase">{kicker}</p>}
        <h1 className="mt-1 max-w-3xl text-3xl font-extrabold sm:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-navy-100">{intro}</p>
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </div>
  );
}
