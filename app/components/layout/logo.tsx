import { Link } from "react-router";
import { useLanguagePrefix } from "../../lib/layout-data";
import { paths } from "../../lib/paths";

/** The company's mark and name, linking home. */
export function Logo({
  name,
  label,
  tone = "dark",
}: {
  name: string;
  /** The link's name: the company and where the link goes ("…, home"). */
  label: string;
  tone?: "dark" | "light";
}) {
  const prefix = useLanguagePrefix();
  return (
    <Link
      to={`${prefix}${paths.home}`}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-md"
      aria-label={label}
    >
      <img src="/art/logo-mark.svg" width="40" height="40" alt="" className="size-10 shrink-0" />
      <span
        className={`text-lg leading-tight font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-navy-900"}`}
      >
        {name}
      </span>
    </Link>
  );
}
