/**
 * `virtual:used-photographs`: the photographs in app/assets/images that the content names, each
 * imported with vite-imagetools' query for its AVIF and WebP sizes (app/assets/picture-sources.ts).
 * A glob of the folder would make and publish sizes of every file in it, an upload the owner has
 * since replaced too (issue 51); this names only those in use (app/content/unused-uploads.ts). The
 * dev server reloads it when the content or the folder changes.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { uploadsOnDisk } from "../../app/content/unused-uploads.ts";
import { photographsFolder } from "../../app/content/upload-folders.ts";

export const usedPhotographsId = "virtual:used-photographs";
const resolvedId = `\0${usedPhotographsId}`;

/** The sizes and formats each photograph is made in: what a `<picture>`'s sources offer. */
export const photographQuery = "w=480;800;1200;1600&format=avif;webp&withoutEnlargement=true&as=picture";

/** The module's code: one import per photograph in use, and a map of them by file name. */
export function usedPhotographsModule(root: string): string {
  const photographs = uploadsOnDisk(root).used.filter((file) => file.startsWith(`${photographsFolder}/`));
  const imports = photographs.map(
    (file, index) => `import p${index} from ${JSON.stringify(`${join(root, file)}?${photographQuery}`)};`,
  );
  const entries = photographs.map((file, index) => `[${JSON.stringify(file.replace(/^.*\//, ""))}, p${index}]`);
  return `${imports.join("\n")}\nexport default new Map([${entries.join(", ")}]);\n`;
}

export function usedPhotographs(): Plugin {
  let root = process.cwd();
  return {
    name: "used-photographs",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === usedPhotographsId ? resolvedId : null;
    },
    load(id) {
      return id === resolvedId ? usedPhotographsModule(root) : null;
    },
    configureServer(server) {
      const watched = [join(root, "app", "content"), join(root, photographsFolder)];
      server.watcher.on("all", (_event, path) => {
        if (!watched.some((folder) => path.startsWith(folder))) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
