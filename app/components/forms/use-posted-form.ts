import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { preselectedSlug } from "../../lib/enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "../../lib/enquiry-prefill";
import type { FormDraftStore } from "../../lib/form-draft";
import { fieldOf, useFormDraft } from "../../lib/use-form-draft";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A choice a link may ask for (`?service=packaging`, `?home=2bhk`): the slug it names, the option's value. */
export type LinkedChoice = { field: string; param: string; choices: ReadonlyArray<{ slug: string; value: string }> };

export type PostedFormOptions<Name extends string> = {
  /** The form's draft: restored once the page runs, kept on every input and on sending. */
  draft: FormDraftStore<Name>;
  /** Where the form service sends the visitor back to: the public site's page until the page runs. */
  returnTo: { publicUrl: string; path: string };
  /**
   * The `message` textarea is required: a text of only spaces is flagged while typed and stopped
   * on sending (`required` alone lets it through), and its length is counted for the hint.
   */
  requiredMessage?: { blankWarning: string };
  /** Start the `message` textarea with the text a link brings (`?message=`, the estimate's summary). */
  messageFromLink?: boolean;
  linkedChoice?: LinkedChoice;
  /** After each restore of the draft (`first` is false on a return from the back/forward cache). */
  afterRestore?: (form: HTMLFormElement, first: boolean) => void;
  /** On every input, before the draft is kept. */
  onInput?: (target: EventTarget) => void;
  /** On sending, after the typed fields are trimmed (the claim writes its consignment number its way). */
  beforeSend?: (form: HTMLFormElement) => void;
};

/**
 * The absolute address FormSubmit sends the visitor to (`_next`): the public site's until the page
 * runs, then this origin's, since the same build is served from the public URL, previews and test
 * servers.
 */
export function useReturnUrl(publicUrl: string, path: string): string {
  const [url, setUrl] = useState(publicUrl);
  useEffect(() => setUrl(new URL(path, window.location.origin).href), [path]);
  return url;
}

/**
 * A textarea has no `pattern`, so `required` alone would take a text of only spaces. This flags
 * such a text as invalid while it is typed (so `checkValidity()` and `:user-invalid` agree with
 * what the browser will send), and clears the flag for any real text.
 */
export function flagBlankText(area: HTMLTextAreaElement, blankWarning: string): void {
  area.setCustomValidity(area.value.length > 0 && area.value.trim() === "" ? blankWarning : "");
}

/**
 * What the site's posted forms (the enquiry, the survey booking, the claim) do once the page runs,
 * on top of a plain HTML form that works with JavaScript off:
 * - ids for their fields (`id("name")`), unique on the page;
 * - the draft: restored (what was typed before hydration wins) and kept on every input;
 * - what a link brings: the `message` text, taken off the address once read so a reload restores
 *   the visitor's edits of it from the draft, and a choice (`?service=`), each only where the
 *   visitor had not typed or chosen before the page became interactive;
 * - the return address for the form service;
 * - on sending, the spaces off around every typed field, and a required message of only spaces
 *   stopped with its warning.
 * `PostedForm` (form-parts.tsx) takes what this returns.
 */
export function usePostedForm<Name extends string>(options: PostedFormOptions<Name>) {
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const nextUrl = useReturnUrl(options.returnTo.publicUrl, options.returnTo.path);
  const [messageLength, setMessageLength] = useState<number | undefined>(undefined);
  const [messageFromLink, setMessageFromLink] = useState(false);
  /** Whether the form's code runs (the pre-rendered form waits for it: until-needed.ts). */
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const { draft, requiredMessage, linkedChoice } = options;

  const checkMessage = (area: HTMLTextAreaElement) => {
    if (!requiredMessage) return;
    flagBlankText(area, requiredMessage.blankWarning);
    setMessageLength(area.value.length);
  };

  const { keep, keepsDraft } = useFormDraft(formRef, draft, (form) => {
    const search = window.location.search;
    const typedMessage = fieldOf(form, "message")?.value ?? "";
    const linkedMessage = options.messageFromLink && !typedMessage ? prefilledMessage(search) : undefined;
    if (linkedMessage !== undefined) {
      window.history.replaceState(window.history.state, "", withoutPrefilledMessage(window.location.href));
    }
    const chosenEarly = linkedChoice ? (fieldOf(form, linkedChoice.field)?.value ?? "") : "";
    const linkedSlug =
      linkedChoice &&
      preselectedSlug(
        search,
        linkedChoice.param,
        linkedChoice.choices.map((choice) => choice.slug),
      );
    const linked = linkedChoice?.choices.find((choice) => choice.slug === linkedSlug);
    return (form, first) => {
      // The link's choice beats the draft's; back from the browser's memory, it only fills an emptied form.
      const choiceField = linkedChoice && fieldOf(form, linkedChoice.field);
      if (linked && choiceField && !chosenEarly && (first || !choiceField.value)) choiceField.value = linked.value;
      const message = fieldOf(form, "message");
      if (message && first && linkedMessage !== undefined) {
        message.value = linkedMessage;
        setMessageFromLink(true);
      }
      if (message instanceof HTMLTextAreaElement) checkMessage(message);
      options.afterRestore?.(form, first);
    };
  });

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLTextAreaElement && target.name === "message") checkMessage(target);
    options.onInput?.(target);
    keep(event.currentTarget);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    for (const name of draft.fieldNames) {
      const field: Control | undefined = fieldOf(form, name);
      if (field && !(field instanceof HTMLSelectElement)) field.value = field.value.trim();
    }
    options.beforeSend?.(form);
    const message = fieldOf(form, "message");
    if (requiredMessage && message && message.value === "") {
      message.setCustomValidity(requiredMessage.blankWarning);
      message.reportValidity();
      event.preventDefault();
      return;
    }
    keep(form);
  };

  return {
    formRef,
    /** A field's id, unique on the page. */
    id: (name: string) => `${baseId}-${name}`,
    nextUrl,
    keepsDraft,
    running,
    /** The required message's length, undefined until the page runs. */
    messageLength,
    /** Whether the message came from a link (the estimate's summary). */
    messageFromLink,
    onInput,
    onSubmit,
  };
}

export type PostedFormState = ReturnType<typeof usePostedForm>;
