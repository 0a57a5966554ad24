import { describe, expect, it } from "vitest";
import { EMPTY_UPLOAD_QUEUE, refusalText, uploadQueue, type UploadQueue, type UploadQueueEvent } from "./photo-upload-queue.ts";

const run = (...events: UploadQueueEvent[]): UploadQueue => events.reduce(uploadQueue, EMPTY_UPLOAD_QUEUE);

describe("a picker's uploads", () => {
  it("show a file on its way with its progress, then announce it uploaded", () => {
    const going = run({ type: "started", key: 1, name: "biscuit.jpg" }, { type: "progress", key: 1, percent: 40 });
    expect(going).toEqual({ pending: [{ key: 1, name: "biscuit.jpg", percent: 40 }], refusals: [], status: "Uploading biscuit.jpg…" });
    expect(uploadQueue(going, { type: "uploaded", key: 1, name: "biscuit.jpg" })).toEqual({ pending: [], refusals: [], status: "biscuit.jpg uploaded." });
  });

  it("keep progress between 0 and 100 and move only the file it is about", () => {
    const two = run({ type: "started", key: 1, name: "a.jpg" }, { type: "started", key: 2, name: "b.jpg" }, { type: "progress", key: 2, percent: 140 });
    expect(two.pending.map((p) => p.percent)).toEqual([0, 100]);
    expect(uploadQueue(two, { type: "progress", key: 9, percent: 50 }).pending).toEqual(two.pending);
  });

  it("list a refused file with the shop's words and stop announcing its upload", () => {
    const refused = run({ type: "started", key: 1, name: "notes.png" }, { type: "refused", key: 1, name: "notes.png", message: "This file is not a photo we can use." });
    expect(refused.pending).toEqual([]);
    expect(refused.status).toBe("");
    expect(refused.refusals.map(refusalText)).toEqual(["notes.png: This file is not a photo we can use."]);
  });

  it("keep announcing another file still on its way when one is refused", () => {
    const q = run(
      { type: "started", key: 1, name: "a.jpg" },
      { type: "started", key: 2, name: "b.gif" },
      { type: "refused", key: 2, name: "b.gif", message: "No." },
    );
    expect(q.pending.map((p) => p.name)).toEqual(["a.jpg"]);
    expect(q.status).toBe("Uploading b.gif…");
  });

  it("read a refusal about the choice without a file name, and clear refusals for a new pick", () => {
    const q = run({ type: "refused", key: 3, name: "", message: "You can add up to 3 photos." });
    expect(q.refusals.map(refusalText)).toEqual(["You can add up to 3 photos."]);
    expect(uploadQueue(q, { type: "clear-refusals" }).refusals).toEqual([]);
    expect(uploadQueue(EMPTY_UPLOAD_QUEUE, { type: "clear-refusals" })).toBe(EMPTY_UPLOAD_QUEUE);
  });

  it("announce what the picker says, such as a removal", () => {
    expect(run({ type: "announce", status: "Photo removed." }).status).toBe("Photo removed.");
  });
});
