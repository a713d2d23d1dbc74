import { Fragment, type ReactNode } from "react";
import { fillPlaceholders } from "../../lib/fill-placeholders";

/**
 * A sentence from the content with `{name}` slots, each filled with text or an element (a phone
 * link), so the words stay in app/content while the link stays a link.
 */
export function Sentence({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  const parts = text.split(/(\{[a-zA-Z]+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const slot = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder.
        return <Fragment key={index}>{slot !== undefined && Object.hasOwn(slots, slot) ? slots[slot] : part}</Fragment>;
      })}
    </>
  );
}

/** The sentence as plain text, for attributes and titles. */
export function sentenceText(text: string, values: Record<string, string | number>): string {
  return fillPlaceholders(text, values);
}
