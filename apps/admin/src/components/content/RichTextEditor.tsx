/**
 * Rich text edited as rich text (issue 16): a contenteditable region with a small toolbar (bold, italic, link,
 * headings, bulleted list) that reads and writes the rich text document of spec §3. The region is drawn from
 * the document when it mounts (the parent remounts it with a new key for another block or a restored draft)
 * and read back after every edit; directive text ({{priceValue 59}}) is plain text and stays as typed.
 */
import { useEffect, useId, useRef, useState } from "react";
import { safeHref, type RichText, type RichTextDoc } from "@petsies/domain";
import { Button } from "../ui/Button.tsx";
import { controlClass } from "../ui/Field.tsx";
import { asDoc, drawDoc, readDoc } from "./rich-text-dom.ts";

interface Props {
  label: string;
  value: RichText | undefined;
  onChange: (doc: RichTextDoc) => void;
  error?: string | undefined;
}

type Command = "bold" | "italic" | "insertUnorderedList";

const LINK_MESSAGE = "A link goes to a path like /faq/, an https:// page, mailto: or tel:";

export function RichTextEditor({ label, value, onChange, error }: Props) {
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const [hrefError, setHrefError] = useState("");
  const saved = useRef<Range | null>(null);
  // Drawn once per mount: the region is the browser's to edit from then on.
  const initial = useRef(value);
  useEffect(() => {
    if (region.current) drawDoc(region.current, asDoc(initial.current));
  }, []);

  const changed = () => {
    if (region.current) onChange(readDoc(region.current));
  };
  const run = (command: Command | "formatBlock" | "createLink" | "unlink", argument?: string) => {
    region.current?.focus();
    // execCommand is what contenteditable offers for these edits; every browser the shop's staff use has it.
    document.execCommand(command, false, argument);
    changed();
  };
  const keepSelection = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
  };
  const applyLink = () => {
    // The API refuses any other link; said here, at the field, before the selection is changed.
    if (href.trim() && safeHref(href) === null) {
      setHrefError(LINK_MESSAGE);
      return;
    }
    setHrefError("");
    const selection = window.getSelection();
    region.current?.focus();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (href.trim()) run("createLink", safeHref(href)!);
    else run("unlink");
    setLinkOpen(false);
    setHref("");
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div role="toolbar" aria-label={`${label}: formatting`} aria-controls={id} className="flex flex-wrap gap-1">
        <Button size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => run("bold")}>
          Bold
        </Button>
        <Button size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => run("italic")}>
          Italic
        </Button>
        <Button size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => run("formatBlock", "<h2>")}>
          Heading
        </Button>
        <Button size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => run("formatBlock", "<h3>")}>
          Subheading
        </Button>
        <Button size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => run("formatBlock", "<p>")}>
          Paragraph
        </Button>
        <Button size="sm" onMouseDown={(e) => e.preventDefault()} onClick={() => run("insertUnorderedList")}>
          Bulleted list
        </Button>
        <Button
          size="sm"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            keepSelection();
            setHrefError("");
            setLinkOpen((open) => !open);
          }}
          aria-expanded={linkOpen}
        >
          Link
        </Button>
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Link to (empty removes the link)
            <input
              className={controlClass}
              value={href}
              placeholder="/faq/ or https://…"
              aria-invalid={hrefError ? true : undefined}
              aria-describedby={hrefError ? `${id}-href-error` : undefined}
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
          </label>
          <Button size="sm" variant="primary" onClick={applyLink}>
            Apply link
          </Button>
          {hrefError ? (
            <p id={`${id}-href-error`} className="basis-full text-sm font-medium text-red-700">
              {hrefError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        id={id}
        ref={region}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        className={`${controlClass} prose-sm min-h-24 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-5 [&_a]:text-indigo-800 [&_a]:underline`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
