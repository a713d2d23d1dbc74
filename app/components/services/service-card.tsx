import { Link } from "react-router";
import type { Service } from "../../content/schema";
import { useLanguagePrefix } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { ContentImage } from "../ui/content-image";
import { Icon } from "../ui/icon";

export type ServiceCardData = Pick<Service, "slug" | "title" | "shortDescription" | "image">;

/** Pictures are drawn 8:5; width and height reserve the space so nothing shifts as they load. */
const imageSize = { width: 800, height: 500 };

/**
 * One service as a card: picture, title, short description. The title is the link (so a screen
 * reader hears each service's name once); it stretches over the whole card, so the card is one
 * big touch target. Used in the home page grid, on /services and in the service pages' carousel.
 */
export function ServiceCard({
  service,
  headingLevel = 3,
  sizes = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw",
  className = "",
  priority = false,
  readMore,
}: {
  service: ServiceCardData;
  /** The "Read more" under the text (hidden from screen readers: the title is the link). */
  readMore: string;
  headingLevel?: 2 | 3;
  /** The picture's displayed width, for the browser's choice of file; override in narrow layouts. */
  sizes?: string;
  className?: string;
  /** For the first card where it is the largest picture on a phone's first screen. */
  priority?: boolean;
}) {
  const prefix = useLanguagePrefix();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-marigold-500 hover:shadow-lg ${className}`}
    >
      <div className="aspect-[8/5] overflow-hidden bg-navy-50">
        <ContentImage
          image={service.image}
          width={imageSize.width}
          height={imageSize.height}
          sizes={sizes}
          priority={priority}
          decorative
          className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-bold text-navy-900">
          <Link
            to={`${prefix}${paths.service(service.slug)}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-teal-700"
          >
            {service.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-base text-muted">{service.shortDescription}</p>
        <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-teal-700">
          {readMore} <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
