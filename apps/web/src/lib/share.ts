/** Sharing with the shop (spec §7 POST /share/artists?token, POST /share/customer-stories). */
import { apiCall, withQuery } from "./api-call.ts";

export interface BirthdayShare {
  petName: string;
  birthday: string;
  email: string;
  /** A photo uploaded to the shop (POST /api/upload), by its id. */
  uploadId?: string;
}

export interface StoryShare {
  name: string;
  email: string;
  story: string;
  consent: true;
  /** A photo uploaded to the shop (POST /api/upload), by its id. */
  uploadId?: string;
}

export const shareApi = {
  birthday: (token: string | null, share: BirthdayShare) => apiCall<{ id: number }>("POST", withQuery("/api/share/artists", { token }), share),
  story: (token: string | null, share: StoryShare) => apiCall<{ id: number }>("POST", withQuery("/api/share/customer-stories", { token }), share),
};
