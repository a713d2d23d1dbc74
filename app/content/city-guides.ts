/**
 * WHAT THE CITY PAGES SAY: the list of cities (/cities/), each route's page (/cities/pune/) and
 * the page for moves inside Hyderabad (/cities/hyderabad/). Distances, days and prices are not
 * written here: they come from served-cities.ts and estimate-rates.ts, so a city page always
 * agrees with the estimate.
 *
 * Words in braces, like {city}, {km} or {price}, are filled in by the page; keep them as they
 * are. The build says if one is missing.
 *
 * `guides` holds what is true of one route only: the road where we are certain of it, seasons
 * that change the plan, and other notes. Write only what you know to be true; leave a city out
 * rather than guess. We have offices in Hyderabad and Medchal only: never write of a branch,
 * phone number or review in another city.
 */

import type { CityPagesCopy } from "./city-guides-schema";
import { company } from "./company";

/*
 * Each route's own words, by the city's slug. Source notes (comments, never shown): highway
 * numbers are from the National Highways Authority of India's numbering of 2010 and a route
 * planner (checked November 2026); they can change when a road is renumbered or a new expressway
 * opens, so check them on a map when a page is reviewed. RTO codes are from the Parivahan list of
 * registering authorities. Nothing here is a claim about our company: that lives in company.ts.
 */

/*
 * The guides of these cities are words only, so they live in app/content/words/<language>/cities/
 * <slug>.json (English in words/en, Telugu in words/te, Hindi in words/hi; the same facts in every
 * language). Where their highway numbers come from (notes for the editor, never shown):
 * - lucknow: NH 44 to Jhansi, NH 27 Jhansi–Kanpur–Lucknow; Agra–Lucknow Expressway (opened 2017).
 * - mumbai: NH 65 Hyderabad–Solapur–Pune; Mumbai–Pune Expressway, or NH 48 over the Bor ghat.
 * - nashik: NH 65 to Maharashtra; Ahmednagar (Ahilyanagar)–Sinnar; NH 60
 *   Pune–Sangamner–Sinnar–Nashik.
 * - pune: NH 65 (old NH 9) Hyderabad–Zaheerabad–Humnabad–Umarga–Solapur–Indapur–Pune.
 * - surat: NH 53 (old NH 6) Dhule–Navapur–Surat–Hazira; NH 48 Mumbai–Surat.
 * - vapi: NH 48 Mumbai–Vapi; the Maharashtra–Gujarat check post at Bhilad.
 * - tiruppur: NH 44 Hyderabad–Bengaluru–Hosur–Krishnagiri–Salem; NH 544 (old NH 47)
 *   Salem–Perundurai–Avinashi–Coimbatore.
 * - indore: NH 52 (old NH 3, Mumbai–Agra road) Dhule–Sendhwa–Khalghat–Indore; check the usual route
 *   on a planner.
 * - patna: NH 44 to Nagpur; beyond it the route into Bihar varies with the truck (check a route
 *   planner before naming towns on the page).
 * - vijayawada: NH 65 Hyderabad–Choutuppal–Suryapet–Kodad–Nandigama–Vijayawada; AP check post at
 *   Garikapadu. AP 39: the state-wide series for new registrations since 2019 (AP Transport
 *   Department).
 * - visakhapatnam: NH 65 to Vijayawada; NH 16
 *   Vijayawada–Eluru–Rajahmundry–Anakapalli–Visakhapatnam. The Khammam–Aswaraopeta–Jangareddygudem
 *   road to Rajahmundry: check a route planner before quoting it.
 * - gudur: NH 65 to Vijayawada; NH 16 Vijayawada–Ongole–Nellore–Gudur.
 * - kakinada: NH 65 to Vijayawada; NH 16 to Rajahmundry; Rajahmundry–Samalkot–Kakinada (ADB road).
 * - kadapa: NH 44 Hyderabad–Kurnool; NH 40 Kurnool–Nandyal–Kadapa (check the number on a map).
 */
