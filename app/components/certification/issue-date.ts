const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2021-06-14" as "14 June 2021", the way Indian certificates print dates. Done by hand rather
 * than with Intl so the pre-rendered text and the browser's hydrated text can never differ.
 */
export function formatIssueDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const monthName = monthNames[(month ?? 0) - 1];
  if (!year || !monthName || !day) throw new Error(`certifications: "${isoDate}" is not a date like 2021-06-14`);
  return `${day} ${monthName} ${year}`;
}
