import type { Config } from "@react-router/dev/config";
import { services } from "./app/content/services";
import { paths } from "./app/lib/paths";

export default {
  ssr: false,
  // Every route is pre-rendered to real HTML; unknown paths get the SPA fallback, copied to 404.html.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...services.map((service) => paths.service(service.slug))];
  },
} satisfies Config;
