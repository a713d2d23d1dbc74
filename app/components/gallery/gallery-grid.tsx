import { type MouseEvent, useRef, useState } from "react";
import { largestPictureUrl } from "../../assets/picture-sources";
import type { GalleryItem, GalleryWords } from "../../content/schema";
import { ContentImage } from "../ui/content-image";
import { Icon } from "../ui/icon";
import { sentenceText } from "../ui/sentence";

const dialogButton =
  "inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full px-4 font-bold focus-visible:outline-marigold-400";

/** "Illustration" above a drawing's caption, so no drawing passes for a photograph of a job. */
function DrawingLabel({ item, words, className }: { item: GalleryItem; words: GalleryWords; className: string }) {
  if (item.kind !== "drawing") return null;
  return (
    <span className={`mb-1 block text-sm font-bold tracking-wide uppercase ${className}`}>
      {words.drawing}
      <span className="sr-only">: </span>
    </span>
  );
}

/**
 * The gallery: a grid of captioned thumbnails, each a plain link to the picture (which is what a
 * visitor without JavaScript gets), and, with JavaScript, a modal `<dialog>` showing the picture
 * large. The dialog closes with Escape, its Close button or a tap beside the picture, steps with
 * the arrow keys or buttons, and gives focus back to the thumbnail of the picture last shown.
 */
export function GalleryGrid({ items, words }: { items: GalleryItem[]; words: GalleryWords }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Set while this component closes the dialog itself and has already given focus back.
  const focusReturned = useRef(false);
  const [shownIndex, setShownIndex] = useState(0);
  const shown = items[shownIndex];
  const count = items.length;

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open the file in a new tab or window as asked (Ctrl/Cmd/Shift/middle click).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    setShownIndex(index);
    dialog.showModal();
    // Start on Close rather than Previous, so Enter or Space right away closes again.
    closeRef.current?.focus();
  };

  const step = (by: number) => setShownIndex((index) => (index + by + count) % count);

  /**
   * Closes the dialog and focuses the thumbnail of the picture last shown in the same task. The
   * dialog's close event comes a task later: focusing there would take focus back from wherever
   * the visitor has moved it by then (a keyboard walk that tabbed on and pressed Enter opened the
   * picture it had just left).
   */
  const close = () => {
    if (!dialogRef.current?.open) return;
    focusReturned.current = true;
    dialogRef.current.close();
    linkRefs.current[shownIndex]?.focus();
  };

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.image.src}>
            <figure className="h-full overflow-hidden rounded-card border border-line bg-white shadow-card">
              <a
                ref={(link) => {
                  linkRefs.current[index] = link;
                }}
                href={largestPictureUrl(item.image.src)}
                onClick={open(index)}
                className="group block overflow-hidden focus-visible:outline-offset-[-3px]"
              >
                <ContentImage
                  image={item.image}
                  width={800}
                  height={600}
                  // The first picture is the largest on a phone's first screen.
                  priority={index === 0}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] w-full bg-navy-50 object-cover motion-safe:transition-transform motion-safe:duration-300 group-hover:scale-105"
                />
                <span className="sr-only"> {words.viewLarger}</span>
              </a>
              <figcaption className="p-4 text-base">
                <DrawingLabel item={item} words={words} className="text-teal-700" />
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialogRef}
        aria-labelledby="gallery-dialog-caption"
        // Closed another way (a phone's back gesture), the dialog gives focus back here.
        onClose={() => {
          if (!focusReturned.current) linkRefs.current[shownIndex]?.focus();
          focusReturned.current = false;
        }}
        onClick={(event) => {
          // Clicks on the dimmed backdrop reach the dialog itself, outside its box.
          const box = event.currentTarget.getBoundingClientRect();
          const outside =
            event.clientX < box.left ||
            event.clientX > box.right ||
            event.clientY < box.top ||
            event.clientY > box.bottom;
          if (event.target === event.currentTarget && outside) close();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          else if (event.key === "ArrowLeft") step(-1);
          else if (event.key === "Escape") {
            // Instead of the browser's close, which would leave focus for the close event to move.
            event.preventDefault();
            close();
          }
        }}
        // The backdrop's colour is written out: ::backdrop does not see the theme's CSS variables in every browser.
        className="m-auto max-h-[100dvh] w-[calc(100%-1rem)] max-w-5xl rounded-card bg-navy-950 p-3 text-white shadow-card backdrop:bg-[rgb(6_26_46/0.85)] sm:p-5"
      >
        {shown && (
          <figure className="grid gap-3">
            <ContentImage
              key={shown.image.src}
              image={shown.image}
              width={1200}
              height={900}
              sizes="(min-width: 1024px) 1000px, 100vw"
              className="mx-auto max-h-[70dvh] w-auto rounded-lg bg-navy-900 object-contain"
            />
            <figcaption id="gallery-dialog-caption" className="text-center text-lg">
              <DrawingLabel item={shown} words={words} className="text-marigold-300" />
              {shown.caption}
              <span className="mt-1 block text-sm text-navy-100">
                {sentenceText(words.position, { position: shownIndex + 1, count })}
              </span>
            </figcaption>
          </figure>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => step(-1)}
            className={`${dialogButton} border-2 border-white/70 text-white hover:bg-white/10`}
          >
            <Icon name="arrowRight" className="size-5 rotate-180" /> {words.previous}
          </button>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            className={`${dialogButton} bg-marigold-400 text-navy-950 hover:bg-marigold-300`}
          >
            <Icon name="close" className="size-5" /> {words.close}
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            className={`${dialogButton} border-2 border-white/70 text-white hover:bg-white/10`}
          >
            {words.next} <Icon name="arrowRight" className="size-5" />
          </button>
        </div>
      </dialog>
    </>
  );
}
