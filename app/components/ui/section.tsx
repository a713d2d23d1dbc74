import type { ReactNode } from "react";

type Tone = "plain" | "tinted" | "navy";

const toneClasses: Record<Tone, string> = {
  plain: "bg-white",
  tinted: "bg-navy-50",
  navy: "bg-navy-900 text-white",
};

/**
 * Every section is drawn only near the viewport (`drawn-when-near`, app.css). Undrawn, a section
 * counts as 40rem tall, and a text its edge cuts is checked against what lies past it: for a navy
 * section, the light one after it, where white text fails. So a navy section counts as 100rem,
 * taller than any of them is drawn (the Telugu home page's founder's quote, the tallest: 1,258 px
 * at 320 px wide), and no text of it lies across the edge.
 */
const placeholder: Record<Tone, string> = { plain: "", tinted: "", navy: "[--placeholder-height:100rem]" };

/** The one wrapper for a page section: width, side padding, vertical rhythm and background. */
export function Section({
  children,
  tone = "plain",
  id,
  labelledBy,
  className = "",
  narrow = false,
  holdsSticky = false,
}: {
  children: ReactNode;
  tone?: Tone;
  id?: string;
  labelledBy?: string;
  className?: string;
  narrow?: boolean;
  /** A sticky element inside (the estimate's total): the section is drawn at once, since the way an
   * undrawn one is kept from contrast checks would stop the element sticking. */
  holdsSticky?: boolean;
}) {
  const deferred = holdsSticky ? "" : `drawn-when-near ${placeholder[tone]}`;
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${toneClasses[tone]} ${deferred} py-12 sm:py-16 ${className}`}
    >
      <div className={`mx-auto px-4 sm:px-6 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>{children}</div>
    </section>
  );
}

/** A section's heading with an optional kicker line above and intro below. */
export function SectionHeading({
  id,
  kicker,
  title,
  intro,
  align = "left",
  tone = "plain",
}: {
  id: string;
  kicker?: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
  tone?: Tone;
}) {
  const onNavy = tone === "navy";
  return (
    <div className={`mb-8 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {kicker && (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${onNavy ? "text-marigold-300" : "text-teal-700"}`}
        >
          {kicker}
        </p>
      )}
      <h2 id={id} className={`mt-1 text-2xl font-bold sm:text-3xl ${onNavy ? "text-white" : "text-navy-900"}`}>
        {title}
      </h2>
      {intro && <p className={`mt-3 text-lg ${onNavy ? "text-navy-100" : "text-muted"}`}>{intro}</p>}
    </div>
  );
}
