/**
 * Steps in order, each a card with its number, title and text: what happens after a form is sent
 * (number above, three across), a claim's steps and the signs of a fake mover (number beside the
 * words, two across). One list for all of them, so a step reads the same wherever it is.
 */
export function NumberedSteps({
  steps,
  layout = "stacked",
  tone = "navy",
}: {
  steps: ReadonlyArray<{ title: string; text: string }>;
  /** "stacked": the number above the title, three columns; "beside": the number beside it, two. */
  layout?: "stacked" | "beside";
  /** "marigold" for a checklist of warnings, set apart from the navy steps of a process. */
  tone?: "navy" | "marigold";
}) {
  const beside = layout === "beside";
  return (
    <ol className={beside ? "grid gap-5 md:grid-cols-2" : "grid gap-5 md:grid-cols-3"}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`${beside ? "flex min-w-0 gap-4 " : ""}rounded-card border border-line bg-white p-5 shadow-card`}
        >
          <span
            aria-hidden="true"
            className={`flex size-10 shrink-0 items-center justify-center rounded-full font-bold ${
              tone === "marigold" ? "bg-marigold-400 text-navy-950" : "bg-navy-900 text-white"
            }`}
          >
            {index + 1}
          </span>
          {/* min-w-0 and break-words: a step may name an e-mail address longer than a narrow phone's line. */}
          <div className={beside ? "min-w-0 break-words" : "mt-3 min-w-0 break-words"}>
            <h3 className="text-lg font-bold text-navy-900">{step.title}</h3>
            <p className={beside ? "mt-1" : "mt-2"}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
