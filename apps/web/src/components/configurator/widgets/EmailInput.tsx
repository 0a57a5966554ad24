"use client";

import { TextInput } from "./TextInput.tsx";
import type { WidgetProps } from "./types.ts";

/** email_input: the shopper's e-mail (the engine checks the address: spec §5). */
export function EmailInput(props: WidgetProps) {
  return <TextInput {...props} type="email" />;
}
