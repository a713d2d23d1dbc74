import { Link } from "react-router";
import type { InterfaceWords } from "../../content/schema";
import { countText } from "../../lib/count-text";
import { useLayoutData } from "../../lib/layout-data";
import { paths } from "../../lib/paths";
import { Icon } from "../ui/icon";

/** What an address under /services/ that matches no service shows (the original's message). */
export function ServiceNotFound({
  serviceCount,
  words,
}: {
  serviceCount: number;
  words: InterfaceWords["serviceNotFound"];
}) {
  const layout = useLayoutData();
  const prefix = layout?.languagePrefix ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-6xl" aria-hidden="true">
        📦
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-4 text-lg text-muted">{countText(words.text, serviceCount, layout?.languageTag)}</p>
      <Link
        to={`${prefix}${paths.services}`}
        className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-navy-900 px-5 font-bold text-white hover:bg-navy-800"
      >
        {words.servicesLink} <Icon name="arrowRight" />
      </Link>
    </div>
  );
}
