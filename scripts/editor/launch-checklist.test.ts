import { describe, expect, it } from "vitest";
import type { LaunchItem } from "../check-launch-list";
import { launchChecklistNote, withLaunchChecklist } from "./launch-checklist";

const items: LaunchItem[] = [
  { kind: "phones", screen: "Facts › The company", field: "Phone numbers", todo: "write them" },
  { kind: "gallery", screen: "app/content/gallery.ts", field: "Gallery pictures", todo: "add a photo" },
];
const config: {
  app_title: string;
  collections: Array<{
    name: string;
    label: string;
    description?: string;
    files?: Array<{ name: string; label?: string; description?: string }>;
  }>;
} = {
  app_title: "Edit",
  collections: [
    {
      name: "facts",
      label: "Facts",
      description: "Phones and more.",
      files: [{ name: "company", label: "The company" }],
    },
    { name: "words", label: "Words", description: "What each page says.", files: [{ name: "about" }] },
  ],
};

describe("the editor's launch checklist", () => {
  it("heads the Facts list and the company's facts with every sample left, by the editor's labels", () => {
    const shown = withLaunchChecklist(config, items);
    const note = launchChecklistNote(items) ?? "";
    expect(note).toMatch(/^BEFORE LAUNCH, 2 samples are still on the site/);
    expect(note).toContain("Phone numbers; Gallery pictures (app/content/gallery.ts)");
    expect(shown.collections[0]?.description).toBe(`${note}\n\nPhones and more.`);
    expect(shown.collections[0]?.files?.[0]?.description).toBe(note);
    expect(shown.collections[1]).toEqual(config.collections[1]);
    expect(shown.app_title).toBe("Edit");
  });

  it("says nothing once no sample is left", () => {
    expect(launchChecklistNote([])).toBeUndefined();
    expect(withLaunchChecklist(config, [])).toBe(config);
  });
});
