/**
 * Form fields with a visible label, an optional hint and the field's own error underneath, tied together with
 * aria-describedby so a screen reader reads the error with the field. Spread react-hook-form's register()
 * into them; React 19 passes the ref through as a prop.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

function FieldFrame({ id, label, hint, error, className = "", children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

interface CommonProps {
  label: string;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  /** Classes for the wrapper (width in a grid), not the control. */
  className?: string | undefined;
}

export function TextField({ label, hint, error, className, id, ref, ...input }: CommonProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <input id={fieldId} ref={ref} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({ label, hint, error, className, id, ref, children, ...select }: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <select id={fieldId} ref={ref} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({ label, hint, error, className, id, ref, ...textarea }: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <textarea id={fieldId} ref={ref} rows={2} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...textarea} />
    </FieldFrame>
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({ label, id, ref, className = "", ...input }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input id={fieldId} ref={ref} type="checkbox" className="size-4 rounded border-slate-400 accent-indigo-700" {...input} />
      <label htmlFor={fieldId} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
}

/**
 * One choice of a few, as radio buttons in a fieldset whose legend names the question. Spread
 * react-hook-form's register() into it: every radio shares the name.
 */
export function RadioGroupField({
  legend,
  options,
  error,
  className = "",
  ref,
  ...input
}: { legend: string; options: readonly RadioOption[]; error?: string | undefined; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value"> & {
  ref?: Ref<HTMLInputElement>;
}) {
  const groupId = useId();
  return (
    <fieldset className={`flex flex-col gap-2 ${className}`} aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {options.map((option) => {
        const optionId = `${groupId}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-2">
            <input
              id={optionId}
              ref={ref}
              type="radio"
              value={option.value}
              className="mt-0.5 size-4 accent-indigo-700"
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              {...input}
            />
            <div className="text-sm">
              <label htmlFor={optionId} className="text-slate-800">
                {option.label}
              </label>
              {option.hint ? (
                <p id={`${optionId}-hint`} className="text-xs text-slate-600">
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      {error ? (
        <p id={`${groupId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