const guides: CityPagesCopy["guides"] = {
  ahmedabad: {
    // Source: NH 48 (old NH 8) Mumbai–Surat–Vadodara–Ahmedabad; Ahmedabad–Vadodara Expressway (NE 1).
    road: [
      "There are two usual roads. One crosses the Deccan through Maharashtra to Dhule and turns west on NH 53 into Gujarat at Navapur; the other goes by way of Pune and Mumbai and runs north on NH 48 along the Gujarat coast.",
      "Both reach Vadodara, and the last stretch to Ahmedabad is the Ahmedabad–Vadodara Expressway or the old highway through Anand and Nadiad.",
    ],
    state: [
      "The truck crosses from Maharashtra into Gujarat. A car that stays is registered by Gujarat's Commissionerate of Transport at the RTO of your area; Ahmedabad's main office issues GJ 01 numbers.",
      "Gujarat forbids alcohol without a permit, and that includes bottles packed among household goods: leave them out of the cartons, or the whole load can be held at a check.",
    ],
    place: [
      "People speak Gujarati and Hindi, and most offices work in English as well. The walled old city east of the Sabarmati is a UNESCO World Heritage City of pols, lanes of old houses behind a single gate, where a truck cannot enter and goods are carried to the door.",
      "West of the river, in Bodakdev, Satellite, Prahlad Nagar and along SG Highway, most families live in tower societies that book the service lift and set the hours for moving in. Sanand's factories, and GIFT City and Gandhinagar to the north, have gated campuses that ask for passes for the truck and crew.",
    ],
    seasons: [
      "April to June is hot, often above 43 °C in May: load early in the morning and keep medicines, candles and records out of a closed truck in the afternoon sun.",
      "Around 14 January the city flies kites for Uttarayan, and during the nine nights of Navratri in September or October roads near the garba grounds fill in the evening; daytime unloading is easier on those days.",
    ],
    nearby: [
      "On the last stretch of the road lie Vadodara, Anand and Nadiad; Gandhinagar, the state capital, is just north of the city.",
    ],
    questions: [
      {
        question: "Is it better to send a small home by part load to Ahmedabad?",
        answer:
          "On a long road like this a 1 BHK often costs less as a part load, and the price table shows where it does. It takes longer, because the shared truck leaves when it is full, so it suits a family that can spend the first days with a suitcase.",
      },
      {
        question: "Can we bring the car along?",
        answer:
          "Yes. The car goes on a car carrier, not in the household truck, and its price is in the table above. Gujarat asks for road tax and a GJ number once it has stayed more than a year, unless it carries a BH-series number.",
      },
    ],
  },
  bengaluru: {
    // Source: NH 44 (old NH 7) Hyderabad–Kurnool–Anantapur–Bengaluru; Kodikonda check post at the Karnataka border.
    road: [
      "The road is NH 44 nearly all the way: south through Jadcherla, across the Tungabhadra at Kurnool, then Dhone, Gooty, Anantapur and Penukonda, into Karnataka near Bagepalli and down through Chikkaballapur and Devanahalli, past the airport, into the city from the north.",
    ],
    state: [
      "The road crosses two borders: into Andhra Pradesh at the Tungabhadra bridge, and into Karnataka near Bagepalli. A car that stays is registered by Karnataka's Transport Department at the RTO of your area, and Karnataka's road tax on cars is among the highest in India, so ask the RTO for the figure before you decide to keep a Telangana car there.",
    ],
    place: [
      "Kannada is the language of the state; in the city Telugu, Tamil, Hindi and English are all heard.",
      "Most families moving for work go to apartment societies in Whitefield, Electronic City, Sarjapur Road, Bellandur or Hebbal. Most book the service lift, allows moving only at set hours and asks the residents' association for a form or deposit first, so send us the rules when you get them.",
      "Bengaluru's traffic police keep heavy goods vehicles off many city roads at peak hours, so a big truck often unloads early in the morning or late in the evening. In older areas such as Malleshwaram or Basavanagudi, narrow roads can mean a smaller vehicle for the last stretch.",
    ],
    seasons: [
      "September and October are Bengaluru's wettest months, with heavy evening showers that flood underpasses; plan loading for the morning. April and May are the hottest on the Kurnool–Anantapur stretch of the road, less so in Bengaluru itself.",
    ],
    nearby: [
      "Kurnool, Anantapur and Chikkaballapur lie on NH 44, and Hosur, just over the Tamil Nadu border beyond Electronic City, is on the same highway.",
    ],
    questions: [
      {
        question: "How early should we book a move to Bengaluru for a weekend?",
        answer:
          "For moves to another city we ask for one to two weeks' notice. Weekends at month end are the busiest, and the society's lift slot is often the harder booking: fix it first, then the truck.",
      },
      {
        question: "Can our goods wait in Hyderabad until the new flat is ready?",
        answer:
          "Yes. They can stay in our Medchal godown, charged per cubic foot per day, and leave for Bengaluru when you call; the storage line of the estimate shows what a month costs.",
      },
    ],
  },
  vadodara: {
    // Source: NH 53 (old NH 6) Dhule–Navapur–Surat; NH 48 Surat–Vadodara; NE 1 Vadodara–Ahmedabad.
    road: [
      "The usual road crosses Maharashtra to Dhule, runs west on NH 53 into Gujarat at Navapur to Surat, then north on NH 48 over the Narmada at Bharuch to Vadodara. The other usual road goes by way of Pune and Mumbai and joins NH 48 there.",
    ],
    state: [
      "The border is between Maharashtra and Gujarat. A car that stays is registered by Gujarat's Commissionerate of Transport; Vadodara's RTO issues GJ 06 numbers.",
      "Gujarat does not allow alcohol without a permit, so no bottles in the cartons: a load with liquor in it can be stopped and held.",
    ],
    place: [
      "Vadodara, the old Baroda of the Gaekwads, speaks Gujarati, Hindi and, in many old families, Marathi. Around the Laxmi Vilas Palace and Mandvi the old city is dense, with lanes where a truck has to stop at the corner.",
      "Newer homes are in Alkapuri, Gotri, Vasna–Bhayli and along the Waghodia and Sama roads, many in societies with a lift and set moving hours. Families working at the refinery at Koyali or in the Makarpura and Nandesari estates often live in townships that issue gate passes.",
    ],
    seasons: [
      "The Vishwamitri river runs through the city and has flooded low areas after heavy rain in July and August, as in 2019 and 2024; keep the unloading date flexible then. Navratri in September or October fills the evenings with garba and traffic, and May is the hottest month.",
    ],
    nearby: [
      "Bharuch and Ankleshwar lie on NH 48 south of Vadodara, Anand and Nadiad to the north, and Halol and the Statue of Unity at Kevadia to the east.",
    ],
    questions: [
      {
        question: "Which months are easiest for a move to Vadodara?",
        answer:
          "November to February: the roads are dry, the days mild, and the city's festivals are over. July and August bring the heaviest rain, and May the worst heat.",
      },
      {
        question: "Does a two-wheeler need its own transport?",
        answer:
          "No. A scooter or motorcycle is wrapped and tied in the same truck as the household goods, and its line in the table is what it adds.",
      },
    ],
  },
  bhopal: {
    // Source: NH 44 Hyderabad–Adilabad–Nagpur; then the Betul–Itarsi road (check its number on a map).
    road: [
      "The road runs north on NH 44 through Nirmal and Adilabad to Nagpur, then north-west through Betul, across the Satpura hills and the Narmada valley near Itarsi, to Bhopal.",
      "The Satpura stretch is a hill road with bends and climbs, slower for a loaded truck than the highway before it.",
    ],
    state: [
      "The truck crosses Maharashtra on the way and enters Madhya Pradesh north of Nagpur. A car that stays is registered by Madhya Pradesh's Transport Department; Bhopal's RTO issues MP 04 numbers.",
    ],
    place: [
      "Hindi is spoken everywhere and Urdu in much of the old city. Bhopal is a city of hills and lakes: the old city around Chowk north of the Upper Lake has steep, narrow lanes, while Arera Colony, MP Nagar, Kolar Road and Hoshangabad Road have wider streets and newer apartment blocks.",
      "The BHEL township in the east of the city and the government colonies of the new city have their own gates and rules for trucks; ask your housing office what it needs before the move.",
    ],
    seasons: [
      "May and early June are very hot on the road and in the city. The monsoon arrives in the second half of June and brings most of its rain in July and August, when the Satpura roads are slow; a move in those months needs a spare day.",
    ],
    nearby: [
      "Betul, Itarsi and Narmadapuram (once Hoshangabad) lie on the road in, and Sehore, Vidisha and Sanchi are close to Bhopal. Indore, which we also serve, is further west.",
    ],
    questions: [
      {
        question: "Is a government transfer to Bhopal different to plan?",
        answer:
          "The move is the same, but government housing often has a fixed handover date and a gate to clear. Tell us the date when you book, and we can keep the goods in our Medchal godown if the house is not ready.",
      },
      {
        question: "Can the car go on the same truck as our furniture?",
        answer:
          "No, a car travels on a car carrier, booked with your move and priced in the table above. A two-wheeler can travel in the household truck.",
      },
    ],
  },
  chennai: {
    // Source: NH 65 Hyderabad–Vijayawada; NH 16 (old NH 5) Vijayawada–Ongole–Nellore–Chennai; Elavur check post.
    road: [
      "Trucks take NH 65 east through Suryapet to Vijayawada, then NH 16 south along the coast through Guntur, Ongole, Nellore and Gudur, entering Tamil Nadu near Gummidipoondi and the city from the north.",
    ],
    state: [
      "The road crosses two borders, into Andhra Pradesh after Kodad and into Tamil Nadu after Sullurpeta. A car that stays is registered by Tamil Nadu's Transport Department at the RTO of your area.",
    ],
    place: [
      "Tamil is the language of the city; English is widely used, and Telugu is spoken in many families. The IT corridor on Old Mahabalipuram Road, Velachery, Porur and Anna Nagar are mostly apartment blocks with lifts and association rules for moving.",
      "In old neighbourhoods such as Mylapore, Triplicane and George Town, streets are narrow and busy, and the truck may stop on the main road while goods are carried in. Chennai's traffic police keep heavy vehicles off many city roads during the day.",
    ],
    seasons: [
      "Chennai gets most of its rain from the north-east monsoon, October to December, and low areas flooded badly in 2015 and 2023. A cyclone can stop traffic on the coast road for a day in November or December, so keep the date flexible then. April to June is hot and humid.",
    ],
    nearby: ["Nellore, Gudur, Sri City and Tada lie on NH 16 before the city; Gudur is one of our served cities too."],
    questions: [
      {
        question: "Should we avoid moving to Chennai in November?",
        answer:
          "Not avoid, but plan: choose a date with a day to spare, and ask us to check the weather warnings with you in the week before. The goods travel sealed and covered, and we unload when the rain allows.",
      },
      {
        question: "Is a part load sensible for a 1 BHK?",
        answer:
          "On this distance it can be, and the price table marks the sizes where it is cheaper. The goods go sealed in a shared truck and take a few days longer.",
      },
    ],
  },
  chandigarh: {
    // Source: NH 44 Hyderabad–Nagpur–Agra–Delhi–Panipat–Ambala; Zirakpur–Chandigarh road (NH 5).
    road: [
      "The road is NH 44 for almost all of it: north through Nagpur, Sagar, Jhansi, Agra and Delhi, then on through Panipat, Karnal and Ambala, turning off at Zirakpur for Chandigarh. Trucks can pass Delhi on the peripheral expressways rather than through the city.",
    ],
    state: [
      "Chandigarh is a union territory, and its Registering and Licensing Authority registers a car that stays (CH 01 numbers). Mohali is in Punjab and Panchkula in Haryana, each with its own transport department, so a family moving to the tricity should know which of the three its new home is in.",
    ],
    place: [
      "Hindi, Punjabi and English are all everyday languages. Chandigarh is a planned city of numbered sectors with wide roads, so a truck can usually reach the door; many homes are houses or government flats of two or three floors without a lift.",
      "The tower societies are mostly in Mohali, Zirakpur, New Chandigarh and Panchkula, with lift bookings and moving hours. Chandimandir, the Army's Western Command headquarters near Panchkula, and the Air Force station issue gate passes for removals.",
    ],
    seasons: [
      "December and January bring dense fog to the plains of Haryana and Punjab, mostly at night and in the early morning, and trucks crawl: allow a spare day. May and June are very hot, and July and August bring the monsoon.",
    ],
    nearby: [
      "Ambala, Zirakpur, Mohali and Panchkula are on the last stretch, and Kharar and Kalka, the start of the road to Shimla, are close by.",
    ],
    questions: [
      {
        question: "Is Chandigarh too far for a part load?",
        answer:
          "No, but it is slower: a shared truck waits until it is full and then has one of our longest roads to cover, so a part load adds days. For a 1 BHK the price table shows the saving; a family that needs its things soon takes a truck of its own.",
      },
      {
        question: "Which months suit a move to Chandigarh best?",
        answer:
          "February to April and October to November: no fog, no monsoon and bearable heat. For a December or January move, plan around the fog rather than a fixed unloading hour.",
      },
    ],
  },
  delhi: {
    // Source: NH 44 (old NH 7 and NH 2) Hyderabad–Nagpur–Sagar–Jhansi–Gwalior–Agra–Delhi. Delhi's
    // age limits on vehicles: National Green Tribunal order of 2015 and the Supreme Court's of 2018.
    road: [
      "NH 44 runs the whole way: north through Nirmal and Adilabad into Maharashtra, Nagpur, then Seoni, Sagar, Jhansi, Gwalior, Agra and Mathura into Delhi. From Agra some trucks take the Yamuna Expressway to Greater Noida instead.",
      "Our Medchal godown lies near this highway on the way out of Hyderabad, so goods stored there leave straight onto the road north.",
    ],
    state: [
      "After Telangana the truck crosses five states: Maharashtra, Madhya Pradesh, Uttar Pradesh, a short stretch of Rajasthan and Haryana. A car that stays is registered by the Delhi Transport Department at the zonal office of your area.",
      "Delhi allows no diesel car older than ten years and no petrol car older than fifteen on its roads; such a car cannot be re-registered in Delhi, so check its age before you pay to bring it.",
    ],
    place: [
      "Hindi is the everyday language, with Punjabi, Urdu and English. Much of Delhi lives in DDA flats and builder floors of three or four storeys, often without a lift, so tell us the floor: the crew carries by the stairs and the estimate adds a charge for it.",
      "Gurugram is in Haryana and Noida and Ghaziabad in Uttar Pradesh, each with its own transport department; their tower societies book lifts and set moving hours. In Old Delhi and many colonies the lanes are too narrow for a truck. Delhi keeps trucks off many of its roads by day, so unloading often starts early in the morning.",
    ],
    seasons: [
      "December and January bring thick fog to the plains, slowing trucks at night and in the early morning. In November, when the air is worst, Delhi's pollution rules can stop trucks entering the city for days; a move then needs a date that can shift. May and June are very hot.",
    ],
    nearby: [
      "Agra, Mathura and Faridabad lie on NH 44 before Delhi, and Gurugram, Noida and Ghaziabad are part of the same city region.",
    ],
    questions: [
      {
        question: "Can our car come to Delhi on the same truck?",
        answer:
          "It comes on a car carrier, booked with the move and priced in the table above. Check its age first: Delhi does not allow an old diesel or petrol car on its roads.",
      },
      {
        question: "How early should we book a Delhi move?",
        answer:
          "One to two weeks ahead for a move to another city, longer for the last days of a month or a date in the fog or pollution season, when a spare day should be part of the plan.",
      },
    ],
  },
  dehradun: {
    // Source: NH 44 to Delhi; NH 334 Meerut–Muzaffarnagar–Roorkee; NH 307 Chhutmalpur–Mohand–Dehradun.
    road: [
      "The road is NH 44 to Delhi, then north-east through Meerut and Muzaffarnagar, and up through the Shivalik hills by the Mohand pass into the Doon valley. The new Delhi–Dehradun expressway, by way of Baghpat and Saharanpur, is a second road from Delhi as its sections open.",
    ],
    state: [
      "The last border is from Uttar Pradesh into Uttarakhand, in the Shivaliks before the valley. A car that stays is registered by Uttarakhand's Transport Department; Dehradun's RTO issues UK 07 numbers.",
    ],
    place: [
      "People speak Hindi, and Garhwali in many families. Dehradun is home to the Indian Military Academy, the Forest Research Institute, ONGC and the Survey of India, and many families moving here are posted to one of them: their campuses and the cantonment at Garhi and Clement Town issue gate passes for the truck.",
      "Rajpur Road, Vasant Vihar and Sahastradhara Road have houses and newer apartment blocks; homes up towards Mussoorie are on steep, narrow roads where goods move to a smaller vehicle for the last stretch.",
    ],
    seasons: [
      "July and August are the heaviest months of the monsoon; hill roads above the city can close for a day after a landslide, so a move up the hill needs a spare day. December and January bring fog on the plains of the road and cold nights in the valley.",
    ],
    nearby: [
      "Muzaffarnagar and Saharanpur lie near the road, Rishikesh and Haridwar are down the valley, and Mussoorie is up the hill; Haridwar is one of our served cities too.",
    ],
    questions: [
      {
        question: "Can the truck reach a house in Mussoorie or on the hill roads?",
        answer:
          "A large truck often cannot. Tell us the address at the survey: where the road is narrow, the goods change to a smaller vehicle, which the written quote then includes.",
      },
      {
        question: "We are posted to Dehradun for two years. Should we re-register the car?",
        answer:
          "The law asks for it after twelve months in Uttarakhand, unless the car has a BH-series number, which is made for transfers like yours: ask your employer whether you can have one.",
      },
    ],
  },
  goa: {
    // Source: NH 167 Hyderabad–Raichur; Hubballi–Dharwad–Belagavi on NH 48; NH 748 Belagavi–Anmod–Ponda.
    road: [
      "The road runs south-west across northern Karnataka to Hubballi and Dharwad, and then down the Western Ghats into Goa, usually by the Anmod ghat to Ponda, or from Belagavi by the Chorla ghat.",
      "The ghat is the slow part: a loaded truck takes the bends in low gear, and it is the part that rain affects most.",
    ],
    state: [
      "The truck crosses Karnataka and enters Goa in the ghats. A car that stays is registered by Goa's Directorate of Transport, which gives GA numbers.",
    ],
    place: [
      "Konkani is the language of Goa, with Marathi, Hindi and English widely used. Many homes are in villages or old Portuguese-era houses on lanes too narrow for a truck, and goods are carried the last part of the way; newer apartment blocks are in Panaji, Porvorim, Margao and Vasco.",
      "Families at the Navy's base at Vasco or at the port at Mormugao need a gate pass for the truck; ask the estate office before the move.",
    ],
    seasons: [
      "Goa gets some of India's heaviest monsoon rain, from June to September, and the ghat roads are slowest then, with landslides after the worst days. October to March is dry, and December is the busy holiday season, when roads and hotels fill.",
    ],
    nearby: [
      "Hubballi, Dharwad and Belagavi lie on the road, and Karwar on the Karnataka coast and Sawantwadi in Maharashtra are just over Goa's borders.",
    ],
    questions: [
      {
        question: "Is a monsoon move to Goa a bad idea?",
        answer:
          "It can be done, with a day to spare for the ghat and everything sealed in plastic and cartons; our standard packing uses bubble wrap and corrugated sheets. If your date is free, October onwards is easier.",
      },
      {
        question: "Can a motorcycle travel with our goods to Goa?",
        answer:
          "Yes, a two-wheeler is wrapped and tied in the household truck, and its line in the price table is what it adds to your move.",
      },
    ],
  },
  haridwar: {
    // Source: NH 44 to Delhi; NH 334 (old NH 58) Meerut–Muzaffarnagar–Roorkee–Haridwar.
    road: [
      "NH 44 takes the truck north through Nagpur, Jhansi and Agra to Delhi, and from there NH 334 runs north-east through Meerut, Muzaffarnagar and Roorkee to Haridwar, on the plains where the Ganga leaves the hills.",
    ],
    state: [
      "The last border is from Uttar Pradesh into Uttarakhand, south of Roorkee. A car that stays is registered by Uttarakhand's Transport Department; Haridwar's RTO issues UK 08 numbers.",
    ],
    place: [
      "Hindi is spoken everywhere, and Garhwali in many families. The old town along the ghats is a pilgrimage centre with narrow, crowded lanes, where goods are carried from the main road.",
      "Many families moving here work at BHEL, whose Ranipur township has its own gates and rules, or in the SIDCUL industrial estate; the township's estate office tells you what a truck needs to enter.",
    ],
    seasons: [
      "During the Kanwar Yatra, in the month of Shravan in July or August, pilgrims walk to Haridwar for about two weeks and the highways from Delhi and Meerut are closed to trucks: do not plan a move for those days.",
      "July and August are also the monsoon's heaviest months, and December and January bring fog to the plains on the way.",
    ],
    nearby: [
      "Roorkee is on the road; Rishikesh lies upstream and Dehradun beyond the Shivaliks, and Dehradun is one of our served cities too.",
    ],
    questions: [
      {
        question: "How do we know the Kanwar Yatra dates before booking?",
        answer:
          "They follow the Hindu calendar and move each year, and the district announces the closures beforehand. Tell us your date when you book and we will check it against them with you.",
      },
      {
        question: "Is a part load sensible for Haridwar?",
        answer:
          "For a small home it costs less, and the price table shows where. The road is one of our longest, so a shared truck adds days; plan to live out of suitcases for a while.",
      },
    ],
  },
  jaipur: {
    // Source: NH 44 to Gwalior; NH 52 Kota–Jaipur. The usual route depends on the truck's load; check a route planner.
    road: [
      "The road runs north through Maharashtra and Madhya Pradesh into Rajasthan, by way of Nagpur and Gwalior or by way of Indore and Kota; the last part crosses the dry plains of eastern Rajasthan.",
    ],
    state: ["A car that stays is registered by Rajasthan's Transport Department; Jaipur's RTO issues RJ 14 numbers."],
    place: [
      "Hindi is the everyday language, with Dhundhari, the local Rajasthani, in old families. The walled Pink City, a UNESCO World Heritage City, is a grid of bazaars inside its gates, busy all day, where a truck cannot stop at your door.",
      "Most families moving for work go to Malviya Nagar, Vaishali Nagar, Mansarovar, Jagatpura or Tonk Road, where there are apartment blocks with lifts and independent houses with wide streets. Sitapura and the Mahindra World City campus have gate passes for trucks.",
    ],
    seasons: [
      "May and June are fierce, often above 45 °C, with dust storms in the afternoons: load early and keep electronics and medicines out of a parked truck in the sun. Winter nights are cold, and the monsoon from July to September brings short, heavy showers.",
    ],
    nearby: ["Kota, Tonk and Dausa lie on the ways in, and Ajmer, Sikar and Alwar are a few hours from Jaipur."],
    questions: [
      {
        question: "Which months are best for moving to Jaipur?",
        answer:
          "October to March: the days are mild and the roads dry. If you must move in May or June, we load in the early morning and you keep the things that cannot take heat with you.",
      },
      {
        question: "Can we send the car to Jaipur with our goods?",
        answer:
          "Yes, on a car carrier, booked with the move and priced in the table above. The household goods travel in their own truck.",
      },
    ],
  },
  kanpur: {
    // Source: NH 44 to Jhansi; NH 27 (East–West Corridor) Jhansi–Orai–Kanpur.
    road: [
      "NH 44 runs north through Nagpur, Sagar and Jhansi; at Jhansi the truck turns east on NH 27, the East–West Corridor, through Orai and over the Yamuna at Kalpi to Kanpur.",
    ],
    state: [
      "The truck crosses Maharashtra and Madhya Pradesh and enters Uttar Pradesh near Jhansi. A car that stays is registered by Uttar Pradesh's Transport Department; Kanpur's RTO issues UP 78 numbers.",
    ],
    place: [
      "Hindi is spoken everywhere, Urdu in much of the old city. Kanpur's old markets and mohallas near the Ganga are crowded lanes where goods are carried from the main road; Swaroop Nagar, Civil Lines, Kidwai Nagar and Kalyanpur have houses and apartment blocks.",
      "The cantonment, IIT Kanpur's campus and the ordnance and defence factories each have their own gates: ask for the pass the truck needs before the day.",
    ],
    seasons: [
      "December and January bring dense fog to the Ganga plains, and trucks slow to a crawl at night and in the morning: allow a spare day. May and June are very hot, with the dry loo wind in the afternoons.",
    ],
    nearby: [
      "Jhansi, Orai and Kalpi lie on the road, and Unnao and Lucknow are just beyond; Lucknow is one of our served cities too.",
    ],
    questions: [
      {
        question: "Is a part load sensible for Kanpur?",
        answer:
          "For a 1 BHK the price table shows what a shared truck saves. It takes longer, because the truck leaves when it is full, and in the fog season longer still.",
      },
      {
        question: "Can our goods wait while we find a house in Kanpur?",
        answer: "Yes, in our Medchal godown, charged per cubic foot per day; they leave for Kanpur when you are ready.",
      },
    ],
  },
  kolkata: {
    // Source: NH 65 Hyderabad–Vijayawada; NH 16 (old NH 5 and NH 6) Vijayawada–Visakhapatnam–Bhubaneswar–Kharagpur–Kolkata.
    road: [
      "Trucks take NH 65 to Vijayawada and then NH 16 up the east coast for most of the way: Rajahmundry, Visakhapatnam, Srikakulam, then Odisha by Berhampur, Bhubaneswar, Cuttack and Balasore, and West Bengal by Kharagpur, crossing the Hooghly into Kolkata.",
    ],
    state: [
      "The road crosses Andhra Pradesh and Odisha before West Bengal. A car that stays is registered by West Bengal's Transport Department at the RTO of your area.",
    ],
    place: [
      "Bengali is the language of the city, with Hindi and English widely spoken. North and central Kolkata are old neighbourhoods of tall, narrow houses on lanes where a truck cannot turn, and goods often go the last part on a smaller vehicle; a room on the third floor of an old house usually has no lift.",
      "Salt Lake, New Town and Rajarhat, where many IT jobs are, have tower blocks with lifts and society rules. Kolkata's police allow heavy goods vehicles into the city only at night on many roads, so the truck may wait outside until then.",
    ],
    seasons: [
      "The monsoon, June to September, waterlogs many streets after a heavy shower. Cyclones from the Bay of Bengal reach the Odisha and Bengal coast in May and again in October and November, and can stop traffic on NH 16 for a day.",
      "During Durga Puja, in September or October, the city's roads fill with crowds every evening of the five days of the festival: plan the move before or after it.",
    ],
    nearby: ["Bhubaneswar, Cuttack and Kharagpur lie on NH 16 before the city, and Howrah is across the river."],
    questions: [
      {
        question: "How long does a part load take to Kolkata?",
        answer:
          "Longer than a truck of your own: a shared truck waits until it is full and then covers one of our longest roads. The days on the road and the part-load days are both given above.",
      },
      {
        question: "Can the car travel with the household goods?",
        answer:
          "It travels on a car carrier, booked with the move and priced in the table above; a scooter or motorcycle can go in the household truck.",
      },
    ],
  },
};

