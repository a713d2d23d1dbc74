/** The days' names, Sunday first (as a date's getDay() counts them): the survey form's closed days. */
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
