/**
 * THE CLAIMS AND PAPERWORK PAGE (/claims-and-paperwork/): the documents every customer gets and
 * their sample PDFs, bills for employers, what to do about damage or loss, the claim form, and the
 * page the form lands on (/claim-received/).
 *
 * The deadlines and promises are in `claimFacts` below, once: every sentence on the site that
 * states one is written from them (the home page's questions too). Change a figure there, run
 * `npm run build`, and every page and sample follows. The figures are the company's own rules:
 * confirm each with the owner (and the insurer's policy) before the site goes live.
 *
 * `onBankApprovedList` stays `false` until the company has an approval from a bank or the Indian
 * Banks' Association in writing; set it to `true` and the page says so instead.
 */

import type { ClaimsContentAsWritten } from "./claims-schema";
import { company } from "./company";

export const claimFacts = {
  claimNoticeHours: 48,
  replyWorkingDays: 2,
  papersToInsurerWorkingDays: 3,
  insurerSettlementDays: 30,
  uninsuredSettlementDays: 15,
  onBankApprovedList: false,
  /** FormSubmit forwards attachments of up to 10 MB per submission, all files together. */
  photoLimitMb: 10,
} as const;

/** The company's consignment numbers: prefix, year, serial (`GPM-2026-00123`). */
export const consignmentNumberFormat = { prefix: "GPM", serialDigits: 5, example: "GPM-2026-00123" } as const;

const hours = claimFacts.claimNoticeHours;
const claimsEmail = company.emails.find((email) => /claim/i.test(email.label))?.address ?? company.enquiryEmail;

/** The claim form's name, phone and e-mail fields and spam trap: content.server.ts gives them the enquiry form's words. */
type SharedFields = "honeypotLabel" | "name" | "phone" | "email";
type ClaimFormAsWritten = ClaimsContentAsWritten["form"];

