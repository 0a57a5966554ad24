"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { messages, type Story } from "@petsies/domain";
import { apiCall } from "../../lib/api-call.ts";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { storyText, type StoryTextPart } from "../../lib/modals/story-text.ts";
import { ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./ModalFrame.tsx";

const TERMS_SLUG = "terms";

/** The terms (spec §2 "modals: terms"): the Terms story, read from the content system when opened. */
export default function TermsModal({ onClose }: ModalComponentProps<"terms">) {
  const [parts, setParts] = useState<StoryTextPart[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void apiCall<Story>("GET", `/api/cms/story/${TERMS_SLUG}`, undefined, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.ok) return setParts(storyText(answer.value.content));
      console.error(messages.storyNotLoaded, answer.message);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);

  return (
    <ModalFrame title="Terms and conditions" onClose={onClose} wide>
      <div aria-busy={!parts && !failed} className="space-y-3">
        {failed && <p role="alert">{messages.storyNotLoaded}</p>}
        {!parts && !failed && <p>Loading the terms…</p>}
        {parts?.map((part, i) =>
          part.kind === "heading" ? (
            <h3 key={i} className="pt-2 text-lg font-bold">
              {part.text}
            </h3>
          ) : (
            <p key={i}>{part.text}</p>
          ),
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link href={`/${TERMS_SLUG}/`} prefetch={false} onClick={onClose} className={SECONDARY_BUTTON}>
          Open as a page
        </Link>
        <button type="button" data-autofocus onClick={onClose} className={PRIMARY_BUTTON}>
          OK
        </button>
      </div>
    </ModalFrame>
  );
}
