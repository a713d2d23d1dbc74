/**
 * An estimate link opened from outside the site (`/estimate/?from=hyderabad&to=pune&home=2bhk`,
 * which every city page links to, or an estimate a visitor shared), shown as the page hydrates
 * without the calculator's code, which loads on the visitor's first use of the page as on
 * `/estimate/` itself (docs/decisions/048-estimate-landing.md). This module is in the estimate's
 * first load: it carries no arithmetic and no parser.
 *
 * - A link the site's own pages make (`from` the hub, `to` a served city, perhaps `home`, nothing
 *   else) has its total worked out while the page was pre-rendered (lib/estimate-landing.ts): its
 *   choices and its total are written into the waiting calculator, and the rest of the result,
 *   which still describes the pre-rendered estimate, is hidden until the calculator runs.
 * - Any other link (an inventory, floors, a date…) needs the arithmetic: the pre-rendered
 *   calculator, which shows another estimate, is hidden until the calculator runs with the link's.
 */
import type { LinkedTotals } from "../../lib/estimate-landing";

/** A link's choices, for a link whose total was worked out in advance. */
export type LandingChoices = { from: string; to: string; home: string; total: string };

/** What a landing on `search` shows: a total worked out in advance, or nothing until the calculator runs. */
export function landingFor(search: string, landing: LinkedTotals): LandingChoices | "wait" {
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  const from = params.get("from");
  const to = params.get("to") ?? "";
  const home = params.get("home") ?? landing.home;
  const known = names.every((name) => name === "from" || name === "to" || name === "home");
  const total = landing.totals[to]?.[home];
  return known && names.length === new Set(names).size && from === landing.from && total !== undefined
    ? { from, to, home, total }
    : "wait";
}

/** The data attribute that marks the pre-rendered totals (the result's and the sticky bar's). */
export const totalAttribute = "data-total";

/** The choices written into the pre-rendered form, if they were: the calculator's starting point. */
let landed: Omit<LandingChoices, "total"> | undefined;

/**
 * What a landing wrote into the pre-rendered form, once: the calculator, when it arrives, tells the
 * visitor's own early changes from it (adoptEarlyChoices). A later visit to the page (a client-side
 * navigation) renders its form afresh.
 */
export function takeLandedChoices(): Omit<LandingChoices, "total"> | undefined {
  const choices = landed;
  landed = undefined;
  return choices;
}

function setField(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLSelectElement) field.value = value;
  else if (field instanceof RadioNodeList) field.value = value;
}

/**
 * Shows the estimate of `search` in the pre-rendered calculator inside `root`: its choices and
 * total when they were worked out in advance (and returns the choices), otherwise nothing until
 * the calculator runs (`data-landing`, estimate-landing.css).
 */
export function showLinkedEstimate(
  root: HTMLElement,
  search: string,
  landing: LinkedTotals,
): Omit<LandingChoices, "total"> | undefined {
  const form = root.querySelector("form");
  const choices = landingFor(search, landing);
  if (!form || choices === "wait") {
    root.dataset.landing = "wait";
    return undefined;
  }
  const { total, ...chosen } = choices;
  setField(form, "from", chosen.from);
  setField(form, "to", chosen.to);
  setField(form, "home", chosen.home);
  for (const element of root.querySelectorAll(`[${totalAttribute}]`)) element.textContent = total;
  landed = chosen;
  root.dataset.landing = "shown";
  return chosen;
}
