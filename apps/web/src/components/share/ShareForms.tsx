"use client";

import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FIELD_LIMITS, isValidEmail, messages, SHARE_LIMITS, type UploadedImage } from "@petsies/domain";
import type { Answer } from "../../lib/api-call.ts";
import { shareApi } from "../../lib/share.ts";
import { withUserToken } from "../../lib/user/session.ts";
import { usePhotoUploads } from "../photo/use-photo-uploads.ts";
import { INPUT } from "../ui/Field.tsx";
import { SharePhotoField } from "./SharePhotoField.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

type Errors = Record<string, string>;

/**
 * One small share form: its fields, its checks, an optional photo (sent as uploadId once the shop has it; Send
 * waits while it goes up), and spec §8's message when the shop refuses or fails.
 */
function ShareForm({
  title,
  intro,
  failure,
  done,
  photoLabel,
  check,
  send,
  children,
}: {
  title: string;
  intro: string;
  failure: string;
  done: string;
  photoLabel: string;
  check: () => Errors;
  send: (uploadId: string | undefined) => Promise<Answer<{ id: number }>>;
  /** The form's fields, with the photo field to place among them. */
  children: (errors: Errors, photoField: ReactNode) => ReactNode;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [photo, setPhoto] = useState<UploadedImage | null>(null);
  // The last photo picked is the one kept: an earlier pick that finishes later does not replace it.
  const lastPick = useRef(0);
  const uploads = usePhotoUploads({ onUploaded: (image, key) => key === lastPick.current && setPhoto(image) });
  const photoField = (
    <SharePhotoField
      label={photoLabel}
      photo={photo}
      uploads={uploads}
      onPick={(file) => {
        lastPick.current = uploads.send(file);
        setErrors(({ uploadId: _, ...rest }) => rest);
      }}
      onRemove={() => {
        lastPick.current = 0;
        setPhoto(null);
      }}
      error={errors.uploadId}
    />
  );

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending || uploads.uploading) return;
    const found = check();
    setErrors(found);
    setStatus(null);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = e.currentTarget;
    setSending(true);
    const answer = await send(photo?.id);
    setSending(false);
    // A refused field shows at its input (the request names fields as the form does), under the share's message.
    const atInputs = Object.entries((!answer.ok && answer.fields) || {}).filter(([path]) => form.querySelector(`[name="${CSS.escape(path)}"]`));
    if (atInputs.length > 0) {
      setErrors(Object.fromEntries(atInputs));
      form.querySelector<HTMLElement>(`[name="${CSS.escape(atInputs[0]![0])}"]`)?.focus();
      setStatus({ ok: false, text: failure });
      return;
    }
    // spec §8 "Thrown": the share's own message, with the server's reason when it gave one.
    setStatus(answer.ok ? { ok: true, text: done } : { ok: false, text: answer.status === 400 || answer.status === 429 ? `${failure}: ${answer.message}` : failure });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-6">
      <h3 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h3>
      <p className="mt-1 mb-4 text-muted">{intro}</p>
      <form {...SCRIPT_FORM} onSubmit={onSubmit} className="flex flex-col gap-4">
        {children(errors, photoField)}
        <button
          type="submit"
          aria-busy={sending}
          disabled={uploads.uploading}
          aria-describedby={uploads.uploading ? `${id}-waiting` : undefined}
          className="h-11 self-start rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-60"
        >
          {sending ? "Sending…" : "Send"}
        </button>
        {uploads.uploading && (
          <p id={`${id}-waiting`} className="text-sm text-muted">
            Send is ready once your photo has uploaded.
          </p>
        )}
        <p role="status" className={status?.ok ? "font-semibold text-leaf" : "font-semibold text-sale"}>
          {status?.text}
        </p>
      </form>
    </section>
  );
}

function Input({ name, label, errors, value, onChange, type = "text", max }: { name: string; label: string; errors: Errors; value: string; onChange: (v: string) => void; type?: string; max: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        className={INPUT}
      />
      {errors[name] && (
        <p id={`${id}-error`} className="text-sm font-semibold text-sale">
          {errors[name]}
        </p>
      )}
    </div>
  );
}

