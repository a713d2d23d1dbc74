import type { InterfaceWords } from "../../content/schema";
import { Icon } from "./icon";
import { sentenceText } from "./sentence";

/**
 * The visible control that stops and restarts moving content (slideshow, testimonials, carousel),
 * as WCAG 2.2.2 asks of anything that moves by itself. Its name says what it will do and to what:
 * "Pause slideshow", "Play testimonials".
 */
export function PlayPauseButton({
  playing,
  onToggle,
  what,
  words,
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  /** What moves, as it reads after "Pause"/"Play": "slideshow", "the moving service cards". */
  what: string;
  words: Pick<InterfaceWords["carousel"], "pause" | "play" | "pauseLabel" | "playLabel">;
  /** Size, colours and placement for the surface the button sits on. */
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={sentenceText(playing ? words.pauseLabel : words.playLabel, { what })}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-bold ${className}`}
    >
      <Icon name={playing ? "pause" : "play"} className="size-4" />
      {playing ? words.pause : words.play}
    </button>
  );
}
