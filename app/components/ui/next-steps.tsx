/** What happens after a form is sent, as numbered cards: the thank-you pages of the enquiry and the survey booking. */
export function NextSteps({ steps }: { steps: Array<{ title: string; text: string }> }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-line bg-white p-5 shadow-card">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-bold text-navy-900">{step.title}</h3>
          <p className="mt-2">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
