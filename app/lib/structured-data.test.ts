import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";
import { filePaths } from "./file-paths";
import { paths } from "./paths";
import {
  breadcrumbList,
  cityServiceNode,
  faqPage,
  jsonLdScriptText,
  movingCompany,
  organizationId,
  parseOpeningHours,
  serviceNode,
} from "./structured-data";

const { company } = content;

describe("opening hours", () => {
  it.each([
    ["Open all 7 days, 8:00 am to 9:00 pm", "Mo-Su 08:00-21:00"],
    ["Monday to Saturday, 9 am to 7:30 pm", "Mo-Sa 09:00-19:30"],
    ["Mon–Fri 10:00 AM – 6:00 PM", "Mo-Fr 10:00-18:00"],
    ["Daily, 12 pm to 12 am", "Mo-Su 12:00-00:00"],
  ])("reads %s", (hours, expected) => {
    expect(parseOpeningHours(hours).openingHours).toBe(expected);
  });

  it("stops the build, naming the field, when it cannot read them", () => {
    expect(() => parseOpeningHours("Call us any time")).toThrow(/^company\.hours: "Call us any time"/);
  });
});

describe("the company node", () => {
  const node = movingCompany({
    company,
    cities: content.servedCities.map((city) => city.name),
    logoPath: filePaths.logo,
  });

  it("has both offices, every phone and e-mail, the cities, GSTIN and social links", () => {
    expect(node).toMatchObject({
      "@type": "MovingCompany",
      "@id": organizationId(company.siteUrl),
      name: company.name,
      legalName: company.legalName,
      taxID: company.gstin,
      address: { "@type": "PostalAddress", postalCode: company.registeredOffice.postalCode, addressCountry: "IN" },
      department: [{ address: { postalCode: company.branchOffice.postalCode } }],
      telephone: company.phones.map((phone) => phone.number),
      email: company.emails.map((email) => email.address),
      sameAs: company.social.map((link) => link.url),
      logo: `${company.siteUrl}${filePaths.logo}`,
    });
    expect(node.areaServed).toHaveLength(content.servedCities.length);
    expect(node.areaServed).toContainEqual({ "@type": "City", name: "Bengaluru" });
  });

  it("claims no ratings or reviews", () => {
    expect(JSON.stringify(node)).not.toMatch(/rating|review/i);
  });
});

it("describes the FAQ, a service and a breadcrumb trail with absolute URLs", () => {
  expect(faqPage(content.faq).mainEntity).toHaveLength(content.faq.length);
  const [service] = content.services;
  if (!service) throw new Error("no services");
  expect(serviceNode(service, company)).toMatchObject({
    url: `${company.siteUrl}${paths.service(service.slug)}`,
    provider: { "@id": organizationId(company.siteUrl) },
  });
  expect(
    breadcrumbList(company.siteUrl, [
      { name: "Home", path: paths.home },
      { name: "About", path: paths.about },
    ]).itemListElement,
  ).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${company.siteUrl}/` },
    { "@type": "ListItem", position: 2, name: "About", item: `${company.siteUrl}${paths.about}` },
  ]);
});

it("writes JSON that cannot end its script element", () => {
  const text = jsonLdScriptText({ "@type": "Thing", name: "</script><script>alert(1)</script> & co" });
  expect(text).not.toMatch(/[<>&]/);
  expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script> & co");
});

describe("a city page's Service node", () => {
  it("names the city it serves and the company that provides it", () => {
    const node = cityServiceNode(
      {
        name: "Pune",
        heading: "Packers and movers between Hyderabad and Pune",
        description: "560 km",
        path: "/cities/pune/",
        serviceType: "Relocation",
      },
      company,
    );
    expect(node).toMatchObject({
      "@type": "Service",
      name: "Packers and movers between Hyderabad and Pune",
      url: `${company.siteUrl}/cities/pune/`,
      areaServed: { "@type": "City", name: "Pune" },
      provider: { "@id": organizationId(company.siteUrl) },
    });
  });
});
