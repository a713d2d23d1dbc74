import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * The fields every form of the site is drawn with (the enquiry, the survey booking, the claim and
 * the estimate): a labelled control with its hint, a choice from a list. Only markup and classes,
 * in a chunk of their own (vite.config.ts), so the estimate uses them without the posted forms'
 * code (form-parts.tsx, use-posted-form.ts).
 */

export const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-navy-700/40 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 user-invalid:border-2 user-invalid:border-marigold-600 disabled:bg-navy-50 disabled:text-muted";
export const labelClass = "block font-semibold text-navy-900";
export const hintClass = "mt-1 block text-sm text-muted";
/** A field's label, the control and its hint (read out with the control through `aria-describedby`). */
export function FieldFrame({
  id,
  label,
  hint,
  wide = false,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Across both columns of the form's grid. */
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[wide ? "sm:col-span-2" : undefined, className].filter(Boolean).join(" ") || undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint !== undefined && (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      )}
    </div>
  );
}

export type TextFieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  wide?: boolean;
  /** Classes of the control added to the field's own (a narrower width). */
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled text, phone, e-mail, number or date field with its hint. */
export function TextField({ id, label, hint, wide, inputClassName, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} wide={wide}>
      <input
        id={id}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
        className={inputClassName ? `${fieldClass} ${inputClassName}` : fieldClass}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled choice from a list, starting empty ("-- Select … --"), so `required` makes the visitor choose. */
export function SelectField({
  id,
  label,
  choose,
  options,
  wide,
  ...select
}: {
  id: string;
  label: string;
  /** The empty first option's words; without it the list starts at its first choice. */
  choose?: string;
  options: ReadonlyArray<{ key: string; value: string; label?: string }>;
  wide?: boolean;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} wide={wide}>
      <select id={id} defaultValue="" className={`${fieldClass} appearance-auto`} {...select}>
        {choose !== undefined && <option value="">{choose}</option>}
        {options.map((option) => (
          <option key={option.key} value={option.value}>
            {option.label ?? option.value}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
