/**
 * Each page's title and description (what search engines and link previews show) and the
 * heading and introduction at the top of the page. Titles: at most 60 characters;
 * descriptions: 50 to 160 characters. The build says which one is too long.
 */
import { company, yearsInBusiness } from "./company";
import type { PageCopy, PageKey } from "./schema";
import { trackRecord } from "./track-record";

const bookingsPhone = company.phones[0]?.number ?? company.whatsappNumber;

export const pages: Record<PageKey, PageCopy> = {
  home: {
    title: `Packers and Movers in Hyderabad | ${company.shortName}`,
    description: `Household shifting, packing, car transport and godown storage from Hyderabad to ${trackRecord.cities} cities. Free survey, written quote, GST invoice.`,
    heading: "Packers and movers in Hyderabad for homes, offices and vehicles",
    intro: `For ${yearsInBusiness} years we have packed and moved families across Telangana and to ${trackRecord.cities} cities in India. Call, WhatsApp or send an enquiry for a free survey and a written quote.`,
  },
  about: {
    title: `About Us | ${company.name}, Hyderabad`,
    description: `How ${company.shortName} began in Kukatpally in ${company.foundedYear}, how we work, and what families we have moved say about us.`,
    heading: `About ${company.name}`,
    intro: `A Hyderabad moving company started in ${company.foundedYear} by ${company.proprietor.name}, with our own crew, a godown in Medchal and ${yearsInBusiness} years of household shifting behind us.`,
  },
  services: {
    title: `Packing, Moving and Storage Services | ${company.shortName}`,
    description:
      "Local shifting, relocation, door-to-door moves, packing, loading, transportation, godown storage and project cargo from Hyderabad.",
    heading: "Our services",
    intro:
      "Whether it is a 1BHK within Hyderabad, a family transfer to another city, a car on a carrier or machines for a factory, choose a service to see how we handle it.",
  },
  contact: {
    title: `Contact Us for a Free Quote | ${company.shortName}`,
    description: `Call ${bookingsPhone}, WhatsApp or send an enquiry to ${company.shortName} in Hyderabad for a free moving survey and written quote.`,
    heading: "Contact us",
    intro: `Tell us about your move and we will call you back, usually within a few hours. ${company.hours}. The survey and quote are free.`,
  },
  certification: {
    title: `GST and Udyam Certificates | ${company.shortName}`,
    description: `View and download the GST, Udyam (MSME) and Shops and Establishments certificates of ${company.name}, Telangana.`,
    heading: "Our certifications",
    intro:
      "We are a registered business. View or download our certificates below, and check the GST and Udyam numbers yourself on the government portals.",
  },
  gallery: {
    title: `Photo Gallery of Our Moves | ${company.shortName}`,
    description:
      "Photos of our crews packing homes with bubble wrap, loading tempos, moving cars on carriers and storing goods in our Medchal godown.",
    heading: "Gallery",
    intro: "A look at our work: packing, loading, vehicle transport, godown storage and office moves.",
  },
  thankYou: {
    title: `Thank You for Your Enquiry | ${company.shortName}`,
    description: `Your enquiry has reached ${company.shortName}. We will call you back to arrange a free survey and a written quote for your move.`,
    heading: "Thank you, we have received your enquiry",
    intro: `Our bookings team will call you back, usually within a few hours during working hours, to understand your move and arrange a free survey. If your move is urgent, call ${bookingsPhone} or message us on WhatsApp.`,
  },
  notFound: {
    title: `Page Not Found | ${company.shortName}`,
    description: `The page you were looking for is not on the ${company.name} website. Search the site or go to our services and contact page.`,
    heading: "We could not find that page",
    intro:
      "The link may be old or mistyped. Search below, pick a page from the list, or call us and we will help you directly.",
  },
  search: {
    title: `Search | ${company.shortName}`,
    description: `Search the ${company.name} website for services, cities we move to and answers to common questions about shifting.`,
    heading: "Search our website",
    intro: "Find a service, a city we move to, or an answer to a common question about packing and shifting.",
  },
};
