/**
 * The pictures on /gallery, in order. Each says whether it is a photograph of our work
 * (`kind: "photo"`) or a drawing (`kind: "drawing"`): drawings are labelled as such on the page,
 * and the page calls itself a photo gallery only once it shows a photograph. A drawing's caption
 * says how we work, never a particular job, which a drawing cannot show.
 *
 * To add a photo, put the file in app/assets/images, add an entry here with `kind: "photo"` and a
 * short description of what it shows (where and what, if the customer agrees), and rebuild.
 */
import { company } from "./company";
import type { GalleryItem, GalleryWords, PageCopy } from "./schema";

export const gallery: GalleryItem[] = [
  {
    kind: "drawing",
    image: {
      src: "gallery-1.svg",
      alt: "Drawing of two packers wrapping a sofa in bubble wrap in the living room of a flat",
    },
    caption: "How we pack a sofa: bubble wrap first, then corrugated sheets over the corners and edges.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-2.svg",
      alt: "Drawing of crockery being wrapped piece by piece in paper and placed in a numbered carton",
    },
    caption: "Crockery is wrapped one piece at a time and packed in numbered five-ply cartons.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-3.svg",
      alt: "Drawing of loaders carrying a wrapped refrigerator up a ramp into a tempo outside an apartment block",
    },
    caption: "Loading a tempo: the heavy things, like the fridge, go in first and are tied down.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-4.svg",
      alt: "Drawing of a hatchback being driven onto the upper deck of a car carrier truck",
    },
    caption: "A car travels on a car carrier. We look it over with you at pickup and take photos first.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-5.svg",
      alt: "Drawing of a scooter wrapped in bubble wrap and tied upright inside a truck",
    },
    caption: "A two-wheeler is wrapped and tied upright, in the same truck as the household goods.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-6.svg",
      alt: "Drawing of steel racks in a covered godown holding labelled cartons and wrapped furniture on wooden pallets",
    },
    caption: "In our covered godown at Medchal, each family's goods sit on pallets, tagged with their name.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-7.svg",
      alt: "Drawing of office desks and chairs with seat-number labels being moved on trolleys in an office corridor",
    },
    caption: "In an office move, every desk and chair is labelled by seat number and set out again in the same order.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-8.svg",
      alt: "Drawing of a machine packed in a wooden crate being lifted onto a flatbed trailer by a crane",
    },
    caption: "Project cargo: a machine is crated, then lifted onto a flatbed trailer by crane.",
  },
  {
    kind: "drawing",
    image: {
      src: "gallery-9.svg",
      alt: "Drawing of movers unloading cartons at a new home while the family checks them against the inventory list",
    },
    caption: "On delivery day, the family checks every numbered carton against the inventory list.",
  },
];

/** The gallery page's title, heading and introduction: the first set while it shows any photograph. */
export const galleryPageCopy: Record<"withPhotos" | "drawingsOnly", Omit<PageCopy, "shareArt">> = {
  withPhotos: {
    title: `Photo Gallery of Our Moves | ${company.shortName}`,
    description:
      "Photos of our crews packing homes with bubble wrap, loading tempos, moving cars on carriers and storing goods in our Medchal godown.",
    heading: "Photo gallery",
    intro: "Our work in pictures: packing, loading, vehicle transport, godown storage and office moves.",
  },
  drawingsOnly: {
    title: `Gallery: How We Pack, Move and Store | ${company.shortName}`,
    description:
      "Drawings of how our crews pack homes with bubble wrap, load tempos, move cars on carriers and store goods in our Medchal godown.",
    heading: "Gallery: how we work, in drawings",
    intro:
      "These are drawings, not photographs of real jobs. Each one shows a step of how we pack, load, move and store a family's goods.",
  },
};

/** What the thumbnails tell screen readers, and the words of the picture viewer. */
export const galleryWords: GalleryWords = {
  viewLarger: "(view larger)",
  drawing: "Illustration",
  position: "Picture {position} of {count}",
  previous: "Previous",
  close: "Close",
  next: "Next",
};
