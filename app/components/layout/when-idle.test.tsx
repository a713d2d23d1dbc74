import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { clickReplay, lazyWhenIdle } from "./when-idle";

/** Buttons on the page, as the pre-rendered HTML has them; removed when the test ends. */
function pageWith(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

describe("clickReplay", () => {
  it("clicks a marked control of a waiting part once more, once, when the part has hydrated", () => {
    const page = pageWith(
      '<button data-replay-click="Widget">Translate <b>now</b></button><button data-replay-click="Other">Other</button><button>Plain</button>',
    );
    const [translate, other, plain] = Array.from(page.querySelectorAll("button"));
    const clicks = vi.fn();
    page.addEventListener("click", (event) => clicks((event.target as Element).closest("button")?.textContent));
    const replay = clickReplay();
    replay.waitFor("Widget");
    replay.waitFor("Other");
    // Twice on the control (once on what it holds), once on a control of another part, once on an unmarked one.
    replay.record(translate?.querySelector("b") ?? null);
    replay.record(translate ?? null);
    replay.record(other ?? null);
    replay.record(plain ?? null);

    replay.hydrated("Widget");
    expect(clicks.mock.calls).toEqual([["Translate now"]]);
    // Hydrated, the part's controls work by themselves: nothing more is kept or replayed.
    replay.record(translate ?? null);
    replay.hydrated("Widget");
    expect(clicks).toHaveBeenCalledTimes(1);

    replay.hydrated("Other");
    expect(clicks.mock.calls).toEqual([["Translate now"], ["Other"]]);
  });

  it("leaves alone a control that is gone, and a part nobody waits for", () => {
    const page = pageWith(
      '<button data-replay-click="Widget">Translate</button><button data-replay-click="Unknown">?</button>',
    );
    const [translate, unknown] = Array.from(page.querySelectorAll("button"));
    const clicks = vi.fn();
    document.addEventListener("click", clicks);
    onTestFinished(() => document.removeEventListener("click", clicks));
    const replay = clickReplay();
    replay.waitFor("Widget");
    replay.record(translate ?? null);
    replay.record(unknown ?? null);
    translate?.remove();
    replay.hydrated("Widget");
    replay.hydrated("Unknown");
    expect(clicks).not.toHaveBeenCalled();
  });
});

const pressed = vi.fn();

function Widget({ label }: { label: string }) {
  return (
    <button type="button" onClick={pressed} data-replay-click="Widget">
      {label}
    </button>
  );
}

describe("lazyWhenIdle", () => {
  it("acts once on a tap React dropped while the part's code was on its way", async () => {
    // The page never idles here, and its frames are drawn when the test says.
    vi.stubGlobal("requestIdleCallback", vi.fn());
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    let arrive!: (module: { Widget: typeof Widget }) => void;
    const load = vi.fn(() => new Promise<{ Widget: typeof Widget }>((resolve) => (arrive = resolve)));
    const LazyWidget = lazyWhenIdle(load, "Widget");
    const page = pageWith(
      renderToString(
        <Suspense>
          <Widget label="Translate" />
        </Suspense>,
      ),
    );
    const root = await act(async () =>
      hydrateRoot(
        page,
        <Suspense>
          <LazyWidget label="Translate" />
        </Suspense>,
      ),
    );
    onTestFinished(() => act(() => root.unmount()));
    const button = screen.getByRole("button", { name: "Translate" });

    // The first touch starts loading the part; the click lands on its pre-rendered HTML.
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    // It starts once the frame after the touch has been drawn.
    expect(load).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(pressed).not.toHaveBeenCalled();

    await act(async () => arrive({ Widget }));
    expect(pressed).toHaveBeenCalledTimes(1);
    // Hydrated, a tap works by itself and is not acted on twice.
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(2);
  });
});
