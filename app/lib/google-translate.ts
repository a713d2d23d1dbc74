/**
 * Loads Google's website translator on demand, once per page load. The widget imports this module
 * with import() when it is first needed, so keep it out of anything loaded up front.
 */

export const translateScriptUrl = "https://translate.google.com/translate_a/element.js?cb=initGoogleTranslateElement";

/** English plus the Indian languages the widget offers, as Google's language codes. */
export const translateLanguages = ["en", "hi", "te", "ta", "kn", "ml", "mr", "bn", "gu", "pa", "or", "ur"];

type TranslateGlobal = {
  google?: {
    translate?: {
      TranslateElement: new (options: object, elementId: string) => unknown;
    };
  };
  initGoogleTranslateElement?: () => void;
};

let loading: Promise<void> | undefined;

/** Injects the script and renders the widget into the element with `elementId`. */
export function loadGoogleTranslate(elementId: string, timeoutMs = 10_000): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const scope = window as unknown as TranslateGlobal;
    const timer = window.setTimeout(() => reject(new Error("Google Translate did not load in time")), timeoutMs);
    scope.initGoogleTranslateElement = () => {
      window.clearTimeout(timer);
      const TranslateElement = scope.google?.translate?.TranslateElement;
      if (!TranslateElement) {
        reject(new Error("Google Translate loaded without its widget"));
        return;
      }
      // The page is in its own language (te-IN on /te/ pages): Google translates from that.
      const pageLanguage = document.documentElement.lang.split("-")[0] || "en";
      new TranslateElement({ pageLanguage, includedLanguages: translateLanguages.join(",") }, elementId);
      resolve();
    };
    const script = document.createElement("script");
    script.src = translateScriptUrl;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error("Google Translate could not be reached"));
    };
    document.body.append(script);
  });
  return loading;
}
