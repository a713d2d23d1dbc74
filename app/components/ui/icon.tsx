// `?no-inline`: `<use>` cannot point into a data: URL, so the sprite must stay a file.
import lineIconsUrl from "../../assets/line-icons.svg?no-inline";

/** The ids of the `<symbol>`s in app/assets/line-icons.svg (a unit test keeps the two in step). */
export const iconNames = [
  "phone",
  "mail",
  "search",
  "menu",
  "close",
  "download",
  "whatsapp",
  "mapPin",
  "clock",
  "globe",
  "facebook",
  "instagram",
  "youtube",
  "linkedin",
  "x",
  "pause",
  "play",
  "chevronDown",
  "arrowRight",
  "check",
  "shieldCheck",
  "truck",
  "fileText",
  "externalLink",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * A decorative line icon (24×24, stroked in the text colour) from one cached sprite, so the site
 * needs no icon font or icon library and no page carries the shapes in its HTML or JavaScript.
 * The control or text beside it carries the accessible name.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    // The stroke (width 2, round ends, the text's colour) is set on each symbol in the sprite,
    // not repeated here on every icon of every page.
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${lineIconsUrl}#${name}`} />
    </svg>
  );
}
