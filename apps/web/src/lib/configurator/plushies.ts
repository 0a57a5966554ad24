/**
 * Plushies (spec §7 "Custom plushie data"): a shopper who sends photos later gets a plushie with a short
 * code, and an e-mail telling how to send the photos (POST /api/plushie-reminders), whose link opens the
 * creation page with existingPlushieId.
 */
import type { Plushie } from "@petsies/domain";
import type { PlushieReminderAnswer } from "@petsies/contract";
import { apiCall, type Answer } from "../api-call.ts";

export function createPlushie(productId: number): Promise<Answer<Plushie>> {
  return apiCall<Plushie>("POST", "/api/plushies", { productId });
}

export function getPlushie(plushieId: string): Promise<Answer<Plushie>> {
  return apiCall<Plushie>("GET", `/api/plushies/${encodeURIComponent(plushieId)}`);
}

export function remindToSendPhotos(plushieId: string, email: string): Promise<Answer<PlushieReminderAnswer>> {
  return apiCall<PlushieReminderAnswer>("POST", "/api/plushie-reminders", { plushieId, email });
}
