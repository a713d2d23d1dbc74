/**
 * The 1200×630 share picture of every page (Open Graph, X, WhatsApp), drawn from the content
 * with satori (layout and text as SVG paths) and rasterised with resvg.
 */
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { estimateContent } from "../../app/content/content.server.ts";
import type { PageKey, SiteContent } from "../../app/content/schema.ts";
import { transitDaysFor } from "../../app/lib/estimate.ts";
import { fillPlaceholders } from "../../app/lib/fill-placeholders.ts";
import { formatCount } from "../../app/lib/visitor-count.ts";
import { palette as p } from "./art/parts.ts";
import { fontFaces, readFont } from "./fonts.ts";
import { artPng } from "./raster.ts";

export type SocialCard = { key: string; eyebrow: string; heading: string; text: string; art: string };

/** One card per page in app/content/pages.ts and per page of a template (services, cities), named as the pages' meta names them. */
export function socialCards(content: SiteContent): SocialCard[] {
  const pages = (Object.keys(content.pages) as PageKey[]).map((key) => ({
    key,
    eyebrow: content.company.name,
    heading: content.pages[key].heading,
    text: content.company.tagline,
    art: content.pages[key].shareArt,
  }));
  const services = content.services.map((service) => ({
    key: `service-${service.slug}`,
    eyebrow: `${content.company.shortName} · ${service.title}`,
    heading: service.heading,
    text: service.shortDescription,
    art: service.image.src,
  }));
  const { route, local } = content.cityPages;
  const cities = content.servedCities.map((city) => {
    const km = city.roadKmFromHyderabad;
    const words = km === "local" ? local : route;
    const days = km === "local" ? null : transitDaysFor(km, estimateContent.rates);
    return {
      key: `city-${city.slug}`,
      eyebrow: `${content.company.shortName} · ${city.state}`,
      heading: fillPlaceholders(words.heading, { city: city.name }),
      text: fillPlaceholders(words.intro, {
        city: city.name,
        km: km === "local" ? "" : formatCount(km),
        days: days ? fillPlaceholders(content.cityPages.facts.transitValue, days) : "",
      }),
      // One drawing for every city, drawn once: a city's card differs only in its words.
      art: content.cityPages.shareArt,
    };
  });
  return [...pages, ...services, ...cities];
}

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Where the art sits on the card; sharp lays it over the rendered text, which is much faster than embedding it. */
const artBox = { left: 662, top: 143, width: 516, height: 344 };

function cardElement(card: SocialCard, content: SiteContent, logo: string): ReactNode {
  const phone = content.company.mainPhone.number;
  const site = new URL(content.company.siteUrl).host;
  return h(
    "div",
    {
      style: {
        width: 1200,
        height: 630,
        display: "flex",
        backgroundColor: p.navy,
        color: "#fff",
        fontFamily: "Noto Sans",
      },
    },
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", flex: 1, padding: "56px 48px 48px 64px" } },
      h(
        "div",
        { style: { display: "flex", alignItems: "center", gap: 16 } },
        h("img", { src: logo, width: 56, height: 56 }),
        h("div", { style: { fontSize: 24, fontWeight: 700, color: p.marigoldLight } }, card.eyebrow),
      ),
      h(
        "div",
        {
          style: {
            display: "flex",
            marginTop: 40,
            fontSize: card.heading.length > 60 ? 44 : 52,
            fontWeight: 700,
            lineHeight: 1.15,
          },
        },
        card.heading,
      ),
      h(
        "div",
        // The whole sentence, never cut (a cut sentence can say something else in another language):
        // a long one is set smaller, as the heading is.
        {
          style: {
            display: "flex",
            marginTop: 24,
            fontSize: card.text.length > 150 ? 20 : 24,
            lineHeight: 1.4,
            color: "#d6e2ec",
          },
        },
        card.text,
      ),
      h(
        "div",
        { style: { display: "flex", marginTop: "auto", gap: 24, fontSize: 24, fontWeight: 700 } },
        h(
          "div",
          {
            style: {
              display: "flex",
              flexShrink: 0,
              whiteSpace: "nowrap",
              backgroundColor: p.marigold,
              color: p.navy,
              padding: "8px 20px",
              borderRadius: 8,
            },
          },
          phone,
        ),
        h("div", { style: { display: "flex", alignItems: "center", color: "#d6e2ec" } }, site),
      ),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          width: 560,
          flexShrink: 0,
          backgroundColor: p.teal,
        },
      },
      h("div", {
        style: { width: artBox.width, height: artBox.height, borderRadius: 16, backgroundColor: p.tealPale },
      }),
    ),
  );
}

/** The art with rounded corners, sized for the card. */
async function roundedArt(name: string): Promise<Buffer> {
  const { width, height } = artBox;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="16"/></svg>`,
  );
  const art = await artPng(name, width);
  return sharp(art)
    .ensureAlpha()
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** Fonts, the logo and each rounded picture, made once per process: every card uses them. */
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }> | undefined;
let logo: Promise<string> | undefined;
const artCache = new Map<string, Promise<Buffer>>();

/** The share picture of one card (the build draws the cards whose words changed, in parallel). */
export async function renderSocialImage(card: SocialCard, content: SiteContent): Promise<Buffer> {
  fonts ??= fontFaces.map((face) => ({
    name: face.family,
    data: readFont(face),
    weight: face.weight,
    style: "normal",
  }));
  logo ??= artPng("logo-mark.svg", 112, 112).then(dataUrl);
  let art = artCache.get(card.art);
  if (!art) {
    art = roundedArt(card.art);
    artCache.set(card.art, art);
  }
  const svg = await satori(cardElement(card, content, await logo), { width: 1200, height: 630, fonts });
  const text = new Resvg(svg).render().asPng();
  return sharp(text)
    .composite([{ input: await art, left: artBox.left, top: artBox.top }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

export async function renderSocialImages(content: SiteContent): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (const card of socialCards(content)) images.set(card.key, await renderSocialImage(card, content));
  return images;
}
