/**
 * The folders the editor uploads into, from the repository's root: photographs where the build's
 * picture step reads them (app/assets/picture-sources.ts), certificates' PDFs where the site serves
 * them from. No imports, so the build's plain-Node steps can read it (scripts/postbuild.ts).
 */
export const photographsFolder = "app/assets/images";
export const certificatesFolder = "public/certificates";
