/**
 * The owner's everyday tasks, written into a copy of the repository as the web editor saves them,
 * plus a developer's two recipes (a new service, docs/recipes.md; a new city, docs/owner-guide.md),
 * so that `npm test` can be run on content the owner has changed (issue 51: no test may pin what
 * the owner can change). tests/e2e/editor-tasks.spec.ts does five of these tasks in the real
 * editor; this writes the result of all of them at once, without a browser, in the editor's file
 * shapes: 2-space JSON with a final newline, keys in the files' order, an upload under the safe
 * name the editor gives it (`IMG_20261118_074501 (1).JPG` saved as img_20261118_074501-1.jpg), a
 * picture inside an object written with its folder (`/app/assets/images/…`), a certificate's PDF
 * as a bare name in public/certificates/, `"callButtons": false` on the phones left unticked.
 *
 *   node scripts/owner-tasks/apply.ts /tmp/owner-clone
 *
 * The values differ from those editor-tasks.spec.ts types (another phone, quote, pictures and file
 * names), so that test, run in the copy, still changes something at each step.
 *
 * Deterministic: the same files every run (the pictures drawn by sharp from fixed SVGs, the PDFs
 * written byte by byte). Never run it on the working copy you commit from.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";

if (!process.argv[2]) {
  console.error("Usage: node scripts/owner-tasks/apply.ts <a copy of the repository>");
  process.exit(2);
}
const root = resolve(process.argv[2]);

type Json = Record<string, unknown>;
type Language = "en" | "te" | "hi";
const languages: Language[] = ["en", "te", "hi"];

const read = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));
/** Written as the editor writes a data file (and as Biome formats it). */
function write(path: string, value: unknown) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `${JSON.stringify(value, null, 2)}\n`);
}
/** Reads a file, lets `change` edit its value in place, writes it back. */
function edit(path: string, change: (value: Json) => void) {
  const value = read(path);
  change(value);
  write(path, value);
}
const words = (language: Language, file: string) => `app/content/words/${language}/${file}`;
const upload = (folder: string, name: string, bytes: Buffer) => {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, name), bytes);
};

/** A JPEG as a phone takes it: a fixed scene, so the same bytes every run. */
async function photo(sky: string, body: string): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f2d9a6"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#s)"/><rect y="760" width="1600" height="440" fill="#6b6f73"/><rect x="420" y="520" width="760" height="320" rx="24" fill="${body}"/></svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A small real PDF, as a scanner gives it: one A4 page with a line of text, written byte by byte
 * (a fixed file: no creation date) with a correct cross-reference table, which pdf.js reads.
 */
