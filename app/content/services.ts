/**
 * The eight services, in the order the site lists them. `slug` is the page address
 * (/services/{slug}); `enquiryLabel` is the exact text of that service in the contact form's
 * "-- Select Service --" list. Pictures live in app/assets/images (or public/art for SVGs).
 */
import type { Service } from "./schema";
// With its extension: the benchmark script reads this file with plain Node, which needs it.
import { trackRecord } from "./track-record.ts";

/** The band near the end of every service page; its quote button opens the form with that service chosen. */
export const serviceCallToAction = {
  heading: "Get a free survey and a written quote",
  text: "Tell us what you are moving, from where to where, and the date you have in mind. We will call you back, survey your goods at home or on a video call, and send a written quote. No obligation.",
};

export const services: Service[] = [
  {
    slug: "warehousing",
    title: "Warehousing",
    enquiryLabel: "Warehousing Service",
    shortDescription:
      "Short or long-term storage for household goods and business stock in our covered godown at Medchal, packed, labelled and listed item by item.",
    heading: "Safe godown storage for your household goods and stock",
    quote: "Your new flat is not ready yet? Keep your things with us until it is.",
    description: [
      "Many families need to store their things for a while: the new flat's keys come a month late, a transfer order arrives before the children's school year ends, or a house is being renovated. We keep household goods and business stock in our covered godown at Medchal, on the Hyderabad side of NH 44, for as little as a week or for many months.",
      "Everything is packed before it goes in: furniture wrapped in bubble wrap and corrugated sheets, cartons sealed and numbered, and a written inventory signed by you and our supervisor. Goods sit on wooden pallets and steel racks, off the floor and away from the walls, with the godown locked, guarded at night and covered by CCTV. Your lot is kept together and tagged with your name and inventory number.",
      "When you want your goods back, call us a day or two ahead. We can deliver to any address in Hyderabad, bring part of the lot while the rest stays, or send everything on to another city. Storage is billed by the month with a GST invoice, and we can arrange insurance for the stored goods on the value you declare.",
    ],
    whyChooseUs: [
      {
        title: "Covered, dry and off the floor",
        text: "Goods are stored on pallets and racks inside a covered godown, not in an open yard, so monsoon damp and pests stay away.",
      },
      {
        title: "Signed inventory",
        text: "Every carton and piece of furniture is numbered and listed, and you keep a signed copy of the list.",
      },
      {
        title: "Locked, guarded and on camera",
        text: "The godown has a night watchman and CCTV, and only our supervisor handles your lot.",
      },
      {
        title: "Take back what you need",
        text: "Ask for one carton or the whole lot, delivered anywhere in Hyderabad or sent to another city.",
      },
    ],
    image: {
      src: "service-warehousing.svg",
      alt: "Drawing of numbered cartons and wrapped furniture on steel racks inside a covered godown",
    },
  },
  {
    slug: "door-to-door",
    title: "Door to Door",
    enquiryLabel: "Door to Door Service",
    shortDescription:
      "One booking covers everything from packing at your old home to unpacking at the new one, with the same team answering your calls throughout.",
    heading: "From your old front door to your new one, handled by one team",
    quote: "You lock the old house and open the new one. We take care of everything in between.",
    description: [
      "With door-to-door service you do not have to arrange packers, a truck and labourers separately. Our crew comes to your home, packs everything, loads it, transports it and, at the new address, unloads it, places furniture in the rooms you choose and unpacks the cartons you want opened the same day.",
      "Before the move our surveyor visits your home, or takes a video call if you are already in another city, to see what is being moved. You get a written quote and a moving date. On the day, one supervisor stays in charge of your goods from the first carton to the last, and you have his number as well as our office number.",
      `Door-to-door works for shifting within Hyderabad, within Telangana and to the ${trackRecord.cities} cities we serve across India. For long distances we send updates on WhatsApp while the truck is on the road, and we can take your car or two-wheeler on the same trip. You receive a GST invoice and, if you choose it, transit insurance for the goods.`,
    ],
    whyChooseUs: [
      {
        title: "One booking, one team",
        text: "Packing, loading, transport, unloading and unpacking are done by our own crew, not handed on to strangers.",
      },
      {
        title: "A supervisor you can call",
        text: "You know who is in charge of your goods and have his phone number on moving day.",
      },
      {
        title: "Placed where you want it",
        text: "Beds, almirahs and the fridge are put in the rooms you choose, and cots are reassembled before we leave.",
      },
      {
        title: "Updates on WhatsApp",
        text: "For moves to other cities we tell you when the truck leaves, where it is and when it will reach.",
      },
    ],
    image: {
      src: "service-door-to-door.svg",
      alt: "Drawing of movers carrying a packed carton from an apartment building to a waiting truck",
    },
  },
  {
    slug: "loading",
    title: "Loading and Unloading",
    enquiryLabel: "Loading Services",
    shortDescription:
      "Trained loaders who stack a tempo or truck so nothing shifts on the road, and unload it carefully up the stairs or lift at the other end.",
    heading: "Loading and unloading done with care, not hurry",
    quote: "Most damage happens in the first and last hour of a move. That is where we are most careful.",
    description: [
      "How a truck is loaded decides how your goods arrive. Our loaders put heavy things such as the fridge, washing machine and almirah in first and tie them to the body of the truck. Cartons go in next, heavy below and light above, and glass, mirrors and the TV are kept upright and padded. Gaps are filled so nothing slides when the truck brakes.",
      "We bring what the job needs: blankets, ropes and straps, a trolley, and wooden planks for heavy items where a ramp helps. For apartments we carry goods by the stairs when the lift is too small or the society allows only the service lift, and we protect lift walls and corners with sheets.",
      "You can book loading on its own if you already have a vehicle, for example for a company truck, a rented container or a parcel to a transport office. We can also unload goods that arrived with another transporter and carry them into your home.",
    ],
    whyChooseUs: [
      {
        title: "Heavy items tied down",
        text: "The fridge, washing machine and almirahs are strapped to the truck body so they cannot move on the road.",
      },
      {
        title: "Enough hands for the job",
        text: "We send the number of loaders the survey calls for, so heavy items are never lifted by one person.",
      },
      {
        title: "Care for your building",
        text: "We cover lift walls and corners and follow your society's rules for moving hours and the service lift.",
      },
      {
        title: "Available on its own",
        text: "Book only loading or only unloading when you have already arranged the vehicle.",
      },
    ],
    image: {
      src: "service-loading.svg",
      alt: "Drawing of two loaders lifting a wrapped refrigerator onto a tempo with a ramp",
    },
  },
  {
    slug: "relocation",
    title: "Relocation",
    enquiryLabel: "Relocation Services",
    shortDescription:
      "Complete household shifting to another city, for families and transferred employees, with car and two-wheeler transport on the same move.",
    heading: "Moving your family to another city, planned step by step",
    quote: "A transfer letter gives you a date. We give you a plan that meets it.",
    description: [
      "Relocation is for families moving to another city: a transfer from Hyderabad to Pune, a new job in Bengaluru, or parents moving back to Vijayawada. We survey your home, list what is going, and agree the packing date, the loading date and the expected delivery date before you book, so you can plan school admissions, rent agreements and notice periods around them.",
      "A typical 2BHK is packed and loaded in one day. Furniture is wrapped in bubble wrap and corrugated sheets, crockery goes into cartons with paper and thermocol, and the cartons are numbered and listed. Your car travels in a closed or open car carrier and your two-wheeler is wrapped and crated or tied in the same truck, with photos of the vehicle taken at handover.",
      "We give you a GST invoice, which many employers ask for when reimbursing relocation, and arrange transit insurance on the value you declare if you choose it. At the new home our team unloads, places the furniture, reassembles beds and collects the packing material.",
    ],
    whyChooseUs: [
      {
        title: "Dates agreed in writing",
        text: "Packing, loading and expected delivery dates are written on your quote before you book.",
      },
      {
        title: "Car and bike on the same move",
        text: "We carry cars on car carriers and two-wheelers in the truck, with photos taken at handover and delivery.",
      },
      {
        title: "Papers your employer needs",
        text: "You get a GST invoice and the lorry receipt, the documents companies usually ask for relocation claims.",
      },
      {
        title: "Transit insurance on request",
        text: "We arrange insurance for your goods on the value you declare and help you with the claim if something is damaged.",
      },
    ],
    image: {
      src: "service-relocation.svg",
      alt: "Drawing of a family watching their packed household goods and car being loaded for an intercity move",
    },
  },
  {
    slug: "local-shifting",
    title: "Local Shifting",
    enquiryLabel: "Local Shifting Services",
    shortDescription:
      "Household shifting within Hyderabad and Secunderabad, usually finished in a single day, with the right size tempo for your home.",
    heading: "Shifting within Hyderabad, done in a day",
    quote: "Kukatpally to Gachibowli or Uppal to Miyapur: pack in the morning, sleep in the new home tonight.",
    description: [
      "Local shifting is our most common job: a family moving from one part of Hyderabad or Secunderabad to another. For a 1BHK or 2BHK we usually start packing in the morning and finish unloading at the new flat by evening, so you can sleep there the same night.",
      "We choose the vehicle by what you have, not the other way round: a Tata Ace for a bachelor room, a 14-foot tempo for most 2BHKs, and a 17 or 19-foot truck for larger homes. The crew packs everything on the spot with bubble wrap, corrugated sheets and fresh cartons, takes down and refits beds and wardrobes, and disconnects and reconnects the washing machine if you want.",
      "Tell us about your building when you call: the floor, whether there is a lift, and any society timings or gate passes. We plan the crew and time around them. Local moves can be booked a few days ahead, and on short notice when a crew is free.",
    ],
    whyChooseUs: [
      {
        title: "Finished the same day",
        text: "Most 1BHK and 2BHK local moves are packed, moved and unloaded in a single day.",
      },
      {
        title: "The right vehicle",
        text: "From a Tata Ace to a 19-foot truck, we send the vehicle that fits your goods so you do not pay for empty space.",
      },
      {
        title: "Beds and wardrobes refitted",
        text: "Our crew dismantles and reassembles cots, wardrobes and dining tables at the new home.",
      },
      {
        title: "We know the city",
        text: "Our crews work in Hyderabad every day and plan routes and timings around traffic and society rules.",
      },
    ],
    image: {
      src: "service-local-shifting.svg",
      alt: "Drawing of a loaded tempo with household goods on a Hyderabad street outside an apartment block",
    },
  },
  {
    slug: "transportation",
    title: "Transportation",
    enquiryLabel: "Transportation Services",
    shortDescription: `Tempos, trucks and car carriers for household goods, vehicles and business consignments, within Telangana and to ${trackRecord.cities} cities in India.`,
    heading: "The right vehicle for your goods, on time",
    quote: "A tempo for a room, a truck for a house, a car carrier for your car.",
    description: [
      "We run our own tempos for local work in Hyderabad and hire trucks and containers from transporters we work with regularly for longer routes. Depending on the load, your goods go in a dedicated vehicle or share space on a part-load truck on a fixed route, such as Hyderabad to Bengaluru, Chennai, Pune or Vijayawada, which costs less when you are not in a hurry.",
      "For cars we book open or closed car carriers and inspect the car with you at pickup, noting scratches and dents with photos. Two-wheelers are wrapped, crated or tied upright with the petrol tank nearly empty. You receive a lorry receipt for every consignment and updates on WhatsApp while it is on the road.",
      "Businesses use us to send shop fittings, furniture, machines and stock between branches. We issue a GST invoice and the e-way bill details needed for goods in transit, and we can arrange transit insurance on the declared value.",
    ],
    whyChooseUs: [
      {
        title: "Dedicated or part load",
        text: "Book a full vehicle for speed or share a part-load truck when the date is flexible.",
      },
      {
        title: "Car carriers for your car",
        text: "Your car travels on an open or closed car carrier, inspected and photographed with you at pickup.",
      },
      {
        title: "Proper paperwork",
        text: "A lorry receipt for every consignment, a GST invoice and help with the e-way bill for business goods.",
      },
      {
        title: "Updates on the road",
        text: "We tell you on WhatsApp when the vehicle leaves, where it is and when it will reach.",
      },
    ],
    image: {
      src: "service-transportation.svg",
      alt: "Drawing of a covered truck and a car carrier on a national highway",
    },
  },
  {
    slug: "project-cargo",
    title: "Project Cargo",
    enquiryLabel: "Project Cargo Service",
    shortDescription:
      "Planned moving of machines, heavy equipment and whole office or factory setups, with a site survey, the right vehicles and rigging.",
    heading: "Heavy and awkward loads, planned before they are lifted",
    quote: "Machines do not fit in cartons. They need a plan, the right vehicle and a careful crew.",
    description: [
      "Project cargo covers goods that are too big, heavy or delicate for an ordinary move: machines for a small factory, generators, printing presses, hospital or lab equipment, server racks, or the full contents of an office shifting to a new building. We survey the site first and check weights, sizes, access roads, gates and floor loading before we quote.",
      "Depending on the job we arrange flatbed trucks, trailers, hydraulic lifts, chain blocks or a crane, and crate sensitive equipment in wooden boxes with foam and shock-absorbing packing. For office moves we label every desk, chair and cable by floor and seat so the new office can start work the next morning.",
      "We plan moves around your working hours, including nights, Sundays and holidays, so production or business stops for as little time as possible. You get a written plan, a single coordinator, a GST invoice and, on request, transit insurance for the consignment.",
    ],
    whyChooseUs: [
      {
        title: "Site survey first",
        text: "We check weights, sizes, access and floors before quoting, so there are no surprises on the day.",
      },
      {
        title: "Right equipment",
        text: "Flatbeds, trailers, hydraulic lifts or a crane are arranged according to the load, not guessed.",
      },
      {
        title: "Wooden crating",
        text: "Delicate machines and instruments are crated with foam and shock-absorbing packing.",
      },
      {
        title: "Moves outside working hours",
        text: "We work nights, Sundays and holidays so your office or factory loses as little time as possible.",
      },
    ],
    image: {
      src: "service-project-cargo.svg",
      alt: "Drawing of a wooden-crated machine being lifted onto a flatbed trailer at a factory gate",
    },
  },
  {
    slug: "packaging",
    title: "Packing",
    enquiryLabel: "Packaging Services",
    shortDescription:
      "Careful packing of everything in your home or office with bubble wrap, corrugated sheets, fresh cartons and wooden crates where needed.",
    heading: "Packed properly, with the right material for each item",
    quote: "Good packing is cheaper than a broken TV. We never cut corners on material.",
    description: [
      "Each item gets the packing it needs. Crockery and glassware are wrapped piece by piece in paper and packed in cartons with thermocol; sofas, beds and dining tables are covered in bubble wrap and then corrugated sheets; the TV, mirrors and glass tops go in padded cartons or wooden crates; clothes and bedding go into strong cartons or bags.",
      "We use fresh five-ply cartons, bubble wrap, corrugated sheets, stretch film and good-quality tape, and we bring enough for the whole home so packing does not stop halfway. Every carton is numbered and marked with the room it belongs to, and the inventory list tells you what is inside.",
      "You can book packing on its own, for example before a move you are arranging yourself, or for goods you are sending by courier or parcel service. We also pack for storage in our godown and unpack at the new home, taking the used material away with us.",
    ],
    whyChooseUs: [
      {
        title: "Fresh material only",
        text: "New five-ply cartons, bubble wrap, corrugated sheets and stretch film, not reused boxes.",
      },
      {
        title: "Packed item by item",
        text: "Crockery, glass, electronics and idols are wrapped individually by trained packers.",
      },
      {
        title: "Numbered and listed",
        text: "Each carton is numbered, marked with its room and written on an inventory you keep.",
      },
      {
        title: "Wooden crates when needed",
        text: "Glass tops, large mirrors, artwork and delicate items can be crated for extra safety.",
      },
    ],
    image: {
      src: "service-packaging.svg",
      alt: "Drawing of a packer wrapping a television in bubble wrap next to numbered cartons",
    },
  },
];