const emailError = (email: string) => (!email.trim() ? messages.fieldRequired : isValidEmail(email.trim()) ? null : "Please enter a valid e-mail address");

export function ShareBirthdayForm() {
  const [petName, setPetName] = useState("");
  const [birthday, setBirthday] = useState("");
  const [email, setEmail] = useState("");
  return (
    <ShareForm
      title="Share your pet's birthday"
      intro="Tell our artists when your pet's birthday is, and we will send a little something on the day."
      failure={messages.shareBirthdayFailed}
      photoLabel="A photo of your pet"
      done={`Thank you! We have noted ${petName.trim() || "your pet"}'s birthday.`}
      check={() => {
        const e: Errors = {};
        if (!petName.trim()) e.petName = messages.fieldRequired;
        if (!birthday) e.birthday = messages.fieldRequired;
        else if (birthday > new Date().toISOString().slice(0, 10)) e.birthday = "The birthday cannot be in the future";
        const bad = emailError(email);
        if (bad) e.email = bad;
        return e;
      }}
      send={(uploadId) => withUserToken((token) => shareApi.birthday(token, { petName: petName.trim(), birthday, email: email.trim(), uploadId }))}
    >
      {(errors, photoField) => (
        <>
          <Input name="petName" label="Pet's name" errors={errors} value={petName} onChange={setPetName} max={SHARE_LIMITS.petName} />
          <Input name="birthday" label="Birthday" type="date" errors={errors} value={birthday} onChange={setBirthday} max={10} />
          <Input name="email" label="Your e-mail address" type="email" errors={errors} value={email} onChange={setEmail} max={FIELD_LIMITS.email} />
          {photoField}
        </>
      )}
    </ShareForm>
  );
}

export function ShareStoryForm() {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [story, setStory] = useState("");
  const [consent, setConsent] = useState(false);
  return (
    <ShareForm
      title="Tell us your story"
      intro="How did your Petsies keepsake find its place at home? We may share the best stories with other pet lovers."
      failure={messages.shareCustomerStoryFailed}
      photoLabel="A photo of your keepsake"
      done="Thank you for sharing your story!"
      check={() => {
        const e: Errors = {};
        if (!name.trim()) e.name = messages.fieldRequired;
        const bad = emailError(email);
        if (bad) e.email = bad;
        if (story.trim().length < 20) e.story = "Tell us a little more (at least 20 characters)";
        if (!consent) e.consent = "Please let us publish your story, or keep it for another time";
        return e;
      }}
      send={(uploadId) => withUserToken((token) => shareApi.story(token, { name: name.trim(), email: email.trim(), story: story.trim(), consent: true, uploadId }))}
    >
      {(errors, photoField) => (
        <>
          <Input name="name" label="Your name" errors={errors} value={name} onChange={setName} max={SHARE_LIMITS.name} />
          <Input name="email" label="Your e-mail address" type="email" errors={errors} value={email} onChange={setEmail} max={FIELD_LIMITS.email} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-story`} className="font-semibold">
              Your story
            </label>
            <textarea
              id={`${id}-story`}
              name="story"
              rows={5}
              maxLength={SHARE_LIMITS.story}
              value={story}
              onChange={(e) => setStory(e.target.value)}
              aria-invalid={errors.story ? true : undefined}
              aria-describedby={errors.story ? `${id}-story-error` : undefined}
              className={`${INPUT} h-auto py-2`}
            />
            {errors.story && (
              <p id={`${id}-story-error`} className="text-sm font-semibold text-sale">
                {errors.story}
              </p>
            )}
          </div>
          {photoField}
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="consent"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                className="mt-1 size-5 accent-brand"
              />
              <span>Petsies may publish my story and first name.</span>
            </label>
            {errors.consent && (
              <p id={`${id}-consent-error`} className="text-sm font-semibold text-sale">
                {errors.consent}
              </p>
            )}
          </div>
        </>
      )}
    </ShareForm>
  );
}
