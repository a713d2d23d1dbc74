/**
 * The pictures on /gallery, in order. To add a photo, put the file in app/assets/images (or an
 * SVG in public/art), add an entry here with a short description of what it shows, and rebuild.
 */
import type { GalleryItem, GalleryWords } from "./schema";

export const gallery: GalleryItem[] = [
  {
    image: {
      src: "gallery-1.svg",
      alt: "Two packers wrapping a sofa in bubble wrap in the living room of a Kukatpally 2BHK flat",
    },
    caption: "Packing a 2BHK in Kukatpally: the sofa gets bubble wrap first, then corrugated sheets.",
  },
  {
    image: {
      src: "gallery-2.svg",
      alt: "Crockery being wrapped piece by piece in paper and placed in a numbered carton",
    },
    caption: "Crockery wrapped one piece at a time and packed in numbered five-ply cartons.",
  },
  {
    image: {
      src: "gallery-3.svg",
      alt: "Loaders carrying a wrapped refrigerator up a ramp into a tempo outside an apartment block",
    },
    caption: "Loading a 14-foot tempo in Miyapur: heavy items go in first and are tied down.",
  },
  {
    image: {
      src: "gallery-4.svg",
      alt: "A hatchback being driven onto the upper deck of a car carrier truck",
    },
    caption: "A customer's car going onto a car carrier for a transfer from Hyderabad to Pune.",
  },
  {
    image: {
      src: "gallery-5.svg",
      alt: "A scooter wrapped in bubble wrap and tied upright inside a truck",
    },
    caption: "Two-wheeler wrapped and tied upright, travelling in the same truck as the household goods.",
  },
  {
    image: {
      src: "gallery-6.svg",
      alt: "Steel racks in a covered godown holding labelled cartons and wrapped furniture on wooden pallets",
    },
    caption: "Our covered godown at Medchal: every lot on pallets, tagged with the owner's name.",
  },
  {
    image: {
      src: "gallery-7.svg",
      alt: "Office desks and chairs with seat-number labels being moved on trolleys in an office corridor",
    },
    caption: "An overnight office move in Gachibowli, with every desk and chair labelled by seat number.",
  },
  {
    image: {
      src: "gallery-8.svg",
      alt: "A machine packed in a wooden crate being lifted onto a flatbed trailer by a crane",
    },
    caption: "Project cargo: a crated machine loaded onto a flatbed for a factory shifting to Medchal.",
  },
  {
    image: {
      src: "gallery-9.svg",
      alt: "Movers unloading cartons at a new home while the family checks them against the inventory list",
    },
    caption: "Delivery day: the family checks every numbered carton against the inventory list.",
  },
];

/** What the thumbnails tell screen readers, and the words of the picture viewer. */
export const galleryWords: GalleryWords = {
  viewLarger: "(view larger)",
  position: "Picture {position} of {count}",
  previous: "Previous",
  close: "Close",
  next: "Next",
};
