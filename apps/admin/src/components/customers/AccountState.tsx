/** Whether the customer may sign in; the colour only repeats the word. */
export function AccountState({ disabled }: { disabled: boolean }) {
  return disabled ? <span className="font-medium text-red-800">Disabled</span> : <span>Active</span>;
}
