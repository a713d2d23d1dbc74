/**
 * Languages kept in step in the editor itself (issue 51, docs/decisions/046-what-english-said.md),
 * worked out in the owner's browser from the pages the editor has loaded, so nothing waits for the
 * editor to be built again:
 *
 * - **On save** (a `preSave` hook): each translation of the page gets its record of what English
 *   said moved forward (app/content/translation-record.ts), and its lists follow English's: an
 *   entry removed in English is removed in Telugu and Hindi, a reordering is followed, and an entry
 *   added in English is added to each translation as English wrote it, flagged behind English until
 *   it is translated. A `{slot}` dropped or misspelt in any translation refuses the save, naming the
 *   language and the field: the notice below sees only the language shown beside English, and the
 *   owner may have typed in the other one before switching to it.
 * - **On the page** (the `behind-english` field at the top of every words page): in a translation's
 *   pane, each sentence behind English is listed and marked on its own field; a `{slot}` a sentence
 *   dropped or misspelt refuses the save, naming the field. In the English pane, which languages
 *   are behind.
 * - **In the Words list**: each page behind English says so, and in which languages; the list is
 *   the build's (`seed`) brought up to date by every page this browser has opened or saved since.
 */
import { translationRecordKit } from "../../app/content/translation-record";

export const translationsFile = "translations.js";

/** The custom field type of the notice at the top of every words page (scripts/editor/config.ts). */
export const behindEnglishWidget = "behind-english";

export type TranslationsSettings = {
  defaultLocale: string;
  locales: readonly string[];
  /** Each locale's name in English words, as the editor's language buttons say it ("Telugu"). */
  localeNames: Record<string, string>;
  /** Per list (`words`, `words-cities`), each page's label in the list by its file's name (`home` → "Home"). */
  pages: Record<string, Record<string, string>>;
  /** What the build found behind English, by list and page (`words/home`): the languages. */
  seed: Record<string, string[]>;
};

type Tree = Record<string, unknown>;
type ImmutableLike = { get: (key: string) => unknown; set: (key: string, value: unknown) => unknown; toJS: () => Tree };
type Kit = ReturnType<typeof translationRecordKit>;

