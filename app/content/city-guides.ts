/**
 * WHAT THE CITY PAGES SAY: the list of cities (/cities/), each route's page (/cities/pune/) and
 * the page for moves inside Hyderabad (/cities/hyderabad/). Distances, days and prices are not
 * written here: they come from served-cities.ts and estimate-rates.ts, so a city page always
 * agrees with the estimate.
 *
 * The words are in app/content/words/<language>/: the list's and the pages' common words in
 * cities.json (under `cityPages`, beside the cities' names under `servedCities`), and each
 * route's guide in cities/<slug>.json (under `cityPages.guides.<slug>`). This file keeps the facts:
 * the services each kind of page links to, the share picture, the guides not yet moved to words
 * files, and the sources of the guides' roads.
 *
 * Words in braces, like {city}, {km} or {price}, are filled in by the page; keep them as they
 * are. The build says if one is missing.
 *
 * A guide holds what is true of one route only: the road where we are certain of it, seasons
 * that change the plan, and other notes. Write only what you know to be true; leave a city out
 * rather than guess. We have offices in Hyderabad and Medchal only: never write of a branch,
 * phone number or review in another city. Roads, highway numbers (NH 44) and RTO codes stay in
 * Latin letters in every language, and a guide says the same in every language.
 */

import type { CityPagesCopy } from "./city-guides-schema";

/*
 * Each route's own words, by the city's slug. Source notes (comments, never shown): highway
 * numbers are from the National Highways Authority of India's numbering of 2010 and a route
 * planner (checked November 2026); they can change when a road is renumbered or a new expressway
 * opens, so check them on a map when a page is reviewed. RTO codes are from the Parivahan list of
 * registering authorities. Nothing here is a claim about our company: that lives in company.ts.
 */
