/**
 * What the error and not-found views say when even the site's content is missing (the root
 * loader's data did not arrive). The only content the browser's own code carries: without the
 * loader's data, nothing else could say it. Keep it to these few lines.
 */
import type { ErrorFallbackWords } from "./schema";

export const errorFallback: ErrorFallbackWords = {
  heading: "Something went wrong",
  text: "Please reload this page.",
  notFoundTitle: "Page not found",
};
