import { Icon } from "./icon";

/**
 * The visible control that stops and restarts moving content (slideshow, testimonials, carousel),
 * as WCAG 2.2.2 asks of anything that moves by itself. Its name says what it will do and to what:
 * "Pause slideshow", "Play testimonials".
 */
export function PlayPauseButton({
  playing,
  onToggle,
  what,
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  /** What moves, as it reads after "Pause"/"Play": "slideshow", "the moving service cards". */
  what: string;
  /** Size, colours and placement for the surface the button sits on. */
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${playing ? "Pause" : "Play"} ${what}`}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-bold ${className}`}
    >
      <Icon name={playing ? "pause" : "play"} className="size-4" />
      {playing ? "Pause" : "Play"}
    </button>
  );
}
