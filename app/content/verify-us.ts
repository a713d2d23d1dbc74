/**
 * What /verify-us/ says: how a family can check that a call, a quote or a request for money is
 * really from us before paying anyone. The phones, e-mails, offices, bank account, UPI ID and
 * advance limit are not written here: the page takes them from company.ts, and the GSTIN and
 * Udyam numbers and their verify links from certifications.ts.
 */
import { consignmentNumberFormat } from "./claims-and-paperwork";
import { company } from "./company";
import type { VerifyUsCopy } from "./verify-us-schema";

export const verifyUs: VerifyUsCopy = {
  contacts: {
    heading: "Our only phones, e-mails, website and offices",
    intro: "These are the only ways we reach you. Save them before you talk to anyone about your move.",
    notUs: `Any other phone number, WhatsApp account, e-mail address or website using the name ${company.name}, or a name like it, is not us, even if it shows our logo or our GSTIN. Do not pay it, and tell us about it.`,
    phones: "Phones",
    whatsapp: "WhatsApp",
    whatsappLink: "Chat with us on {number}",
    emails: "E-mails",
    website: "Website",
    offices: "Offices",
    mapLink: "Open in Google Maps",
  },
  registration: {
    heading: "Check our GSTIN and Udyam number yourself",
    intro:
      "Both numbers are on government portals that anyone can search, free and without logging in. It takes two minutes, and it is the surest way to know a mover is registered under the name it gives you.",
    gst: {
      heading: "GSTIN on the GST portal",
      steps: [
        "Open the GST portal, services.gst.gov.in, and choose Search Taxpayer, then Search by GSTIN/UIN. The link below opens that page.",
        "Type our GSTIN, {number}, and the characters shown in the picture, then choose Search.",
        "Check that the Trade Name reads {name}, the Legal Name of Business reads {proprietor} (for a proprietorship it is the owner's name), the GSTIN status reads Active and the place of business is in {state}.",
      ],
      link: "Search GSTIN {number} on the GST portal",
    },
    udyam: {
      heading: "Udyam (MSME) number on the Udyam portal",
      steps: [
        "Open the Udyam portal, udyamregistration.gov.in, and choose Verify Udyam Registration Number. The links below open that page.",
        "Type the Udyam number, {number}, and the characters shown in the picture, then choose Verify.",
        "Check that the name of the enterprise reads {name} and that it is registered in {state}.",
      ],
      link: "Verify {number} on the Udyam portal",
    },
    mismatch:
      "If a portal shows another name, a cancelled status or nothing at all for a number someone gave you in our name, it is not us. Do not pay, and report it below.",
  },
  payment: {
    heading: "How we take payment",
    intro: "One account in the company's name, a small advance at most, and the rest after delivery.",
    accountHeading: "Our only account",
    labels: {
      accountName: "Account name",
      bank: "Bank and branch",
      accountNumber: "Account number",
      ifsc: "IFSC",
      upiId: "UPI ID",
    },
    rulesHeading: "Our rules, on every move",
    rules: [
      "Before moving day we take at most a booking advance: {percent} of the written quote, and never more than {maxAdvance}. Nothing at all before you have our written quote.",
      "The rest is paid after delivery, once your goods are unloaded and you have checked them. We never ask for the full amount before delivery.",
      "We take payment only into the account or UPI ID above, in the name {name}: never into a personal account or a personal UPI ID, and never to a driver or a loader.",
      "Every payment gets a receipt, and the GST invoice shows what you have paid.",
      "Our bank details never change by message. If anyone sends you other account details in our name, do not pay: call us on a number on this page.",
    ],
  },
  documents: {
    heading: "What a genuine quote, lorry receipt and invoice from us carry",
    intro:
      "Every document we give you carries the same three things, so you can match them to each other and to this page.",
    everyDocument: "On every document",
    carries: [
      "Our GSTIN, {gstin}, which you can check on the GST portal as shown above.",
      "Our name exactly: {name}. Not a name that sounds like it, and not a person's name alone.",
      "A consignment number in the form {format}, for example {example}: the same number on the quote, the lorry receipt and the invoice. Give it when you call us or make a claim.",
    ],
    // The format is one fact, kept with the claim form that checks it (claims-and-paperwork.ts).
    consignmentFormat: `${consignmentNumberFormat.prefix}-YYYY-${"N".repeat(consignmentNumberFormat.serialDigits)} (our letters, the year of your move and a ${consignmentNumberFormat.serialDigits}-digit number)`,
    consignmentExample: consignmentNumberFormat.example,
    kinds: [
      {
        title: "Written quote",
        purpose: "Fixes the price before you book, from the survey of your goods.",
        alsoCarries: [
          "The date of the survey and of the quote",
          "What is moving, and the packing, transport, loading, unloading and insurance charges on separate lines, with GST",
          "The packing, loading and expected delivery dates",
          "Whether your goods travel in a truck of their own or as a part load in a shared one",
          "What can still change the price, and that any change is agreed in writing before loading",
        ],
      },
      {
        title: "Lorry receipt (LR, bilty)",
        purpose: "The transport document: it says your goods are in our care, and from where to where.",
        alsoCarries: [
          "The truck's registration number and the driver's name",
          "The addresses it is moving from and to, and the number of packages",
          "The date of loading, signed by our supervisor",
        ],
      },
      {
        title: "GST invoice",
        purpose: "The bill: what you paid for, which employers accept for reimbursement.",
        alsoCarries: [
          "An invoice number and date",
          "Each charge on its own line, with the GST rate and amount",
          "Your name, and the addresses moved from and to",
        ],
      },
    ],
  },
  checklist: {
    heading: "How to spot a fake mover, any mover",
    intro:
      "These signs hold for every packers and movers company, not only for us. One of them is reason enough to stop and check.",
    items: [
      {
        title: "A price far below every other quote",
        text: "Look-alike movers win the booking with a low price, then raise it on moving day. Compare written quotes made after a survey.",
      },
      {
        title: "No survey and nothing in writing",
        text: "A mover who quotes over the phone without seeing your goods, or will not put the price and dates in writing, can change them later.",
      },
      {
        title: "A big advance, or the full amount before delivery",
        text: "A genuine mover asks for a small advance at most and the rest after delivery.",
      },
      {
        title: "Payment to a personal account or UPI ID",
        text: "The account should be in the company's name, the same name as on its GST registration.",
      },
      {
        title: "A GSTIN the portal does not confirm",
        text: "Search the number on the GST portal: the trade name must match the company's name, and the status must read Active.",
      },
      {
        title: "A name that copies a known mover",
        text: "An extra word, a changed spelling or a city added to a known name. Dial the number on the company's own website or certificates, not one from an advertisement or a listing.",
      },
      {
        title: "No office you can visit",
        text: "Only a mobile number and no address. Ask for the office address and look it up on a map.",
      },
      {
        title: "No lorry receipt at loading",
        text: "Without an LR naming the company, the truck and your goods, you can neither trace them nor claim for damage.",
      },
    ],
  },
  report: {
    heading: "Someone using our name? Tell us",
    intro:
      "If anyone calls, messages or advertises as us from a number, e-mail or website not on this page, or asks you to pay an account that is not ours, tell us. We will tell you whether it is us.",
    call: "Call {phone}",
    whatsapp: "Report on WhatsApp",
    whatsappMessage: `I want to report someone using the name ${company.name}. Their phone number or website: `,
    // Reports go to the support and claims mailbox.
    emailAddress: company.emails[1]?.address ?? company.enquiryEmail,
    email: "E-mail {email}",
    emailSubject: `Someone is using the name ${company.name}`,
    emailBody: "Their phone number, website or account:\nWhat they asked for:\nWhen:\n",
    opensWhatsapp: "(opens WhatsApp)",
    police:
      "If you have already paid someone using our name, also report it at once to the National Cyber Crime Reporting Portal, cybercrime.gov.in, or on the cyber fraud helpline, 1930.",
  },
};