const guides: CityPagesCopy["guides"] = {
  lucknow: {
    // Source: NH 44 to Jhansi, NH 27 Jhansi–Kanpur–Lucknow; Agra–Lucknow Expressway (opened 2017).
    road: [
      "There are two usual roads. One follows NH 44 to Jhansi and then NH 27 east through Kanpur and Unnao to Lucknow; the other stays on NH 44 to Agra and takes the Agra–Lucknow Expressway.",
    ],
    state: [
      "The truck enters Uttar Pradesh near Jhansi, after Maharashtra and Madhya Pradesh. A car that stays is registered by Uttar Pradesh's Transport Department; Lucknow's RTO issues UP 32 numbers.",
    ],
    place: [
      "Hindi and Urdu are the city's languages, with Awadhi in many homes. The old city around Chowk and Aminabad is a maze of lanes where goods are carried from the main road; Gomti Nagar, Indira Nagar, Aliganj and the new areas along Shaheed Path have wider roads and apartment societies with lift bookings.",
      "Lucknow is a state capital and the home of the Army's Central Command: government colonies and the cantonment have gates, and a truck needs a pass arranged by the family.",
    ],
    seasons: [
      "December and January bring dense fog, which slows trucks at night and in the morning, on the expressway too: allow a spare day. May and June are very hot, and July to September bring the monsoon.",
    ],
    nearby: [
      "Kanpur and Unnao lie on NH 27, and Barabanki and Rae Bareli are close to Lucknow; Kanpur is one of our served cities too.",
    ],
    questions: [
      {
        question: "Should we move to Lucknow by part load?",
        answer:
          "For a 1 BHK the price table shows what sharing a truck saves. It takes extra days on a road this long, more in the fog season.",
      },
      {
        question: "When is the best time to move to Lucknow?",
        answer:
          "February to April, or October and November, between the fog, the heat and the monsoon. Book one to two weeks ahead, earlier for the end of a month.",
      },
    ],
  },
  mumbai: {
    // Source: NH 65 Hyderabad–Solapur–Pune; Mumbai–Pune Expressway, or NH 48 over the Bor ghat.
    road: [
      "The road is NH 65 west through Zaheerabad, a short stretch of Karnataka and Solapur to Pune, then down the Western Ghats to Mumbai on the Mumbai–Pune Expressway or the old highway over the Bor ghat by Khandala.",
      "The ghat is the slowest stretch, and in the monsoon the foggiest.",
    ],
    state: [
      "The road crosses Karnataka before Maharashtra. A car that stays is registered by Maharashtra's Transport Department at the RTO of your area, which in Mumbai depends on the suburb.",
    ],
    place: [
      "Marathi is the state's language; Hindi, Gujarati and English are heard everywhere. Most families moving to Mumbai, Thane or Navi Mumbai go to a flat in a cooperative housing society, and nearly every society asks for the moving dates in advance, books the lift and allows moving only at set hours; some ask for a letter from the landlord.",
      "Mumbai's traffic police keep heavy goods vehicles off many city roads during the day, so the truck often unloads early in the morning or late in the evening, and in the older areas the last stretch may be by a smaller vehicle.",
    ],
    seasons: [
      "Mumbai's monsoon, June to September, is one of the heaviest of any city in India, and a day of very heavy rain floods roads and stops traffic. Keep the unloading day flexible then, and carry what you need for the first days with you.",
      "During Ganeshotsav, in August or September, many roads close for the processions, most of all on the immersion day.",
    ],
    nearby: [
      "Solapur and Pune lie on the road, and Thane, Navi Mumbai and Panvel are part of the same region; Pune is one of our served cities too.",
    ],
    questions: [
      {
        question: "Our society allows moving only on weekdays. Is that a problem?",
        answer:
          "No. Tell us the society's hours and days when you book, one to two weeks ahead, and we plan the loading in Hyderabad around them.",
      },
      {
        question: "Can our goods wait in Hyderabad until the Mumbai flat is free?",
        answer: "Yes, in our Medchal godown, charged per cubic foot per day, and they leave for Mumbai when you call.",
      },
    ],
  },
  nashik: {
    // Source: NH 65 to Maharashtra; Ahmednagar (Ahilyanagar)–Sinnar; NH 60 Pune–Sangamner–Sinnar–Nashik.
    road: [
      "The road stays on the Deccan plateau all the way: NH 65 into Maharashtra, then north-west through the Marathwada and Ahilyanagar (once Ahmednagar) districts to Sinnar and Nashik. The other usual road goes by way of Pune and north on the Pune–Nashik highway through Sangamner.",
      "Neither road crosses the Western Ghats: Nashik lies on their eastern side, and the ghat on the way is the Kasara ghat, on the road on to Mumbai.",
    ],
    state: [
      "The road crosses a short stretch of Karnataka before Maharashtra. A car that stays is registered by Maharashtra's Transport Department; Nashik's RTO issues MH 15 numbers.",
    ],
    place: [
      "Marathi is the everyday language, with Hindi widely spoken. Nashik stands on the Godavari, and its old town around Panchavati and the ghats has crowded, narrow streets; Gangapur Road, College Road, Indira Nagar and Nashik Road have apartment buildings, most with lifts.",
      "Many families move here for the industrial estates at Satpur and Ambad, for HAL at Ozar or for the Army at Deolali: HAL's township and the Deolali cantonment issue gate passes for the truck.",
    ],
    seasons: [
      "Nashik is not on the coast. The monsoon, June to September, brings it moderate rain, much less than Mumbai's; the heavy rain falls on the Western Ghats west of the city, around Igatpuri and Trimbakeshwar.",
      "The Kumbh Mela comes to Nashik and Trimbakeshwar every twelve years, next in 2027: on its main bathing days the city keeps trucks off its roads, so plan around them.",
    ],
    nearby: [
      "Sinnar is on the road, and Igatpuri, Trimbakeshwar, Ozar, Shirdi and Malegaon are within a couple of hours of Nashik.",
    ],
    questions: [
      {
        question: "Do we need to avoid the monsoon for a move to Nashik?",
        answer:
          "Not in the way Mumbai's monsoon needs: the road stays east of the ghats. Keep the goods sealed and covered, which our standard packing does, and expect showers at the unloading.",
      },
      {
        question: "Can we move a car and a motorcycle with the household goods?",
        answer:
          "The motorcycle travels in the household truck; the car goes on a car carrier. Both are priced in the table above.",
      },
    ],
  },
  pune: {
    // Source: NH 65 (old NH 9) Hyderabad–Zaheerabad–Humnabad–Umarga–Solapur–Indapur–Pune.
    road: [
      "The road is NH 65 the whole way: west through Sangareddy and Zaheerabad, a short stretch of Karnataka past Humnabad, into Maharashtra at Umarga, then Solapur, Indapur and the long approach to Pune through Yavat and Hadapsar.",
      "The road stays on the Deccan plateau: it does not cross the Western Ghats, which begin west of Pune on the way to Mumbai.",
    ],
    state: [
      "The truck crosses two borders, into Karnataka after Zaheerabad and into Maharashtra at Umarga. A car that stays is registered by Maharashtra's Transport Department; Pune's RTO issues MH 12 numbers, and Pimpri-Chinchwad's MH 14.",
    ],
    place: [
      "Marathi is the everyday language; Hindi and English are spoken widely, above all in the IT areas. Most families moving for work go to the societies of Hinjewadi, Wakad, Baner, Kharadi, Hadapsar or Wagholi, which book the lift and allow moving only at set hours.",
      "The old city's peths, such as Kasba, Sadashiv and Narayan, have narrow lanes where goods are carried from the main road. The Army's Southern Command, the cantonments at Pune, Khadki and Dehu Road and the defence establishments have gates and passes for removals.",
    ],
    seasons: [
      "Pune is not on the coast: it lies on the plateau east of the Western Ghats, in their rain shadow. The monsoon, June to September, brings it steady rain but a fraction of what falls on the ghats and on Mumbai, so it seldom stops a move; keep cartons covered at the unloading.",
      "In the ten days of Ganeshotsav, in August or September, the old city closes roads for the processions; the immersion day is the hardest to move on.",
    ],
    nearby: [
      "Solapur and Indapur lie on NH 65, Baramati is south of it, and Pimpri-Chinchwad and Lonavala are on the far side of Pune.",
    ],
    questions: [
      {
        question: "How far ahead should we book a weekend move to Pune?",
        answer:
          "One to two weeks for a move to another city; weekends at the end of a month fill first. Book the society's lift slot before you fix the truck.",
      },
      {
        question: "Is a part load worth it for a 1 BHK to Pune?",
        answer:
          "The price table shows whether it is cheaper on this distance. A shared truck takes a couple of days more, so it suits a family that can wait for its things.",
      },
    ],
  },
  surat: {
    // Source: NH 53 (old NH 6) Dhule–Navapur–Surat–Hazira; NH 48 Mumbai–Surat.
    road: [
      "The usual road crosses Maharashtra's Deccan to Dhule and runs west on NH 53 through Navapur into Gujarat and down to Surat. The other goes by way of Pune and Mumbai and north on NH 48.",
    ],
    state: [
      "The truck enters Gujarat from Maharashtra. A car that stays is registered by Gujarat's Commissionerate of Transport; Surat's RTO issues GJ 05 numbers.",
      "Gujarat allows no alcohol without a permit, so leave every bottle out of the household goods: a load with liquor in it can be held at a check.",
    ],
    place: [
      "Gujarati is the city's language, and Hindi is heard everywhere, among the many families who came to work in textiles and diamonds. Surat cuts and polishes most of the world's diamonds, and many families moving here work in that trade, in textiles, or in the industries at Hazira, whose company townships issue gate passes.",
      "Vesu, Adajan, Pal and Piplod have high-rise societies with lift bookings and set moving hours; the old city around Chowk and the textile markets has narrow lanes crowded by day.",
    ],
    seasons: [
      "South Gujarat gets heavy rain from June to September, and the Tapi, which runs through the city, has flooded it when the Ukai dam upstream released water, as in 2006. Keep the unloading day flexible in those months.",
    ],
    nearby: [
      "Navsari and Bardoli are south and east of Surat, Bharuch and Ankleshwar north of it on NH 48, and Vapi, one of our served cities, further south.",
    ],
    questions: [
      {
        question: "Can the car go to Surat on the same truck?",
        answer:
          "No, it goes on a car carrier, booked with your move and priced in the table above; the household goods have a truck of their own.",
      },
      {
        question: "Is a part load sensible for Surat?",
        answer:
          "For a small home it usually costs less, and the price table marks where. It takes more days, because the shared truck leaves only when it is full.",
      },
    ],
  },
  vapi: {
    // Source: NH 48 Mumbai–Vapi; the Maharashtra–Gujarat check post at Bhilad.
    road: [
      "The usual road goes by way of Pune and Mumbai on NH 65 and the Mumbai–Pune Expressway, then north on NH 48 along the coast into Gujarat at Bhilad, a few km before Vapi.",
      "The other way crosses the Deccan to Dhule and comes down on NH 53 to Surat, then south on NH 48; it avoids Mumbai's traffic.",
    ],
    state: [
      "The truck crosses from Maharashtra into Gujarat at Bhilad. A car that stays is registered by Gujarat's Commissionerate of Transport at the RTO for Valsad district.",
      "Daman and Silvassa, next door, are a union territory with their own registration, and many families who work in Vapi live there. Gujarat forbids alcohol without a permit, so a load from Daman to Vapi must carry no bottles.",
    ],
    place: [
      "Gujarati, Hindi and Marathi are all spoken. Vapi is an industrial town: the GIDC estate is one of the largest chemical and pharmaceutical estates in the country, and many families live in company colonies with gates and passes for trucks.",
      "Homes in the town are mostly apartment blocks and independent houses: tell us the floor and whether the lift takes furniture, and the estimate adds the stairs where it does not.",
    ],
    seasons: [
      "The coast of south Gujarat gets heavy monsoon rain from June to September, more than the rest of the state; keep the unloading day flexible, and the things you need first in a bag that travels with you.",
    ],
    nearby: [
      "Daman, Silvassa, Valsad and Umbergaon are all within a short drive of Vapi, and Surat, one of our served cities, is north on NH 48.",
    ],
    questions: [
      {
        question: "We are moving to Daman, not Vapi. Do these prices apply?",
        answer:
          "Daman is not one of the cities this site prices, and it is a separate union territory. Ask us for a written quote for your address.",
      },
      {
        question: "How early should we book?",
        answer:
          "One to two weeks ahead for a move to another city, a little more if a company township needs a gate pass in your name first.",
      },
    ],
  },
  tiruppur: {
    // Source: NH 44 Hyderabad–Bengaluru–Hosur–Krishnagiri–Salem; NH 544 (old NH 47) Salem–Perundurai–Avinashi–Coimbatore.
    road: [
      "The road is NH 44 south through Kurnool, Anantapur and Bengaluru, on through Hosur and Krishnagiri to Salem, then west on NH 544 towards Coimbatore, leaving it near Avinashi for Tiruppur.",
    ],
    state: [
      "The road crosses Andhra Pradesh and Karnataka before Tamil Nadu, which it enters at Hosur. A car that stays is registered by Tamil Nadu's Transport Department at the RTO of your area.",
    ],
    place: [
      "Tamil is the language of the town; many of the workers in the knitwear units came from other states and speak Hindi. Tiruppur makes most of India's cotton knitwear for export, and many families moving here work in a garment unit, a dyeing house or the export trade.",
      "Homes are mostly independent houses and small apartment buildings, few with a lift, on streets that a truck can usually reach.",
    ],
    seasons: [
      "Tiruppur lies in the rain shadow of the Western Ghats and gets most of its modest rain from the north-east monsoon, October to December. March to May is hot and dry, the easiest weather for a move but the hottest for the crew.",
    ],
    nearby: [
      "Salem and Perundurai lie on the road, Avinashi and Palladam are next to Tiruppur, and Erode and Coimbatore are each about an hour away.",
    ],
    questions: [
      {
        question: "Is a part load sensible for a small home to Tiruppur?",
        answer:
          "Often yes on this distance: the price table shows where a shared truck is cheaper. It takes extra days, because the truck leaves when it is full.",
      },
      {
        question: "Can a two-wheeler come with our goods?",
        answer: "Yes. It is wrapped and tied in the household truck, and its line in the price table is what it adds.",
      },
    ],
  },
  indore: {
    // Source: NH 52 (old NH 3, Mumbai–Agra road) Dhule–Sendhwa–Khalghat–Indore; check the usual route on a planner.
    road: [
      "Whichever road the truck takes from Hyderabad, it crosses the Satpura hills and the Narmada before Indore, which stands on the Malwa plateau. One usual road goes north-west across Maharashtra to the Mumbai–Agra highway, NH 52, and crosses the Narmada at Khalghat.",
    ],
    state: [
      "The truck crosses Maharashtra and enters Madhya Pradesh in the Satpuras. A car that stays is registered by Madhya Pradesh's Transport Department; Indore's RTO issues MP 09 numbers.",
    ],
    place: [
      "Hindi is the everyday language, with Malvi in old families and Marathi in many, from the city's Holkar past. The old city around Rajwada and the Sarafa bazaar has narrow, crowded lanes; Vijay Nagar, Nipania, Bicholi Mardana and the Bypass area have newer apartment societies with lifts and moving hours.",
      "Indore has topped India's cleanliness survey year after year and collects household waste sorted at the door, so plan how the cartons and wrapping will go out after the unpacking. Families at the Pithampur industrial area or the Army's Mhow cantonment need gate passes for the truck.",
    ],
    seasons: [
      "April to June is hot and dry. The monsoon runs from late June to September, and the Satpura ghat roads are slowest then; October to March is the easiest time to move.",
    ],
    nearby: [
      "Dewas, Mhow, Pithampur and Ujjain are all within an hour or so of Indore; Bhopal, which we also serve, is to the east.",
    ],
    questions: [
      {
        question: "Can the car come to Indore with us?",
        answer:
          "On a car carrier, booked with your move and priced in the table above; a two-wheeler can travel with the household goods.",
      },
      {
        question: "We are moving for a job at Pithampur. What does the truck need?",
        answer:
          "Usually a gate pass from your company for the day of the move, if you live in its colony. Ask for it when you book, one to two weeks ahead.",
      },
    ],
  },
  patna: {
    // Source: NH 44 to Nagpur; beyond it the route into Bihar varies with the truck (check a route
    // planner before naming towns on the page).
    road: [
      "Patna is one of our longest roads. It runs north on NH 44 through Nagpur and then north-east across Madhya Pradesh and Uttar Pradesh, joining the Grand Trunk Road on the plains before Bihar.",
      "Patna lies along the south bank of the Ganga, so a truck from Hyderabad does not cross the river to reach it; homes in Hajipur, across the Mahatma Gandhi Setu, are another matter.",
    ],
    state: [
      "A car that stays is registered by Bihar's Transport Department; Patna's district transport office issues BR 01 numbers.",
    ],
    place: [
      "Hindi is spoken everywhere, with Magahi, Bhojpuri and Maithili at home in many families. Old Patna City, in the east, has narrow lanes where goods are carried from the main road; Boring Road, Kankarbagh, Bailey Road and Rajendra Nagar have apartment buildings, some with lifts, and many houses of a few floors.",
      "Danapur cantonment and the government colonies have gates, and a truck needs a pass arranged by the family.",
    ],
    seasons: [
      "Chhath Puja, six days after Diwali, is the biggest festival of the year: roads to the ghats close, and many workers travel home, so crews and trucks are scarce. Move before Diwali or a week after Chhath.",
      "December and January bring fog on the plains, and in the monsoon, July to September, low parts of the city are waterlogged after heavy rain.",
    ],
    nearby: ["Danapur, Bihta and Hajipur are close to Patna, and Arrah and Nalanda within a couple of hours."],
    questions: [
      {
        question: "Is it worth sending a 1 BHK to Patna as a part load?",
        answer:
          "The price table shows what it saves. On this road a shared truck adds several days, so the family should have what it needs for the first week with it.",
      },
      {
        question: "How early should we book a move to Patna around the festivals?",
        answer: "More than the usual one to two weeks: trucks and crews are hardest to find between Diwali and Chhath.",
      },
    ],
  },
  vijayawada: {
    // Source: NH 65 Hyderabad–Choutuppal–Suryapet–Kodad–Nandigama–Vijayawada; AP check post at Garikapadu.
    // AP 39: the state-wide series for new registrations since 2019 (AP Transport Department).
    road: [
      "NH 65 runs the whole way, a four-lane highway east through Choutuppal, Narketpally, Suryapet and Kodad, into Andhra Pradesh at Garikapadu, and through Nandigama to Vijayawada. It is the shortest of our routes out of Telangana, and a truck loaded in the morning can arrive the next day.",
    ],
    state: [
      "Telangana and Andhra Pradesh were one state until June 2014, and a Hyderabad car may still carry an old AP number: it is a Telangana registration all the same. A car that stays is registered by Andhra Pradesh's Transport Department, and since 2019 new registrations across the state carry AP 39 numbers.",
    ],
    place: [
      "Telugu is the language of the city, as in Hyderabad. Vijayawada stands on the Krishna at the Prakasam Barrage, and the old One Town area around the temple hill and the wholesale markets has crowded lanes where goods are carried in; Benz Circle, Gunadala, Patamata and the roads towards Amaravati have apartment buildings with lifts.",
      "Many families moving here work for the state government, whose capital region, Amaravati, is across the river.",
    ],
    seasons: [
      "May is very hot, often above 45 °C: load early and keep medicines and electronics out of the afternoon sun. During Dasara, in September or October, the Kanaka Durga temple draws huge crowds and the roads around it close; cyclones from the Bay of Bengal can bring heavy rain in October and November.",
    ],
    nearby: [
      "Suryapet and Nandigama lie on NH 65, Guntur and Tenali are south of Vijayawada, and Eluru is on NH 16 towards Rajahmundry.",
    ],
    questions: [
      {
        question: "Is a part load sensible for Vijayawada?",
        answer:
          "Seldom: the distance is short, so a truck of your own is often not much dearer and is quicker. The price table shows which the estimate chose for each home size.",
      },
      {
        question: "Can we move on a weekend?",
        answer:
          "Yes, we move every day; book one to two weeks ahead for a move to another city, and earlier for the last days of a month.",
      },
    ],
  },
  visakhapatnam: {
    // Source: NH 65 to Vijayawada; NH 16 Vijayawada–Eluru–Rajahmundry–Anakapalli–Visakhapatnam. The
    // Khammam–Aswaraopeta–Jangareddygudem road to Rajahmundry: check a route planner before quoting it.
    road: [
      "The usual road is NH 65 to Vijayawada, then NH 16 north-east along the coast through Eluru, Rajahmundry, Tuni and Anakapalli. Some trucks take an inland road through Khammam and Jangareddygudem, joining NH 16 near Rajahmundry.",
    ],
    state: [
      "The truck enters Andhra Pradesh at Garikapadu on NH 65, or past Aswaraopeta on the Khammam road. A car that stays is registered by Andhra Pradesh's Transport Department at the RTO of Visakhapatnam.",
    ],
    place: [
      "Telugu is the language of the city, with Hindi and English widely spoken. Visakhapatnam is a port and a navy town: the Eastern Naval Command, the Naval Dockyard, the Steel Plant's Ukkunagaram township and the port each have gates, and a truck needs a pass arranged by the family.",
      "The city climbs hills between the port and the sea, and homes on the slopes above Beach Road, in MVP Colony or Seethammadhara can be up steep, narrow roads; the newer apartment towers are along the coast towards Madhurawada.",
    ],
    seasons: [
      "October and November are the cyclone months on this coast; Cyclone Hudhud struck the city in October 2014. Check the warnings in the week before a move then and keep the date flexible. April to June is hot and humid.",
    ],
    nearby: [
      "Rajahmundry and Anakapalli lie on NH 16 before the city, Vizianagaram and Srikakulam beyond it, and the Araku valley up the ghat road in the Eastern Ghats.",
    ],
    questions: [
      {
        question: "We are posted to the Navy in Visakhapatnam. What should we tell you?",
        answer:
          "The address, whether it is inside a naval area, and who issues the gate pass. We plan the unloading around the pass, and a BH-series car need not be re-registered.",
      },
      {
        question: "Can the car go on the same truck?",
        answer: "It goes on a car carrier, booked with the move and priced in the table above.",
      },
    ],
  },
  gudur: {
    // Source: NH 65 to Vijayawada; NH 16 Vijayawada–Ongole–Nellore–Gudur.
    road: [
      "The road is NH 65 to Vijayawada, then NH 16 south along the coast through Guntur, Ongole and Nellore to Gudur. Gudur is about halfway between Nellore and the Tamil Nadu border.",
    ],
    state: [
      "The truck enters Andhra Pradesh after Kodad, and the rest of the road is in that state. A car that stays is registered by Andhra Pradesh's Transport Department.",
    ],
    place: [
      "Telugu is spoken everywhere. Gudur is a small town and a railway junction, where the line to Tirupati leaves the Chennai main line; many families moving here work for the railway, whose quarters have their own rules for trucks.",
      "Homes are mostly independent houses and small apartment buildings, few with a lift, and most streets can take a truck. The country around the town is known for its mica mines.",
    ],
    seasons: [
      "Like Chennai, this coast gets most of its rain from the north-east monsoon, October to December, and cyclones in November. May is very hot on the coastal plain.",
    ],
    nearby: [
      "Nellore lies north on NH 16, Naidupeta, Sullurpeta and Sri City to the south, and Tirupati inland to the west; Chennai, one of our served cities, is beyond the border.",
    ],
    questions: [
      {
        question: "Do you deliver to Sri City or Naidupeta on these prices?",
        answer:
          "They are not among the cities this site prices. Ask us for a written quote for the address: the free survey fixes it.",
      },
      {
        question: "Is a part load sensible for a 1 BHK to Gudur?",
        answer:
          "The price table shows whether it is cheaper. Gudur is on the coast road that many trucks travel, but a shared truck still leaves only when it is full.",
      },
    ],
  },
  kakinada: {
    // Source: NH 65 to Vijayawada; NH 16 to Rajahmundry; Rajahmundry–Samalkot–Kakinada (ADB road).
    road: [
      "The road is NH 65 to Vijayawada, then NH 16 through Eluru towards Rajahmundry, and east across the Godavari delta by Samalkot to Kakinada on the coast. The inland road by Khammam and Jangareddygudem to Rajahmundry is shorter, on smaller roads.",
    ],
    state: [
      "The truck enters Andhra Pradesh at Garikapadu on NH 65, or past Aswaraopeta on the Khammam road. A car that stays is registered by Andhra Pradesh's Transport Department.",
      "Yanam, a short drive south, belongs to the union territory of Puducherry, with its own transport office: a family moving there registers a car with Puducherry, not Andhra Pradesh.",
    ],
    place: [
      "Telugu is the language of the town. Kakinada is a port and the base of the oil and gas industry of the Krishna–Godavari basin, and of fertiliser plants: many families moving here work for them and live in company colonies with gates and passes for trucks.",
      "The town is laid out with wide roads, and most homes are independent houses and apartment buildings of a few floors; tell us if the lift will not take furniture.",
    ],
    seasons: [
      "October and November are the cyclone months on the Andhra coast, and the Godavari delta floods low roads after heavy rain. Check the weather warnings in the week before a move then, and keep the date flexible.",
    ],
    nearby: [
      "Rajahmundry, Samalkot and Peddapuram lie on the road, and Yanam and Amalapuram are south of Kakinada in the delta.",
    ],
    questions: [
      {
        question: "Can our goods wait in Hyderabad while a company house is allotted in Kakinada?",
        answer:
          "Yes, in our Medchal godown, charged per cubic foot per day; they leave when you have the keys and the gate pass.",
      },
      {
        question: "Is a part load sensible for Kakinada?",
        answer: "For a small home the price table shows whether it is cheaper; a shared truck takes extra days.",
      },
    ],
  },
  kadapa: {
    // Source: NH 44 Hyderabad–Kurnool; NH 40 Kurnool–Nandyal–Kadapa (check the number on a map).
    road: [
      "The road is NH 44 south to Kurnool, across the Tungabhadra, and then south-east through Nandyal and Mydukur to Kadapa.",
    ],
    state: [
      "The truck enters Andhra Pradesh at the Tungabhadra bridge near Kurnool. A car that stays is registered by Andhra Pradesh's Transport Department.",
    ],
    place: [
      "Telugu is spoken everywhere, and Urdu in many families; the dargah at Ameen Peer draws pilgrims from across the south. Kadapa was written Cuddapah until 2005, and its black Cuddapah stone floors homes across India.",
      "Homes are mostly independent houses and small apartment buildings, few with a lift; the old town's streets near the market are narrow, while the newer colonies have room for a truck.",
      "Many families move here for Yogi Vemana University, the government medical college and hospital, the cement plants of the district or a posting in the district offices; campus and plant colonies have their own rules for a truck at the gate.",
    ],
    seasons: [
      "Kadapa is one of the hottest towns in Andhra Pradesh: April to June often passes 44 °C. Load early in the morning, and keep medicines, candles and electronics out of a closed truck in the afternoon.",
    ],
    nearby: [
      "Kurnool and Nandyal lie on the road, and Proddatur, Mydukur and Rajampet are around Kadapa; the Gandikota gorge is to the north-west.",
    ],
    questions: [
      {
        question: "Would a shared truck save much on the way to Kadapa?",
        answer:
          "Little, on a road this short: a truck of your own often costs about the same and arrives days sooner. Where sharing does come out cheaper, the table marks that home size as a part load.",
      },
      {
        question: "Can we move in the summer?",
        answer:
          "Yes, with an early start: the crew loads in the cool of the morning, and the things that cannot take heat travel with you.",
      },
    ],
  },
};

