import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-indigo-400",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400",
  ghost: "text-indigo-800 hover:bg-indigo-50 disabled:text-slate-500",
};

export const buttonClass = (variant: Variant = "secondary", size: "md" | "sm" = "md") =>
  `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed ${
    size === "sm" ? "px-2.5 py-1.5 text-sm" : "px-4 py-2 text-sm"
  } ${VARIANTS[variant]}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: "md" | "sm";
  /** While a call runs: the button is disabled and says what is happening ("Saving…"). */
  pending?: boolean;
  pendingText?: string;
}

export function Button({ variant = "secondary", size = "md", pending = false, pendingText, disabled, className = "", children, type = "button", ...rest }: ButtonProps) {
  return (
    <button type={type} className={`${buttonClass(variant, size)} ${className}`} disabled={disabled || pending} aria-busy={pending || undefined} {...rest}>
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