export const claimsAndPaperwork: Omit<ClaimsContentAsWritten, "form"> & {
  form: Omit<ClaimFormAsWritten, SharedFields> & { email: Pick<ClaimFormAsWritten["email"], "hint"> };
} = {
  facts: claimFacts,
  consignmentNumber: consignmentNumberFormat,
  documents: {
    heading: "The papers you get with every move",
    intro:
      "Five documents, each with its own job. Keep them together until the move is complete, the bill is reimbursed and any claim is settled. Open a sample of each to see what ours look like.",
    whenLabel: "When you get it",
    purposeLabel: "What it is for",
    checkLabel: "What to check",
    sampleLink: "{document}: see a sample (PDF)",
    sampleNote:
      "Each sample is stamped SAMPLE and describes a made-up customer and move. On your own papers the same consignment number, like {number}, is printed on every one.",
    items: [
      {
        slug: "gst-invoice",
        name: "GST invoice",
        when: "With the final bill, when the move is complete.",
        purpose:
          "The tax invoice for our charges, and your proof of payment. Every charge is on its own line and GST is shown separately. It is the bill an employer reimburses.",
        check: `Our name exactly as ${company.name}, our GSTIN ${company.gstin}, the consignment number and the dates of the move. If your company pays, give us its name and GSTIN before the move so the invoice is made out to it.`,
      },
      {
        slug: "lorry-receipt",
        name: "Lorry receipt",
        alsoCalled: "LR, bilty or consignment note",
        when: "At loading, before the truck leaves your home.",
        purpose:
          "Our receipt for your goods: it says we have taken them, how many packages, from where to where and in which vehicle. It carries the consignment number you quote whenever you call us or make a claim.",
        check:
          "The number of packages matches the packing list, both addresses are right, and the vehicle number is the truck's. Keep it until delivery is complete and any claim is settled.",
      },
      {
        slug: "packing-list",
        name: "Packing list",
        alsoCalled: "inventory",
        when: "While we pack, signed by you and our supervisor.",
        purpose:
          "Every carton and piece of furniture by its number, with what is in it and its condition before the move. At delivery you tick the items off against it, and a claim is checked against it.",
        check:
          "Each carton's number is written on the carton, and any scratch or dent that was already there is written against the item before you sign.",
      },
      {
        slug: "insurance-certificate",
        name: "Transit-insurance certificate",
        when: "Before the truck leaves, when you have chosen transit insurance.",
        purpose:
          "Issued by the insurance company, not by us: it names you, the value you declared, the route and the dates covered. The insurer pays a claim under it.",
        check:
          "Your name, the declared value, the route and the dates. Without insurance there is no certificate, and we settle any damage with you directly (see below).",
      },
      {
        slug: "delivery-receipt",
        name: "Delivery receipt",
        alsoCalled: "proof of delivery",
        when: "At unloading, when the goods are in your new home.",
        purpose:
          "It records that your goods arrived and anything broken or missing. A remark written on it, before you sign, is the start of any claim.",
        check: `Count the packages against the lorry receipt before you sign. If there is no time to open every carton, write “received subject to checking” and tell us of anything you find within ${hours} hours.`,
      },
    ],
  },
  employerBills: {
    heading: "Bills your employer accepts",
    intro:
      "When your company pays for a transfer, its HR or accounts team checks the moving bill before reimbursing you. One-line bills without a GSTIN or a lorry receipt are the ones sent back. Ours carry what they look for.",
    checksHeading: "What an employer checks",
    checks: [
      {
        title: "Our GSTIN",
        text: `A bill without the mover's GSTIN is the first to be refused. Ours, ${company.gstin}, is printed on every invoice, and anyone can check it on the GST portal.`,
      },
      {
        title: "Dates that match your transfer",
        text: "The invoice, the lorry receipt and the delivery receipt carry the dates of packing, loading and delivery, so they sit with your relieving and joining dates.",
      },
      {
        title: "The lorry receipt",
        text: "Proof that the goods really travelled: consignment number, vehicle number, both addresses and the number of packages.",
      },
      {
        title: "An itemised bill",
        text: "Packing material, labour, transport, unloading, floor charges and any car carrier each on its own line, with GST shown separately. Never one line saying “shifting charges”.",
      },
    ],
    weIssue:
      "We issue every one of these on every move, at no extra charge: the GST invoice, the lorry receipt, the signed packing list, the delivery receipt and, when you take insurance, the insurer's certificate. If your employer needs another copy, write to us with the consignment number.",
    bankListHeading: "Are we on a bank's approved list?",
    notOnBankList:
      "No. Today we are not on any bank's list of approved movers, nor on the Indian Banks' Association's. If your employer reimburses only movers on such a list, please ask them before you book us.",
    onBankList:
      "Yes. Ask us for a copy of the approval letter, and check with your employer that it is the list they go by.",
    ibaExplained:
      "“IBA-approved” means being on a list kept by the Indian Banks' Association, an association of banks, which some banks and employers go by. It is not a government licence or registration, and a mover that is not on it is not unregistered. What you can check yourself, for any mover, is its GSTIN and Udyam registration on the government portals.",
  },
  damage: {
    heading: "If something is damaged or missing",
    intro: `Most claims are settled quickly when the damage is written down at delivery and reported within ${hours} hours. These are the steps, in order.`,
    steps: [
      {
        title: "Write it on the delivery receipt",
        text: "Before you sign, write any broken item, damaged carton or missing piece on the delivery receipt, with its number from the packing list, and ask our supervisor to sign against it.",
      },
      {
        title: `Tell us within ${hours} hours of delivery`,
        text: `Use the claim form below, WhatsApp us or write to ${claimsEmail}, with the consignment number from your lorry receipt. After ${hours} hours an insurer may refuse a claim, because it can no longer tell when the damage happened.`,
      },
      {
        title: "Take photos, and keep everything",
        text: "Photograph the damaged item, its carton and the packing around it, and the carton number. Do not repair or throw away anything yet: the surveyor needs to see the item and its packing as they were.",
      },
      {
        title: "The insurer's surveyor",
        text: `If your goods were insured, we report the claim to the insurance company within ${claimFacts.papersToInsurerWorkingDays} working days of hearing from you. The insurer usually sends a surveyor, a licensed loss assessor, to inspect the damage; show them the items, the packing list, the delivery receipt and your photos.`,
      },
    ],
    settlementHeading: "How long a settlement takes",
    insured: `Insured goods: the insurance company decides on the surveyor's report and pays you directly. Once it has the report and every paper, this usually takes about ${claimFacts.insurerSettlementDays} days. We send the papers and chase it for you.`,
    uninsured: `Goods without insurance: we look at the damage with you and settle with you directly, by repair or by payment, within ${claimFacts.uninsuredSettlementDays} days of agreeing the amount.`,
    complaint:
      "If an insurer delays or refuses a claim for a reason you do not accept, you can complain to its grievance cell and then to the Insurance Ombudsman, who charges nothing. We help you with the letters.",
  },
  form: {
    heading: "Report damage or loss",
    intro: `Tell us within ${hours} hours of delivery. We reply within ${claimFacts.replyWorkingDays} working days with the name of the person handling your claim.`,
    subject: `CLAIM for damage or loss: from the ${company.shortName} website`,
    allRequired: "All fields are required except the photos.",
    consignment: {
      label: "Consignment number",
      placeholder: consignmentNumberFormat.example,
      title: "The consignment number from your lorry receipt, written like {example}",
      hint: "Printed at the top of your lorry receipt and invoice, written like {example}.",
    },
    // The enquiry form's name, phone and e-mail, with a hint of the claim's own.
    email: { hint: "We write to you here about the claim. Up to {limit} characters." },
    message: {
      label: "What happened",
      placeholder:
        "Carton C-02: two glass bowls broken. Dining table: deep scratch on the top, not there before the move.",
      hint: "Which items, their numbers on the packing list, and what is wrong. Up to {limit} characters.",
      hintWithCount:
        "Which items, their numbers on the packing list, and what is wrong. Up to {limit} characters; {left} left.",
      blankWarning: "Please tell us what is damaged or missing; spaces alone are not enough.",
    },
    photos: {
      label: "Photos of the damage (optional)",
      hint: `Pictures only, up to ${claimFacts.photoLimitMb} MB in all (a few photos from a phone camera). For more or larger photos, use WhatsApp.`,
      tooLarge: `These photos come to more than ${claimFacts.photoLimitMb} MB together. Choose fewer, or send them on WhatsApp.`,
    },
    whatsapp: {
      text: "Or send the photos on WhatsApp, with your consignment number, and they reach the same team.",
      link: "Send photos on WhatsApp",
      message: "Hello, I am sending photos for a damage or loss claim. Consignment number: {consignment}",
      noNumberYet: "(please add it)",
    },
    privacyNote: "We use your details and photos only to handle this claim.",
    /** Shown after privacyNote only where it is true: once the page's JavaScript keeps a draft. */
    draftNote:
      "Until you send it, what you type (not the photos) is kept on this device so that a reload does not lose it.",
    submitLabel: "Send claim",
  },
  received: {
    nextStepsHeading: "What happens next",
    steps: [
      {
        title: "We read your claim",
        text: `Our support team replies within ${claimFacts.replyWorkingDays} working days, by phone or e-mail, with the name of the person handling it.`,
      },
      {
        title: "Insured goods",
        text: `We report the claim to the insurance company within ${claimFacts.papersToInsurerWorkingDays} working days and tell you when its surveyor will come. It usually settles about ${claimFacts.insurerSettlementDays} days after it has the report and every paper.`,
      },
      {
        title: "Goods without insurance",
        text: `We look at the damage with you and settle directly, by repair or payment, within ${claimFacts.uninsuredSettlementDays} days of agreeing the amount.`,
      },
    ],
    keepHeading: "Until then, please keep",
    keep: "The damaged items and their packing as they are, the delivery receipt, the packing list and the lorry receipt. Do not repair or throw away anything before the surveyor or our supervisor has seen it. Photos the form could not take can go on WhatsApp.",
    claimsPageLink: "Back to claims and paperwork",
    homeLink: "Back to the home page",
  },
  samples: {
    stamp: "SAMPLE",
    title: "SAMPLE: {document}",
    note: "SAMPLE drawn from the website's content. The customer, the move, the numbers and the amounts are made up; only our name, GSTIN and addresses are ours.",
    labels: {
      consignmentNumber: "Consignment number",
      invoiceNumber: "Invoice number",
      date: "Date",
      from: "From",
      to: "To",
      customer: "Customer",
      customerGstin: "Customer's GSTIN",
      company: "Issued by",
      gstin: "GSTIN",
      registeredOffice: "Registered office",
      branchOffice: "Operations office",
      description: "Description",
      amount: "Amount",
      taxableValue: "Taxable value",
      gst: "GST at {rate}",
      total: "Total",
      vehicle: "Vehicle number",
      packages: "Number of packages",
      declaredValue: "Value declared by the customer",
      carton: "No.",
      contents: "Contents",
      room: "Room",
      condition: "Condition",
      insurer: "Insurance company",
      policyNumber: "Policy number",
      premium: "Premium",
      coverPeriod: "Cover",
      pickupDate: "Packed and loaded on",
      deliveryDate: "Delivered on",
      remarks: "Remarks at delivery",
      customerSignature: "Customer's signature",
      companySignature: "For the company",
    },
    customer: {
      name: "A. Sample Customer (fictitious)",
      address: "Flat 000, Example Residency, Kondapur, Hyderabad (fictitious address)",
      gstin: "None (an individual)",
    },
    route: { from: "Kondapur, Hyderabad, Telangana", to: "Baner, Pune, Maharashtra" },
    pickupDate: "2026-03-12",
    deliveryDate: "2026-03-14",
    invoiceNumber: "INV-SAMPLE-0000",
    vehicle: "TS 00 XX 0000 (example)",
    declaredValue: 500000,
    insurer: "Example General Insurance Co. (fictitious)",
    policyNumber: "POLICY-SAMPLE-0000",
    invoiceLines: [
      { description: "Packing material: cartons, bubble wrap, corrugated sheets", amount: 6500 },
      { description: "Packing and loading labour", amount: 4200 },
      { description: "Transport, Hyderabad to Pune, 14 ft truck", amount: 21000 },
      { description: "Unloading and unpacking", amount: 2800 },
      { description: "Floor charges: 2nd floor without a lift, at Pune", amount: 1500 },
    ],
    items: [
      { carton: "C-01", contents: "Steel vessels and pressure cooker", room: "Kitchen", condition: "Good" },
      { carton: "C-02", contents: "Crockery, wrapped piece by piece", room: "Kitchen", condition: "Good" },
      { carton: "C-03", contents: "Books and files", room: "Bedroom", condition: "Good" },
      {
        carton: "F-01",
        contents: "Dining table, 6 seats",
        room: "Hall",
        condition: "Scratch on one leg before packing",
      },
      { carton: "F-02", contents: "Double-door fridge", room: "Kitchen", condition: "Good" },
    ],
    deliveryRemarks: "Carton C-02: one glass bowl broken. Received subject to checking.",
  },
};