/** The script the editor's page loads after Sveltia CMS (scripts/editor/bundle.ts). */
export function translationsScript(settings: TranslationsSettings): string {
  // Runs in the editor's page: plain JavaScript, nothing imported; the kit is passed in as its source.
  const install = (kit: Kit, options: TranslationsSettings) => {
    const { defaultLocale, localeNames } = options;
    const page = window as unknown as {
      CMS: {
        registerEventListener: (listener: unknown) => void;
        registerFieldType: (name: string, control: unknown) => void;
      };
      createClass: (spec: Record<string, unknown>) => unknown;
      h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    };
    const isWords = (collection: string) => collection === "words" || collection.startsWith("words-");
    const storageKey = "godavari-editor:behind-english";
    const stored = (): Record<string, { languages: string[]; at: number }> => {
      try {
        return JSON.parse(localStorage.getItem(storageKey) ?? "{}");
      } catch {
        return {};
      }
    };
    /** What this browser last worked out for a page (`words/home`), or what the build found. */
    const behindLanguages = (page: string): string[] => stored()[page]?.languages ?? options.seed[page] ?? [];
    const remember = (page: string, languages: string[]) => {
      const all = stored();
      all[page] = { languages, at: Date.now() };
      try {
        localStorage.setItem(storageKey, JSON.stringify(all));
      } catch {
        // A browser that keeps nothing still shows the page's own notice.
      }
      markList();
    };
    const names = (locales: string[]) => locales.map((locale) => localeNames[locale] ?? locale).join(" and ");
    const plain = (value: unknown): Tree => {
      const js = value && typeof (value as ImmutableLike).toJS === "function" ? (value as ImmutableLike).toJS() : value;
      return js && typeof js === "object" ? (js as Tree) : {};
    };

    const fieldLabel = (labels: Record<string, string>, keyPath: string) => {
      const general = keyPath.replace(/\.\d+(?=\.|$)/g, ".*");
      const numbers = [...keyPath.matchAll(/\.(\d+)(?=\.|$)/g)].map((match) => Number(match[1]) + 1);
      const label = labels[general] ?? keyPath;
      return numbers.length ? `${label} (${numbers.map((n) => `item ${n}`).join(", ")})` : label;
    };
    /** What is wrong with a sentence's `{slots}`, in plain words, after its field's labels. */
    const slotLine = (
      labels: Record<string, string>,
      problem: { keyPath: string; dropped: string[]; unknown: string[] },
    ) =>
      `${fieldLabel(labels, problem.keyPath)}: ${[
        problem.dropped.length ? `write ${problem.dropped.join(" and ")} as the English has it` : "",
        problem.unknown.length ? `${problem.unknown.join(" and ")} is not one the site fills in` : "",
      ]
        .filter(Boolean)
        .join("; ")}.`;
    /** Each words page's field labels by key path (`words/about`), as its notice was last drawn with them. */
    const labelsByPage: Record<string, Record<string, string>> = {};

    // 1. On save: records moved forward, lists in step.
    page.CMS.registerEventListener({
      name: "preSave",
      handler: ({ entry }: { entry: ImmutableLike }) => {
        const collection = String(entry.get("collection"));
        // Nothing returned, nothing changed: a returned entry would be written back whole.
        if (!isWords(collection)) return undefined;
        const english = plain(entry.get("data"));
        const others = plain(entry.get("i18n")) as Record<string, { data?: Tree }>;
        const late: string[] = [];
        const pageKey = `${collection}/${String(entry.get("slug"))}`;
        const slotLines: string[] = [];
        for (const [locale, value] of Object.entries(others)) {
          if (!value?.data) continue;
          const translation = kit.inStep(english as never, value.data as never) as Tree;
          // The notice refuses a broken {slot} only in the language shown beside English: one typed
          // in the other language before the owner switched to this one is refused here, whatever
          // is on screen (issue 51). An entry carried over from English keeps English's slots.
          for (const problem of kit.slotProblems(english as never, translation as never))
            slotLines.push(`${names([locale])}, ${slotLine(labelsByPage[pageKey] ?? {}, problem)}`);
          const record = kit.nextRecord(
            english as never,
            translation as never,
            value.data.translatedFrom as never,
            [],
            kit.copied(value.data as never, translation as never),
          );
          value.data = { ...translation, translatedFrom: record };
          if (kit.behind(english as never, translation as never, record).length) late.push(locale);
        }
        if (slotLines.length)
          // The editor shows a "saving_failed" error's cause in its dialog, and writes nothing.
          throw new Error("saving_failed", {
            cause: new Error(
              `Nothing was saved: a {…} the site fills in is missing or misspelt. ${slotLines.join(" ")} Show that language with the buttons above the right-hand side, write it as the English has it, then save again.`,
            ),
          });
        remember(pageKey, late);
        return entry.set("i18n", others);
      },
    });

    // 2. On the page: the notice, the marks on the fields, and the slots.
    const markClass = "behind-english-mark";
    /** The fields of the pane the notice is in, each behind English marked on the field itself. */
    const markFields = (notice: HTMLElement | null, keyPaths: Set<string>) => {
      let pane: HTMLElement | null = notice;
      while (pane && pane.querySelectorAll("[data-key-path]").length < 2) pane = pane.parentElement;
      if (!pane) return;
      for (const field of pane.querySelectorAll<HTMLElement>("[data-key-path]")) {
        const keyPath = field.dataset.keyPath ?? "";
        const mark = field.querySelector(`:scope > .${markClass}`);
        if (keyPaths.has(keyPath) && !mark) {
          const note = document.createElement("p");
          note.className = markClass;
          note.setAttribute("role", "note");
          note.style.cssText = "margin:4px 0;color:#8a4b00;font-weight:600";
          note.textContent =
            "⚠ Behind English: English changed since this was translated. Update it beside the English, then save.";
          field.querySelector(":scope > header")?.after(note) ?? field.prepend(note);
        } else if (!keyPaths.has(keyPath) && mark) mark.remove();
      }
    };
    const notice = page.createClass({
      componentDidMount(this: { update: () => void }) {
        this.update();
      },
      componentDidUpdate(this: { update: () => void }) {
        this.update();
      },
      componentWillUnmount(this: { observer?: MutationObserver }) {
        this.observer?.disconnect();
      },
      compute(this: { props: { entry?: ImmutableLike } }) {
        const entry = this.props.entry;
        const data = plain(entry?.get("data"));
        const others = plain(entry?.get("i18n")) as Record<string, { data?: Tree }>;
        const locale = options.locales.find((code) => !(code in others)) ?? defaultLocale;
        const english = locale === defaultLocale ? data : others[defaultLocale]?.data;
        const translations: Record<string, Tree> =
          locale === defaultLocale
            ? Object.fromEntries(
                Object.entries(others).flatMap(([code, value]) => (value?.data ? [[code, value.data]] : [])),
              )
            : { [locale]: data };
        const late = Object.fromEntries(
          Object.entries(translations).map(([code, translation]) => [
            code,
            kit.behind(english as never, translation as never, translation.translatedFrom as never),
          ]),
        );
        const slots = locale === defaultLocale ? [] : kit.slotProblems(english as never, data as never);
        return { entry, locale, late, slots };
      },
      update(this: {
        compute: () => {
          entry?: ImmutableLike;
          locale: string;
          late: Record<string, Array<{ keyPath: string }>>;
          slots: unknown[];
        };
        node?: HTMLElement;
        observer?: MutationObserver;
        props: { entry?: ImmutableLike; field: ImmutableLike };
      }) {
        const { entry, locale, late } = this.compute();
        if (!entry) return;
        labelsByPage[`${String(entry.get("collection"))}/${String(entry.get("slug"))}`] = plain(
          this.props.field.get("labels"),
        ) as Record<string, string>;
        const own = new Set((late[locale] ?? []).map((pair) => pair.keyPath));
        const mark = () => markFields(this.node ?? null, own);
        mark();
        // The editor draws a long form's fields as they scroll into view: each is marked as it comes.
        this.observer?.disconnect();
        let pane: HTMLElement | null = this.node ?? null;
        while (pane && pane.querySelectorAll("[data-key-path]").length < 2) pane = pane.parentElement;
        if (pane) {
          this.observer = new MutationObserver(() => requestAnimationFrame(mark));
          this.observer.observe(pane, { childList: true, subtree: true });
        }
        const collection = String(entry.get("collection"));
        const slug = String(entry.get("slug"));
        if (collection && slug && locale === defaultLocale)
          remember(
            `${collection}/${slug}`,
            Object.entries(late).flatMap(([code, pairs]) => (pairs.length ? [code] : [])),
          );
      },
      /** A `{slot}` dropped or misspelt anywhere in the translation (a paragraph of a list too) refuses the save. */
      isValid(this: {
        compute: () => { slots: Array<{ keyPath: string; dropped: string[]; unknown: string[] }> };
        props: { field: ImmutableLike };
      }) {
        const { slots } = this.compute();
        if (!slots.length) return true;
        const labels = plain(this.props.field.get("labels")) as Record<string, string>;
        return { error: { message: slots.map((problem) => slotLine(labels, problem)).join(" ") } };
      },
      render(this: {
        compute: () => {
          entry?: ImmutableLike;
          locale: string;
          late: Record<string, Array<{ keyPath: string }>>;
          slots: Array<{ keyPath: string; dropped: string[] }>;
        };
        props: { field: ImmutableLike };
        node?: HTMLElement;
      }) {
        const { h } = page;
        const { locale, late } = this.compute();
        const labels = plain(this.props.field.get("labels")) as Record<string, string>;
        const lines =
          locale === defaultLocale
            ? Object.entries(late).flatMap(([code, pairs]) =>
                pairs.length
                  ? [`${names([code])}: ${pairs.map((pair) => fieldLabel(labels, pair.keyPath)).join("; ")}.`]
                  : [],
              )
            : (late[locale] ?? []).map((pair) => `${fieldLabel(labels, pair.keyPath)}.`);
        const ref = (node: HTMLElement | null) => {
          this.node = node ?? undefined;
        };
        if (!lines.length)
          return h(
            "p",
            { ref, role: "status", style: { margin: 0 } },
            locale === defaultLocale
              ? "Every translation of this page was saved after the English it stands beside."
              : `Every ${names([locale])} sentence here was saved after the English beside it.`,
          );
        return h(
          "div",
          { ref, role: "status", style: { margin: 0, color: "#8a4b00" } },
          h(
            "p",
            { style: { margin: "0 0 4px", fontWeight: 600 } },
            locale === defaultLocale
              ? "⚠ Behind English: English changed since these were translated. Open each language with the buttons above, update the sentence beside the English, then save."
              : `⚠ Behind English in ${names([locale])}: English changed since these were translated. Update each beside the English, then save.`,
          ),
          h(
            "ul",
            { style: { margin: 0, paddingInlineStart: "1.2em" } },
            ...lines.map((line) => h("li", { key: line }, line)),
          ),
        );
      },
    });
    page.CMS.registerFieldType("behind-english", notice);

    // 3. The Words list: each page behind English says so.
    const rowClass = "behind-english-row";
    function markList() {
      const match = /#\/collections\/([\w-]+)\/?$/.exec(location.hash);
      const collection = match?.[1] ?? "";
      const pages = options.pages[collection];
      if (!pages) return;
      const byLabel = new Map(Object.entries(pages).map(([file, label]) => [label, file]));
      for (const row of document.querySelectorAll<HTMLElement>('[role="row"]')) {
        const cell = row.querySelector<HTMLElement>('[role="gridcell"]');
        if (!cell) continue;
        const label = (cell.textContent ?? "").replace(/\s*⚠.*$/s, "").trim();
        const file = byLabel.get(label);
        if (!file) continue;
        const languages = behindLanguages(`${collection}/${file}`);
        const text = languages.length ? ` ⚠ Behind English in ${names(languages)}` : "";
        const mark = cell.querySelector<HTMLElement>(`.${rowClass}`);
        if (mark?.textContent === text) continue;
        mark?.remove();
        if (!text) continue;
        const span = document.createElement("span");
        span.className = rowClass;
        span.style.cssText = "color:#8a4b00;font-weight:600";
        span.textContent = text;
        (cell.querySelector(".label") ?? cell).append(span);
      }
    }
    let queued = false;
    new MutationObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        markList();
      });
    }).observe(document.documentElement, { childList: true, subtree: true });
    addEventListener("hashchange", markList);
  };
  return `(${install.toString()})((${translationRecordKit.toString()})(), ${JSON.stringify(settings)});\n`;
}
