/**
 * The four certificates on /certification. The GST and main Udyam numbers are read from
 * company.ts so they always match the header and footer. Put the PDFs in public/certificates/
 * under the `file` names below (until then the site ships clearly marked sample PDFs), and the
 * preview pictures under the `preview.src` names.
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
      alt: `GST registration certificate (Form GST REG-06) of ${company.legalName}, GSTIN ${company.gstin}`,
    },
    verifyUrl: "https://services.gst.gov.in/services/searchtp",
  },
  {
    id: "udyam-registration",
    title: "Udyam Registration Certificate",
    kind: "udyam",
    issuer: "Ministry of Micro, Small and Medium Enterprises, Government of India",
    number: company.udyamNumber,
    issuedOn: "2021-05-20",
    file: "udyam-registration.pdf",
    preview: {
      src: "certificate-udyam-registration.svg",
      alt: `Udyam registration certificate of ${company.name}, number ${company.udyamNumber}`,
    },
    verifyUrl: udyamVerifyUrl,
  },
  {
    id: "msme-certificate",
    title: "MSME (Udyam) Certificate: Medchal Operations and Godown",
    kind: "udyam",
    issuer: "Ministry of Micro, Small and Medium Enterprises, Government of India",
    number: "UDYAM-TS-20-0034567",
    issuedOn: "2023-08-09",
    file: "msme-certificate.pdf",
    preview: {
      src: "certificate-msme-certificate.svg",
      alt: "MSME (Udyam) certificate for the Medchal operations office and godown, number UDYAM-TS-20-0034567",
    },
    verifyUrl: udyamVerifyUrl,
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
      alt: `Telangana Shops and Establishments registration certificate of ${company.name}, Kukatpally`,
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