function scannedPdf(line: string): Buffer {
  const text = `BT /F1 14 Tf 56 780 Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Producer (Office scanner) /Title (Scanned certificate) >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// 1. Facts › The company: the call buttons dial a new phone. The editor writes the unticked
// phones' box as false.
edit("app/content/facts/company.json", (facts) => {
  const phones = (facts.company as { phones: Array<{ number: string; callButtons?: boolean }> }).phones;
  for (const phone of phones) {
    if (phone.callButtons) phone.number = "+91 94401 23456";
    else phone.callButtons = false;
  }
});

// 2. Facts › The estimate's rates: every km rate up 10%, a minimum charge typed "2,420" (saved as
// 2420), and the date the rates apply from.
edit("app/content/facts/estimate.json", (facts) => {
  const rates = (facts.estimate as { rates: Json }).rates as {
    effectiveFrom: string;
    vehicles: Array<{ id: string; perKm: number; minimumCharge: number }>;
  };
  rates.effectiveFrom = "2026-12-01";
  for (const vehicle of rates.vehicles) vehicle.perKm = Math.round(vehicle.perKm * 11) / 10;
  const truck = rates.vehicles.find((vehicle) => vehicle.id === "truck-14-ft") ?? rates.vehicles[1];
  if (truck) truck.minimumCharge = 2420;
});

// 3. Words › Home: a Telugu sentence corrected beside its English (keeping the glossary's
// ప్యాకర్స్ అండ్ మూవర్స్), and the founder's quote changed in English only: Telugu and Hindi are
// then behind English, which the build lists without failing (decision 022).
edit(words("te", "home.json"), (home) => {
  const page = (home.pages as { home: { heading: string } }).home;
  page.heading = "హైదరాబాద్‌లో ఇళ్లకు, ఆఫీసులకు, వాహనాలకు ప్యాకర్స్ అండ్ మూవర్స్";
});
edit(words("en", "home.json"), (home) => {
  home.founderQuote =
    "A family hands us everything it owns. We pack every home the way we would pack our own mother's.";
});

// 4. Words › Layout: new opening hours, closed on Sundays, in every language.
const hours: Record<Language, string> = {
  en: "Monday to Saturday, 9:00 am to 8:00 pm",
  te: "సోమవారం నుంచి శనివారం వరకు, ఉదయం 9:00 నుంచి రాత్రి 8:00 వరకు",
  hi: "सोमवार से शनिवार, सुबह 9:00 से रात 8:00 बजे तक",
};
for (const language of languages) {
  edit(words(language, "layout.json"), (layout) => {
    (layout.company as { hours: string }).hours = hours[language];
  });
}

// 5. Words › About: a testimonial removed, in English, Telugu and Hindi.
const removedTestimonial = read(words("en", "about.json")).testimonials[0].id as string;
for (const language of languages) {
  edit(words(language, "about.json"), (about) => {
    about.testimonials = (about.testimonials as Array<{ id: string }>).filter(({ id }) => id !== removedTestimonial);
  });
}

// 6. Facts › Certificates: every sample replaced by the real scan, uploaded under the names a
// scanner gives (the editor saves `UAM_Certificate (2).PDF` as uam_certificate-2.pdf). Other
// pictures and names than editor-tasks.spec.ts uploads, as an owner's own would be.
const scans: Record<string, string> = {
  gst: "gst_reg-06-certificate.pdf", // "GST_REG-06 Certificate.pdf"
  udyam: "udyam_registration-certificate-1.pdf", // "Udyam_Registration Certificate (1).PDF"
  uam: "uam_certificate-2.pdf", // "UAM_Certificate (2).PDF"
  registration: "scan0001.pdf", // "SCAN0001.PDF"
};
edit("app/content/facts/certifications.json", (facts) => {
  for (const certificate of facts.certifications as Array<{ id: string; kind: string; file: string }>) {
    const name = scans[certificate.kind] ?? `scan-${certificate.id}.pdf`;
    upload("public/certificates", name, scannedPdf(`Certificate ${certificate.id}: scanned copy of the original`));
    certificate.file = name;
  }
});

// 7. Pictures from the owner's phone: a photograph in the gallery, a service's and a slide's
// picture replaced, each with its words in every language.
const galleryPhoto = "img_20261118_074501-1.jpg"; // "IMG_20261118_074501 (1).JPG"
const servicePhoto = "img_20261121_094512.jpg"; // "IMG_20261121_094512.jpg"
const slidePhoto = "img-20261122-wa0007.jpg"; // "IMG-20261122-WA0007.jpg", from WhatsApp
upload("app/assets/images", galleryPhoto, await photo("#7cb7e8", "#1f5f8b"));
upload("app/assets/images", servicePhoto, await photo("#9cc3e0", "#8b3a1f"));
upload("app/assets/images", slidePhoto, await photo("#6fa8dc", "#2f6b3a"));
const galleryId = "loading-day-kukatpally";
edit("app/content/facts/gallery.json", (facts) => {
  (facts.gallery as Json[]).push({
    id: galleryId,
    kind: "photo",
    image: { src: `/app/assets/images/${galleryPhoto}` },
  });
});
const galleryWords: Record<Language, { caption: string; alt: string }> = {
  en: {
    caption: "Loading day in Kukatpally: our crew carries the numbered cartons down to the truck.",
    alt: "Photograph of our truck being loaded outside a flat in Kukatpally",
  },
  te: {
    caption: "కూకట్‌పల్లిలో లోడింగ్ రోజు: నంబర్లు వేసిన కార్టన్లను మా సిబ్బంది ట్రక్ దగ్గరకు మోసుకెళ్తున్నారు.",
    alt: "కూకట్‌పల్లిలో ఒక ఫ్లాట్ ముందు లోడ్ అవుతున్న మా ట్రక్ ఫోటో",
  },
  hi: {
    caption: "कूकटपल्ली में लोडिंग का दिन: हमारी टीम नंबर वाले कार्टन ट्रक तक ले जा रही है।",
    alt: "कूकटपल्ली में एक फ़्लैट के बाहर लोड होते हमारे ट्रक की फ़ोटो",
  },
};
for (const language of languages) {
  edit(words(language, "gallery.json"), (gallery) => {
    const { caption, alt } = galleryWords[language];
    (gallery.gallery as Json[]).push({ id: galleryId, image: { alt }, caption });
  });
}

const replacedService = "relocation";
edit("app/content/facts/services.json", (facts) => {
  const service = (facts.services as Array<{ slug: string; image: { src: string } }>).find(
    ({ slug }) => slug === replacedService,
  );
  if (service) service.image.src = `/app/assets/images/${servicePhoto}`;
});
const servicePhotoAlt: Record<Language, string> = {
  en: "Photograph of our crew loading a family's packed cartons and sofa into our truck",
  te: "ఒక కుటుంబం ప్యాక్ చేసిన కార్టన్లు, సోఫాను మా ట్రక్‌లో లోడ్ చేస్తున్న మా సిబ్బంది ఫోటో",
  hi: "एक परिवार के पैक किए गए कार्टन और सोफ़ा हमारे ट्रक में लोड करती हमारी टीम की फ़ोटो",
};
for (const language of languages) {
  edit(words(language, "services.json"), (file) => {
    const service = (file.services as Record<string, { image: { alt: string } }>)[replacedService];
    if (service) service.image.alt = servicePhotoAlt[language];
  });
}

const replacedSlide = read("app/content/facts/hero-slides.json").heroSlides[0].id as string;
edit("app/content/facts/hero-slides.json", (facts) => {
  const [slide] = facts.heroSlides as Array<{ image: { src: string } }>;
  if (slide) slide.image.src = `/app/assets/images/${slidePhoto}`;
});
const slideAlt: Record<Language, string> = {
  en: "Photograph of our crew carrying a bubble-wrapped sofa from a Hyderabad apartment to our tempo",
  te: "బబుల్ ర్యాప్ చుట్టిన సోఫాను హైదరాబాద్ అపార్ట్‌మెంట్ నుంచి మా టెంపోలోకి మోసుకెళ్తున్న మా సిబ్బంది ఫోటో",
  hi: "हैदराबाद के एक अपार्टमेंट से बबल रैप में लिपटा सोफ़ा हमारे टेम्पो तक ले जाती हमारी टीम की फ़ोटो",
};
for (const language of languages) {
  edit(words(language, "home.json"), (home) => {
    const slide = (home.heroSlides as Array<{ id: string; image: { alt: string } }>).find(
      ({ id }) => id === replacedSlide,
    );
    if (slide) slide.image.alt = slideAlt[language];
  });
}

// 8. A new city, as docs/owner-guide.md's "Add a city" says: Facts › Served cities, Words ›
// Cities and the home page's strip (Words › Home), in every language.
edit("app/content/facts/served-cities.json", (facts) => {
  (facts.servedCities as Json[]).push({
    slug: "nagpur",
    region: "Central",
    latitude: 21.1458,
    longitude: 79.0882,
    roadKmFromHyderabad: 500,
  });
});
const nagpur: Record<Language, { name: string; state: string }> = {
  en: { name: "Nagpur", state: "Maharashtra" },
  te: { name: "నాగ్‌పూర్", state: "మహారాష్ట్ర" },
  hi: { name: "नागपुर", state: "महाराष्ट्र" },
};
for (const language of languages) {
  edit(words(language, "cities.json"), (cities) => {
    (cities.servedCities as Json[]).push({ id: "nagpur", ...nagpur[language] });
  });
  edit(words(language, "home.json"), (home) => {
    (home.cities as string[]).push(nagpur[language].name);
  });
}

// 9. A new service, as docs/recipes.md's "Add a service" says: its slug and picture in
// facts/services.json, its words under "services" in each language's services.json.
const newService = "office-shifting";
const officePhoto = "service-office-shifting.jpg";
upload("app/assets/images", officePhoto, await photo("#b7d3ea", "#5b4a8b"));
edit("app/content/facts/services.json", (facts) => {
  (facts.services as Json[]).push({ slug: newService, image: { src: officePhoto } });
});
const officeWords: Record<Language, Json> = {
  en: {
    title: "Office Shifting",
    enquiryLabel: "Office Shifting Services",
    shortDescription:
      "Office shifting at night or over a weekend: desks, computers and files labelled by seat and set up again before your team returns.",
    heading: "Your office moved over a weekend, ready for work on Monday",
    quote: "Every desk, chair and cable is labelled by seat, so nobody has to ask where anything went.",
    description: [
      "We move offices, shops and clinics while they are closed: a Saturday night, a Sunday or a holiday. We first visit, walk through every room with your administration team and write down what moves, what stays and what goes into storage.",
      "Each desk, chair, computer and cable gets a label with its seat number on the new floor plan. Computers and printers are wrapped in bubble wrap and packed in cartons, and files go into numbered cartons in the order of your shelves.",
      "At the new office our crew places every desk and chair by the plan, puts the cartons beside each seat and takes the packing material away. You get a GST invoice for the move, and old furniture can stay in our godown until you decide what to do with it.",
    ],
    whyChooseUs: [
      {
        id: "moved-while-closed",
        title: "Moved while you are closed",
        text: "Nights, Sundays and holidays, so your office loses no day of work.",
      },
      {
        id: "labelled-by-seat",
        title: "Labelled by seat",
        text: "Every desk, chair, computer and cable is marked with its seat on the new floor plan.",
      },
      {
        id: "files-in-order",
        title: "Files in the order you keep them",
        text: "Numbered cartons follow your shelves, and cupboards with papers are sealed.",
      },
      {
        id: "storage-old-furniture",
        title: "Storage for what you do not need",
        text: "Old furniture and records can stay in our godown, paid by the month.",
      },
    ],
    image: { alt: "Photograph of our crew carrying labelled office chairs and computer cartons to a lift" },
  },
  te: {
    title: "ఆఫీసు షిఫ్టింగ్",
    enquiryLabel: "ఆఫీసు షిఫ్టింగ్ సేవలు",
    shortDescription: "రాత్రి లేదా వారాంతంలో ఆఫీసు షిఫ్టింగ్: టేబుళ్లు, కంప్యూటర్లు, ఫైళ్లకు సీటు నంబర్ వేసి, మీ టీమ్ తిరిగి వచ్చేలోపు మళ్లీ అమర్చుతాం.",
    heading: "వారాంతంలో మీ ఆఫీసు షిఫ్టింగ్, సోమవారం పనికి సిద్ధం",
    quote: "ప్రతి టేబుల్, కుర్చీ, కేబుల్‌కు సీటు నంబర్ వేస్తాం, అందుకే ఏది ఎక్కడ ఉందో ఎవరూ అడగాల్సిన పని ఉండదు.",
    description: [
      "ఆఫీసులు, షాపులు, క్లినిక్‌లు మూసి ఉన్నప్పుడే మారుస్తాం: శనివారం రాత్రి, ఆదివారం లేదా సెలవు రోజున. ముందుగా వచ్చి మీ అడ్మిన్ టీమ్‌తో ప్రతి గదీ చూసి, ఏది వెళ్తుంది, ఏది ఉంటుంది, ఏది స్టోరేజ్‌కు వెళ్తుంది అని రాసుకుంటాం.",
      "ప్రతి టేబుల్, కుర్చీ, కంప్యూటర్, కేబుల్‌కు కొత్త ఫ్లోర్ ప్లాన్‌లోని సీటు నంబర్‌తో లేబుల్ వేస్తాం. కంప్యూటర్లు, ప్రింటర్లను బబుల్ ర్యాప్‌లో చుట్టి కార్టన్లలో పెడతాం; ఫైళ్లు మీ అరల వరుసలోనే నంబర్లు వేసిన కార్టన్లలోకి వెళ్తాయి.",
      "కొత్త ఆఫీసులో మా సిబ్బంది ప్లాన్ ప్రకారం ప్రతి టేబుల్, కుర్చీ పెట్టి, ప్రతి సీటు దగ్గర దాని కార్టన్లు ఉంచి, ప్యాకింగ్ మెటీరియల్ తీసుకెళ్తారు. షిఫ్టింగ్‌కు GST ఇన్‌వాయిస్ ఇస్తాం; పాత ఫర్నిచర్ మీరు నిర్ణయించే వరకు మా గోడౌన్‌లో ఉంచవచ్చు.",
    ],
    whyChooseUs: [
      {
        id: "moved-while-closed",
        title: "మీరు మూసి ఉన్నప్పుడే",
        text: "రాత్రుళ్లు, ఆదివారాలు, సెలవు రోజుల్లో మారుస్తాం; మీ ఆఫీసుకు ఒక్క పని రోజు కూడా పోదు.",
      },
      {
        id: "labelled-by-seat",
        title: "సీటు నంబర్‌తో లేబుల్",
        text: "ప్రతి టేబుల్, కుర్చీ, కంప్యూటర్, కేబుల్‌పై కొత్త ఫ్లోర్ ప్లాన్‌లో దాని సీటు నంబర్ రాస్తాం.",
      },
      {
        id: "files-in-order",
        title: "మీరు ఉంచిన వరుసలోనే ఫైళ్లు",
        text: "నంబర్లు వేసిన కార్టన్లు మీ అరల వరుసనే పాటిస్తాయి; పత్రాలు ఉన్న బీరువాలకు సీల్ వేస్తాం.",
      },
      {
        id: "storage-old-furniture",
        title: "అవసరం లేని వాటికి స్టోరేజ్",
        text: "పాత ఫర్నిచర్, రికార్డులు నెలవారీ అద్దెతో మా గోడౌన్‌లో ఉంచవచ్చు.",
      },
    ],
    image: { alt: "లేబుల్ వేసిన ఆఫీసు కుర్చీలు, కంప్యూటర్ కార్టన్లను లిఫ్ట్ దగ్గరకు తీసుకెళ్తున్న మా సిబ్బంది ఫోటో" },
  },
  hi: {
    title: "ऑफ़िस शिफ्टिंग",
    enquiryLabel: "ऑफ़िस शिफ्टिंग सेवाएँ",
    shortDescription:
      "रात में या वीकेंड पर ऑफ़िस शिफ्टिंग: टेबल, कंप्यूटर और फ़ाइलों पर सीट नंबर लगाकर, आपकी टीम के लौटने से पहले सब फिर से जमा दिया जाता है।",
    heading: "वीकेंड में आपके ऑफ़िस की शिफ्टिंग, सोमवार को काम के लिए तैयार",
    quote: "हर टेबल, कुर्सी और केबल पर सीट नंबर लगता है, इसलिए किसी को पूछना नहीं पड़ता कि क्या कहाँ गया।",
    description: [
      "हम ऑफ़िस, दुकान और क्लिनिक तब शिफ्ट करते हैं जब वे बंद हों: शनिवार की रात, रविवार या छुट्टी के दिन। पहले हम आकर आपकी एडमिन टीम के साथ हर कमरा देखते हैं और लिखते हैं कि क्या जाएगा, क्या रहेगा और क्या स्टोरेज में जाएगा।",
      "हर टेबल, कुर्सी, कंप्यूटर और केबल पर नए फ़्लोर प्लान का सीट नंबर लगता है। कंप्यूटर और प्रिंटर बबल रैप में लपेटकर कार्टन में रखे जाते हैं, और फ़ाइलें आपकी अलमारियों के क्रम में नंबर वाले कार्टन में जाती हैं।",
      "नए ऑफ़िस में हमारी टीम प्लान के हिसाब से हर टेबल और कुर्सी रखती है, हर सीट के पास उसके कार्टन रखती है और पैकिंग का सामान वापस ले जाती है। शिफ्टिंग का GST बिल मिलता है, और पुराना फ़र्नीचर जब तक आप तय न करें, हमारे गोदाम में रह सकता है।",
    ],
    whyChooseUs: [
      {
        id: "moved-while-closed",
        title: "आपके बंद रहते शिफ्टिंग",
        text: "रात, रविवार और छुट्टी के दिन, ताकि आपके ऑफ़िस का काम एक दिन भी न रुके।",
      },
      {
        id: "labelled-by-seat",
        title: "सीट नंबर के साथ लेबल",
        text: "हर टेबल, कुर्सी, कंप्यूटर और केबल पर नए फ़्लोर प्लान में उसकी सीट लिखी जाती है।",
      },
      {
        id: "files-in-order",
        title: "फ़ाइलें उसी क्रम में",
        text: "नंबर वाले कार्टन आपकी अलमारियों का क्रम मानते हैं, और कागज़ों वाली अलमारियाँ सील की जाती हैं।",
      },
      {
        id: "storage-old-furniture",
        title: "जो नहीं चाहिए, उसका स्टोरेज",
        text: "पुराना फ़र्नीचर और रिकॉर्ड महीने के किराए पर हमारे गोदाम में रह सकते हैं।",
      },
    ],
    image: { alt: "लेबल लगी ऑफ़िस की कुर्सियाँ और कंप्यूटर के कार्टन लिफ़्ट तक ले जाती हमारी टीम की फ़ोटो" },
  },
};
for (const language of languages) {
  edit(words(language, "services.json"), (file) => {
    (file.services as Record<string, Json>)[newService] = officeWords[language];
  });
}

// The recipe's last step: the new sentences' translations recorded (decision 022). What the
// owner changed in English only (the founder's quote) stays listed as behind English.
const recorded = spawnSync(process.execPath, [join(root, "scripts/editor/record-translations.ts")], {
  cwd: root,
  encoding: "utf8",
});
if (recorded.status !== 0) throw new Error(`record-translations failed:\n${recorded.stdout}${recorded.stderr}`);

console.log(
  [
    `The owner's tasks are applied to ${root}:`,
    "- the call buttons' phone, the km rates (+10%), a minimum charge of 2,420, the rates' date",
    "- a Telugu heading fixed, the founder's quote changed in English only, new opening hours",
    `- the testimonial "${removedTestimonial}" removed in every language`,
    `- real PDFs for every certificate (${Object.values(scans).join(", ")})`,
    `- a gallery photograph, a photograph for the "${replacedService}" service and the "${replacedSlide}" slide`,
    `- a new city (nagpur) and a new service (${newService}), its translations recorded`,
    recorded.stdout.trim(),
  ].join("\n"),
);
