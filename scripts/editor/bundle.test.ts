import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rewriteBundle, sameContentReuse, sveltiaFolder } from "./bundle";

describe("the editor's bundle, rewritten", () => {
  const bundle = readFileSync(join(sveltiaFolder, "dist", "sveltia-cms.js"), "utf8");
  const { script } = rewriteBundle(bundle, readdirSync(join(sveltiaFolder, "npm", "assets")));

  it("reuses a file already in the folder only when its name is the same as well as its content (issue 51)", () => {
    const [found] = bundle.match(sameContentReuse) ?? [];
    expect(found).toBeDefined();
    const [, , hash, file, asset] = new RegExp(sameContentReuse.source).exec(found as string) ?? [];
    const patched = `find(${asset}=>${asset}.name===${file}.name&&${asset}.sha===${hash}&&`;
    expect(script).toContain(patched);
    expect(script.match(new RegExp(sameContentReuse.source, "g"))).toBeNull();
  });

  it("fails the build when an upgrade moves what it rewrites", () => {
    expect(() =>
      rewriteBundle(bundle.replace(sameContentReuse, "x"), readdirSync(join(sveltiaFolder, "npm", "assets"))),
    ).toThrow(/reuse of an uploaded file/);
  });
});
