/**
 * React Router's own client entry, with one change: hydration starts in a task of its own, after
 * the one that evaluates the page's modules. React DOM and React Router initialise as this module
 * is evaluated, and `hydrateRoot` then creates the root, listens for every event and schedules
 * the first render; in one task the two were 10–17 ms of the host's CPU, over the phone's 50 ms,
 * and apart each was under 6 (decision 059). A tap in between is answered natively, as before
 * hydration.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Strict mode only checks, in development; the pages' JavaScript leaves it out (decision 059).
const hydratedRouter = import.meta.env.DEV ? (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
) : (
  <HydratedRouter />
);
const hydrate = () => startTransition(() => void hydrateRoot(document, hydratedRouter));

// A message, not a timer: the next task at once, which neither a background tab's timer throttling
// nor a test's fake clock holds back.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = hydrate;
nextTask.port2.postMessage(null);