export const cityPages: CityPagesCopy = {
  index: {
    regions: {
      South: "South India",
      West: "West India",
      North: "North India",
      East: "East India",
      Central: "Central India",
    },
    cityHeading: "City",
    stateHeading: "State",
    distanceHeading: "Distance by road from Hyderabad",
    transitHeading: "Days on the road",
    local: "Local moves",
    sameDay: "Same day",
    note: `Distances are by road from Hyderabad, where our offices are (${company.registeredOffice.locality} and ${company.branchOffice.city}). Days on the road are for a truck of your own, and are the same both ways.`,
  },
  route: {
    title: "Hyderabad–{city} Packers & Movers | {company}",
    description:
      "Hyderabad to {city}: {km} km by road, {days} on the way. A 2 BHK costs about {price} with GST. The road, the paperwork and the seasons.",
    heading: "Packers and movers between Hyderabad and {city}",
    intro: "{km} km by road and {days} on the way, the same in both directions.",
    pricesHeading: "What a move between Hyderabad and {city} costs",
    pricesIntro: "Standard packing and GST included, the same both ways.",
    guideHeading: "Moving between Hyderabad and {city}",
    topics: {
      road: "The road",
      state: "Crossing into {state}",
      place: "Moving into {city}",
      seasons: "The months that change the plan",
      nearby: "Other places on the same road",
    },
    nearbyNote: "This site prices only the cities it lists: ask us about these.",
    questionsHeading: "Questions families ask about this route",
    services: ["relocation", "door-to-door", "packaging", "transportation", "warehousing"],
  },
  local: {
    title: "House Shifting within {city} | {company}",
    description:
      "House shifting within {city} and across Telangana: a 2 BHK costs about {price} with GST, done the same day. Packing, loading and godown storage.",
    heading: "Local shifting within {city} and Telangana",
    intro:
      "Most homes within the city are packed, moved and unloaded in one day, by our own crew. See what a local move costs, from the rates our written quotes use.",
    pricesHeading: "What a move within {city} costs",
    pricesIntro:
      "Worked out from our published rates with standard packing, on the ground floor or with a lift, GST included.",
    localKm: "For a move of {from} to {to} km by road between the two homes.",
    guideHeading: "Planning a move within {city}",
    guide: [
      "A move within Telangana crosses no state border, so there are no border checks to plan for. Used household goods need no e-way bill under GST, within the state or beyond it.",
      "Most new homes are in gated communities in Gachibowli, Kondapur, Kokapet, Miyapur and along the Outer Ring Road, which book the service lift and allow moving only at set hours; the old city's lanes around Charminar are too narrow for a truck, and goods go the last stretch in a smaller vehicle.",
      "The Secunderabad cantonment and the defence and research campuses of the city issue gate passes for the truck, and Telangana registers new vehicles with TG numbers since 2024; a car moving within the state keeps its number.",
      "On the day of the Ganesh immersion, in August or September, roads to Hussain Sagar close for most of the day and night: choose another day for a move in the city.",
      `If your new home is not ready on the day, we keep your goods in our ${company.branchOffice.city} godown until it is, and deliver them when you call.`,
      "The south-west monsoon brings Hyderabad most of its rain from June to September. In those months, keep the moving day flexible.",
      "Tell us early about a society's moving hours, a narrow lane or a lift that cannot take furniture: the survey is free, and it lets us send the right truck and crew.",
    ],
    services: ["local-shifting", "packaging", "loading", "warehousing", "transportation"],
  },
  facts: {
    heading: "The route at a glance",
    distance: "Distance by road",
    distanceValue: "{km} km",
    transit: "Days on the road, either way",
    transitValue: "{low}–{high} days",
    sharedTransit: "Days with a part load",
    sameDay: "Same day",
  },
  prices: {
    caption: "Estimated prices for a move between Hyderabad and {city}, GST included",
    moveHeading: "What you are moving",
    priceHeading: "Estimated price",
    rows: {
      "1bhk": "1 BHK home",
      "2bhk": "2 BHK home",
      "3bhk": "3 BHK home",
      car: "A car, on a car carrier",
      "two-wheeler": "A scooter or motorcycle",
    },
    sharedMark: "(part load)",
    sharedNote: "Part load: your goods sealed in a truck shared with another family's.",
    note: "Stairs without a lift, insurance and storage are extra.",
    estimateLink: "Estimate this move",
    estimateHint: "Your own items, floors and date give your own price.",
  },
  interstate: {
    documents:
      "Used household goods need no e-way bill under GST; carry the packing list and your ID. A BH-series car keeps its number in any state.",
  },
  servicesHeading: "Services for this move",
  contact: {
    heading: "Talk to us about your move",
    text: `Free survey and written quote from our offices in ${company.registeredOffice.locality}, Hyderabad, and ${company.branchOffice.city}; no branches elsewhere.`,
  },
  guides,
  shareArt: "service-relocation.svg",
};
