/**
 * What /privacy/ says (words/<language>/privacy.json): what the site counts when the owner has
 * visitor counting on (docs/decisions/031-cookieless-analytics.md), what it keeps on the visitor's
 * own device, and what the company does with an enquiry's details. Every sentence must stay true of
 * the code: app/lib/analytics*.ts, the forms' drafts, the footer's counter, FormSubmit.
 */
import { z } from "zod";
import { nonEmpty } from "./text-rules";

const section = z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1).meta({ singular: "paragraph" }) });

export const privacySchema = z.object({
  counting: z.object({
    heading: nonEmpty,
    /** Shown while the owner has counting on; `{service}` is the service's address. */
    on: nonEmpty,
    /** Shown while counting is off: nothing is sent. */
    off: nonEmpty,
    countedHeading: nonEmpty,
    counted: z.array(nonEmpty).min(1).meta({ singular: "thing counted" }),
    neverHeading: nonEmpty,
    never: z.array(nonEmpty).min(1).meta({ singular: "thing never sent" }),
    optOut: nonEmpty,
  }),
  onDevice: section,
  enquiries: section,
  questions: nonEmpty,
  /** The footer's link to this page, and the line under each form. */
  footerLink: nonEmpty,
  formLink: nonEmpty,
});

export type PrivacyWords = z.infer<typeof privacySchema>;
