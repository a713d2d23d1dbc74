/** scripts/assets/used-photographs.ts: the photographs the content names, by file name. */
declare module "virtual:used-photographs" {
  const photographs: ReadonlyMap<string, import("./picture-sources").RasterPicture>;
  export default photographs;
}
