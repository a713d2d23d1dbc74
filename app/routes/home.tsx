import { content } from "../content/content.server";
import { pageSeo } from "../content/page-seo";
import { paths } from "../lib/paths";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

export async function loader() {
  const { pages, heroSlides, aboutTeaser, reasons, cities, services, faq, founderQuote, contactCallToAction, company } =
    content;
  return {
    seo: pageSeo(content, "home"),
    copy: pages.home,
    heroSlides,
    aboutTeaser,
    reasons,
    cities,
    services: services.map(({ slug, title, shortDescription, image }) => ({ slug, title, shortDescription, image })),
    faq,
    founderQuote,
    proprietor: company.proprietor,
    contactCallToAction,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.seo, path: paths.home });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold text-navy-900">{copy.heading}</h1>
      <p className="mt-4 text-lg">{copy.intro}</p>
    </div>
  );
}
