import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { Icon } from "../ui/icon";

/** What an address under /services/ that matches no service shows (the original's message). */
export function ServiceNotFound({ serviceCount }: { serviceCount: number }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-6xl" aria-hidden="true">
        📦
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900 sm:text-4xl">Service not found</h1>
      <p className="mt-4 text-lg text-muted">
        We do not offer a service at this address. All {serviceCount} of our services are listed on the services page.
      </p>
      <Link
        to={paths.services}
        className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-navy-900 px-5 font-bold text-white hover:bg-navy-800"
      >
        See all services <Icon name="arrowRight" />
      </Link>
    </div>
  );
}