/*
 * The guides of these cities are words only, so they live in app/content/words/<language>/cities/
 * <slug>.json (English in words/en, Telugu in words/te, Hindi in words/hi; the same facts in every
 * language). Where their highway numbers come from (notes for the editor, never shown):
 * - ahmedabad: NH 48 (old NH 8) Mumbai–Surat–Vadodara–Ahmedabad; Ahmedabad–Vadodara Expressway
 *   (NE 1).
 * - bengaluru: NH 44 (old NH 7) Hyderabad–Kurnool–Anantapur–Bengaluru; Kodikonda check post at the
 *   Karnataka border.
 * - vadodara: NH 53 (old NH 6) Dhule–Navapur–Surat; NH 48 Surat–Vadodara; NE 1 Vadodara–Ahmedabad.
 * - bhopal: NH 44 Hyderabad–Adilabad–Nagpur; then the Betul–Itarsi road (check its number on a
 *   map).
 * - chennai: NH 65 Hyderabad–Vijayawada; NH 16 (old NH 5) Vijayawada–Ongole–Nellore–Chennai; Elavur
 *   check post.
 * - chandigarh: NH 44 Hyderabad–Nagpur–Agra–Delhi–Panipat–Ambala; Zirakpur–Chandigarh road (NH 5).
 * - delhi: NH 44 (old NH 7 and NH 2) Hyderabad–Nagpur–Sagar–Jhansi–Gwalior–Agra–Delhi. Delhi's age
 *   limits on vehicles: National Green Tribunal order of 2015 and the Supreme Court's of 2018.
 * - dehradun: NH 44 to Delhi; NH 334 Meerut–Muzaffarnagar–Roorkee; NH 307
 *   Chhutmalpur–Mohand–Dehradun.
 * - goa: NH 167 Hyderabad–Raichur; Hubballi–Dharwad–Belagavi on NH 48; NH 748 Belagavi–Anmod–Ponda.
 * - haridwar: NH 44 to Delhi; NH 334 (old NH 58) Meerut–Muzaffarnagar–Roorkee–Haridwar.
 * - jaipur: NH 44 to Gwalior; NH 52 Kota–Jaipur. The usual route depends on the truck's load; check
 *   a route planner.
 * - kanpur: NH 44 to Jhansi; NH 27 (East–West Corridor) Jhansi–Orai–Kanpur.
 * - kolkata: NH 65 Hyderabad–Vijayawada; NH 16 (old NH 5 and NH 6)
 *   Vijayawada–Visakhapatnam–Bhubaneswar–Kharagpur–Kolkata.
 */

/** The city pages' facts: which services each kind of move links to, the share picture, the guides. */
export const cityPages = {
  route: { services: ["relocation", "door-to-door", "packaging", "transportation", "warehousing"] },
  local: { services: ["local-shifting", "packaging", "loading", "warehousing", "transportation"] },
  guides,
  shareArt: "service-relocation.svg",
} satisfies {
  route: Pick<CityPagesCopy["route"], "services">;
  local: Pick<CityPagesCopy["local"], "services">;
  guides: CityPagesCopy["guides"];
  shareArt: CityPagesCopy["shareArt"];
};
