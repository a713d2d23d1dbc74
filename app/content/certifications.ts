/**
 * The four certificates on /certification. The GST and Udyam numbers are read from company.ts so
 * they always match the header and footer. The two small-enterprise certificates are one
 * business's two registrations: the Udyog Aadhaar memorandum (UAM) of the proprietor's crew, and
 * the Udyam registration that replaced it when the government moved every UAM to Udyam (from
 * July 2020). Only the Udyam number is current; the UAM cannot be verified online any more. Put the PDFs in public/certificates/
 * under the `file` names below (until then the site ships clearly marked sample PDFs), and the
 * preview pictures under the `preview.src` names (and then take "Sample" out of their `alt`).
 */
import { company } from "./company";
import type { Certification, CertificationWords } from "./schema";

const udyamVerifyUrl = "https://udyamregistration.gov.in/Udyam_Verify.aspx";

export const certifications: Certification[] = [
  {
    id: "gst-registration",
    title: "GST Registration Certificate",
    kind: "gst",
    issuer: "Goods and Services Tax Network, Government of India",
    number: company.gstin,
    issuedOn: "2021-06-14",
    file: "gst-registration.pdf",
    preview: {
      src: "certificate-gst-registration.svg",
      alt: `Sample, not the issued certificate: GST registration certificate (Form GST REG-06) of ${company.legalName}, GSTIN ${company.gstin}`,
    },
    verifyUrl: "https://services.gst.gov.in/services/searchtp",
  },
  {
    id: "udyam-registration",
    title: "Udyam Registration Certificate (current)",
    kind: "udyam",
    issuer: "Ministry of Micro, Small and Medium Enterprises, Government of India",
    number: company.udyamNumber,
    issuedOn: "2021-05-20",
    file: "udyam-registration.pdf",
    preview: {
      src: "certificate-udyam-registration.svg",
      alt: `Sample, not the issued certificate: Udyam registration certificate of ${company.name}, number ${company.udyamNumber}`,
    },
    verifyUrl: udyamVerifyUrl,
  },
  {
    id: "udyog-aadhaar-memorandum",
    title: "Udyog Aadhaar Memorandum (replaced by our Udyam registration)",
    kind: "uam",
    issuer: "Ministry of Micro, Small and Medium Enterprises, Government of India",
    number: "TS09A0034567",
    issuedOn: "2017-02-15",
    file: "udyog-aadhaar-memorandum.pdf",
    preview: {
      src: "certificate-udyog-aadhaar-memorandum.svg",
      alt: "Sample, not the issued memorandum: Udyog Aadhaar memorandum of the proprietor's packing and loading business, number TS09A0034567, from before the Udyam registration",
    },
    note: `Our small-enterprise registration from the years we worked as the packing and loading crew for other movers. From July 2020 the government replaced Udyog Aadhaar with Udyam registration; ours is ${company.udyamNumber}, above. The old number can no longer be checked online.`,
  },
  {
    id: "shop-establishment-registration",
    title: "Telangana Shops and Establishments Registration",
    kind: "registration",
    issuer: "Labour Department, Government of Telangana",
    number: "SEA/MDL/ALO/KPY/0045678/2021",
    issuedOn: "2021-04-26",
    file: "shop-establishment-registration.pdf",
    preview: {
      src: "certificate-shop-establishment-registration.svg",
      alt: `Sample, not the issued certificate: Telangana Shops and Establishments registration certificate of ${company.name}, Kukatpally`,
    },
  },
];

/** What each certificate's card says around its facts. */
export const certificationWords: CertificationWords = {
  issuedBy: "Issued by",
  number: "Number",
  issuedOn: "Issued on",
  view: "View",
  viewLabel: "View {title} (PDF, opens in a new tab)",
  download: "Download",
  downloadLabel: "Download {title} (PDF)",
  verify: "Verify {number} on {portal}",
  portals: { gst: "the GST portal", udyam: "the Udyam portal", registration: "the issuing department's portal" },
};
