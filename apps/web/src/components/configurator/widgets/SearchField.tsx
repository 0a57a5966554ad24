"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Breed } from "@petsies/domain";
import { loadBreeds, matchBreeds } from "../../../lib/configurator/breeds.ts";
import { textOf } from "../../../lib/configurator/values.ts";
import { INPUT } from "../../ui/Field.tsx";
import { FieldError, RequiredMark } from "./FieldParts.tsx";
import { describedBy, placeholderOf, type WidgetProps } from "./types.ts";

/**
 * The pet kind a product is made for (ForeversDog_bundle → dog; "other" has no breeds list), or null for
 * products of any pet, which search every breed.
 */
function kindOf(productSku: string): string | null {
  return /(Dog|Cat|Other)(?:_|$)/.exec(productSku)?.[1]?.toLowerCase() ?? null;
}

/**
 * search_field: free text with suggestions from the breeds list, as an ARIA 1.2 combobox (list
 * autocomplete): the input owns the listbox (aria-controls, aria-expanded), the highlighted suggestion is
 * aria-activedescendant, arrows move, Enter picks, Escape closes (a second Escape clears), and the number of
 * suggestions is announced. Whatever is typed is kept: a breed that is not on the list is still a breed.
 */
export function SearchField({ option, fieldId, label, error, dispatch, productSku }: WidgetProps) {
  const listId = useId();
  const statusId = useId();
  const text = textOf(option.value);
  const [breeds, setBreeds] = useState<Breed[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const kind = kindOf(productSku);
  const suggestions = breeds ? matchBreeds(breeds, text, { kind }) : [];
  const exact = suggestions.length === 1 && suggestions[0]!.name.toLowerCase() === text.trim().toLowerCase();
  const expanded = open && suggestions.length > 0 && !exact;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const fetchBreeds = () => {
    if (breeds === null) void loadBreeds().then(setBreeds);
  };
  useEffect(() => {
    if (!expanded) setActive(-1);
  }, [expanded]);

  const type = (value: string) => {
    dispatch({ type: "text", customizationId: option.customization.id, text: value });
    setOpen(true);
    setActive(-1);
  };
  const pick = (breed: Breed) => {
    dispatch({ type: "text", customizationId: option.customization.id, text: breed.name });
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      fetchBreeds();
      setOpen(true);
      if (suggestions.length > 0) setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === "Enter") {
      if (expanded && active >= 0) {
        e.preventDefault();
        pick(suggestions[active]!);
      }
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
      } else if (text) {
        e.preventDefault();
        type("");
        setOpen(false);
      }
    } else if (e.key === "Tab") {
      setOpen(false);
    }
  };

  const count = expanded ? `${suggestions.length} ${suggestions.length === 1 ? "breed" : "breeds"} found. Use the up and down arrows to choose.` : "";

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        <RequiredMark required={option.isRequired} label={label} />
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={fieldId}
          type="text"
          role="combobox"
          value={text}
          placeholder={placeholderOf(option)}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={option.isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, false)}
          onFocus={fetchBreeds}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={`${INPUT} h-12`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-cocoa-muted bg-white py-1 shadow-lg"
        >
          {suggestions.map((breed, i) => (
            <li
              key={breed.name}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input keeps focus (its blur would close the list first).
              onMouseDown={(e) => {
                e.preventDefault();
                pick(breed);
              }}
              onMouseMove={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand text-white" : "text-ink"}`}
            >
              {breed.name}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} role="status" className="sr-only">
        {count}
      </p>
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}
