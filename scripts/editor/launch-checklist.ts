/**
 * The editor shows what is left before launch (issue 35): the launch check's list
 * (scripts/check-launch-list.ts) at the top of the Facts list and of the company's facts, where
 * the owner replaces most of them. Added to the configuration the editor is generated with
 * (scripts/editor-site.ts), so the editor and `npm run check:launch` always say the same.
 */
import type { LaunchItem } from "../check-launch-list.ts";

type Described = { name?: string; description?: string };
type Configuration = { collections?: Array<Described & { files?: Described[] }> };

/** One paragraph for the owner: how many samples are left, and which, by the editor's field labels. */
export function launchChecklistNote(items: readonly LaunchItem[]): string | undefined {
  if (items.length === 0) return undefined;
  const named = items.map((item) => (item.screen.startsWith("Facts") ? item.field : `${item.field} (${item.screen})`));
  return `BEFORE LAUNCH, ${items.length} sample${items.length === 1 ? " is" : "s are"} still on the site and the live site is not published until each is replaced: ${named.join("; ")}. After replacing one, remove it from “Still samples” in The company if it is listed there; a value that is still the sample the site came with stays on this list until it is replaced (or, when the real value is exactly that, added to “Real, though the same as the sample”).`;
}

/** `config` with the checklist before the Facts list's and the company's own descriptions. */
export function withLaunchChecklist<Config extends Configuration>(
  config: Config,
  items: readonly LaunchItem[],
): Config {
  const note = launchChecklistNote(items);
  if (!note) return config;
  const prefixed = <Entry extends Described>(entry: Entry): Entry => ({
    ...entry,
    description: entry.description ? `${note}\n\n${entry.description}` : note,
  });
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collection.name === "facts"
        ? prefixed({
            ...collection,
            files: collection.files?.map((file) => (file.name === "company" ? prefixed(file) : file)),
          })
        : collection,
    ),
  };
}
