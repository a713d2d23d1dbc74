import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { InterfaceWords } from "../../content/schema";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";

const widgetElementId = "google-translate-element";

type Status = "idle" | "loading" | "ready" | "failed";

/** A link that opens the given page translated by Google (from whichever language it is in), for when the widget cannot load. */
function translatedPageUrl(pageUrl: string, language: string): string {
  return `https://translate.google.com/translate?sl=auto&tl=${language}&u=${encodeURIComponent(pageUrl)}`;
}

/**
 * Google's website translator. Its script is fetched only when the footer comes near the
 * viewport or the visitor presses Translate, never while the page first loads; so is the code
 * that loads it. Until it is ready, and whenever it cannot load, plain links (behind a disclosure)
 * open the page in Google Translate instead.
 */
export function TranslateWidget({ siteUrl, words }: { siteUrl: string; words: InterfaceWords["footer"]["translate"] }) {
  const [status, setStatus] = useState<Status>("idle");
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const load = useCallback(() => {
    setStatus((current) => (current === "idle" ? "loading" : current));
    // The loader is its own chunk: none of it is in the first-load JavaScript.
    import("../../lib/google-translate")
      .then(({ loadGoogleTranslate }) => loadGoogleTranslate(widgetElementId))
      .then(
        () => setStatus("ready"),
        () => setStatus("failed"),
      );
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [load]);

  return (
    <div ref={containerRef} className="min-h-16">
      <p className="flex items-center gap-2 text-sm font-semibold text-white">
        <Icon name="globe" className="size-4" /> {words.heading}
      </p>
      <div id={widgetElementId} className={status === "ready" ? "mt-2" : "hidden"} />
      {status !== "ready" && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {status === "idle" && (
            <button
              type="button"
              onClick={load}
              // A tap made before this code arrived is acted on once it has hydrated: the footer loads
              // it as "TranslateWidget" (when-idle.ts).
              data-replay-click="TranslateWidget"
              className="min-h-8 rounded-md border border-navy-100/50 px-2 text-white hover:bg-navy-800"
            >
              {words.button}
            </button>
          )}
          {status === "loading" && <span className="text-navy-100">{words.loading}</span>}
          {/* Closed, its language names are neither laid out nor shaped: the Indic scripts cost the
              first paint of every page about 25 ms of font work on a cold browser. */}
          <details className="group w-full">
            <summary className="inline-flex min-h-8 cursor-pointer list-none items-center gap-1 text-marigold-300 [&::-webkit-details-marker]:hidden">
              <span className="underline underline-offset-2">{words.fallbackLinks}</span>
              <Icon name="chevronDown" className="size-4 motion-safe:transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {words.languages.map((language) => (
                <a
                  key={language.code}
                  href={translatedPageUrl(`${siteUrl}${pathname}`, language.code)}
                  lang={language.code}
                  rel="noopener noreferrer"
                  className="inline-flex min-h-6 items-center text-marigold-300 underline underline-offset-2"
                >
                  {language.name}
                  <span className="sr-only" lang="en">
                    {" "}
                    {sentenceText(words.languageLink, { language: language.label })}
                  </span>
                </a>
              ))}
            </div>
          </details>
        </div>
      )}
    </div>
  );
}
