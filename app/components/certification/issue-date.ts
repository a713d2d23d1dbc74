/**
 * "2021-06-14" as "14 June 2021" (`months` are the content's month names, January first), the way Indian certificates print dates. Done by hand rather
 * than with Intl so the pre-rendered text and the browser's hydrated text can never differ.
 */
export function formatIssueDate(isoDate: string, months: readonly string[]): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const monthName = months[(month ?? 0) - 1];
  if (!year || !monthName || !day) throw new Error(`certifications: "${isoDate}" is not a date like 2021-06-14`);
  return `${day} ${monthName} ${year}`;
}
