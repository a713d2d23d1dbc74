/** The little of fontkit (which @react-pdf/renderer shapes text with) that pdf.ts reaches into. */
declare module "fontkit" {
  export type Font = { layout(text: string): unknown };
  export function create(data: Buffer): Font;
}
