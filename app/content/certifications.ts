/**
 * The four certificates on /certification: their numbers, dates, files and where to check them.
 * The GST and Udyam numbers are read from company.ts so they always match the header and footer.
 * The two small-enterprise certificates are one business's two registrations: the Udyog Aadhaar
 * memorandum (UAM) of the proprietor's crew, and the Udyam registration that replaced it when the
 * government moved every UAM to Udyam (from July 2020). Only the Udyam number is current; the UAM
 * cannot be verified online any more. Put the PDFs in public/certificates/ under the `file` names
 * below (until then the site ships clearly marked sample PDFs), and the preview pictures under the
 * `preview.src` names (and then take "Sample" out of their alt text).
 *
 * The words (each certificate's title, issuer, note and preview's alt text, in this order, and
 * what the cards say around the facts) are in app/content/words/<language>/certification.json.
 */
import { company } from "./company";
import type { Certification } from "./schema";

const udyamVerifyUrl = "https://udyamregistration.gov.in/Udyam_Verify.aspx";

/** The Udyog Aadhaar memorandum's number (a slot, `{udyogAadhaarNumber}`, in its alt text). */
export const udyogAadhaarNumber = "TS09A0034567";

export const certifications: Array<
  Pick<Certification, "id" | "kind" | "number" | "issuedOn" | "file" | "verifyUrl"> & {
    preview: Pick<Certification["preview"], "src">;
  }
> = [
  {
    id: "gst-registration",
    kind: "gst",
    number: company.gstin,
    issuedOn: "2021-06-14",
    file: "gst-registration.pdf",
    preview: { src: "certificate-gst-registration.svg" },
    verifyUrl: "https://services.gst.gov.in/services/searchtp",
  },
  {
    id: "udyam-registration",
    kind: "udyam",
    number: company.udyamNumber,
    issuedOn: "2021-05-20",
    file: "udyam-registration.pdf",
    preview: { src: "certificate-udyam-registration.svg" },
    verifyUrl: udyamVerifyUrl,
  },
  {
    id: "udyog-aadhaar-memorandum",
    kind: "uam",
    number: udyogAadhaarNumber,
    issuedOn: "2017-02-15",
    file: "udyog-aadhaar-memorandum.pdf",
    preview: { src: "certificate-udyog-aadhaar-memorandum.svg" },
  },
  {
    id: "shop-establishment-registration",
    kind: "registration",
    number: "SEA/MDL/ALO/KPY/0045678/2021",
    issuedOn: "2021-04-26",
    file: "shop-establishment-registration.pdf",
    preview: { src: "certificate-shop-establishment-registration.svg" },
  },
];
