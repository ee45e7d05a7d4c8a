// The preview server's edit API. Every call carries the token the preview page was served with;
// the server also checks that the request comes from the preview's own origin. Every call (and the
// schema fetch, schema.ts) names the page's language (`<html lang>`, `x-sitegen-lang`), which the
// server answers in: on a site in two languages, a French page's editor hears French. The shapes are
// generated from the server's Rust types (api.gen.ts, `make island-types`): a call names its
// action and gets that action's reply type.

import type { ContentError, EditApi, Edited, ErrorBody, FailureKind, FileState, Opened, Photo, PublishRequest, SettleRequest, Uploaded } from "./api.gen";

import { w } from "./words";

export type { ContentError, Edited, FileState, Opened, Photo, Uploaded };

/** What went wrong, in the words the CLI would use. */
export class EditFailed extends Error {
  constructor(
    message: string,
    readonly errors: ContentError[] = [],
    readonly conflict = false,
    /** Publish and "Get the latest": which of their outcomes this is, and the files it names. */
    readonly kind: FailureKind | null = null,
    readonly files: string[] = [],
  ) {
    super(message);
  }
}

function token(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="sitegen-edit-token"]')?.content ?? "";
}

/** The header naming the page's language (its `<html lang>`, like `fr-CA`), which the server
 * answers in; none on a page without one (the server then speaks the site's first language). */
export function languageHeader(lang: string = document.documentElement.lang): Record<string, string> {
  return lang.trim() ? { "X-Sitegen-Lang": lang.trim() } : {};
}

async function call<A extends keyof EditApi>(action: A, body: EditApi[A]["request"]): Promise<EditApi[A]["reply"]> {
  const r = await fetch(`/_sitegen/edit/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Sitegen-Token": token(), ...languageHeader() },
    body: JSON.stringify(body),
  });
  return answer<EditApi[A]["reply"]>(r);
}

/** A photo's bytes, sent as they are (not JSON): checked, stripped of its location data and kept
 * for this session until a save uses it. `near` is the photo it replaces (its folder is used). */
async function upload(file: File, near: string | undefined): Promise<Uploaded> {
  const query = new URLSearchParams({ name: file.name, ...(near ? { near } : {}) });
  const r = await fetch(`/_sitegen/upload?${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/octet-stream", "X-Sitegen-Token": token(), ...languageHeader() },
    body: file,
  });
  return answer<Uploaded>(r);
}

/** The reply's JSON, or an EditFailed with the error body's words. */
async function answer<T>(r: Response): Promise<T> {
  const data: unknown = await r.json().catch(() => null);
  if (!r.ok) {
    // Anything but the error body (a proxy's page, a crash) still becomes a message.
    const e: Partial<ErrorBody> = data && typeof data === "object" ? data : {};
    const errors = e.errors ?? [];
    const message = e.message || (errors.length ? "" : w.previewAnswered(r.status));
    throw new EditFailed(message, errors, Boolean(e.conflict), e.kind ?? null, e.files ?? []);
  }
  return data as T;
}

export const api = {
  open: (route: string) => call("open", { route }),
  file: (path: string) => call("file", { path }),
  preview: (route: string, files: Edited[]) => call("preview", { route, files }),
  save: (files: Edited[]) => call("save", { files }),
  undo: () => call("undo", {}),
  newService: (city: string, service: string) => call("new", { kind: "service", city, service }),
  newCity: (name: string) => call("new", { kind: "city", name }),
  photos: () => call("photos", {}),
  upload,
  publishPending: () => call("publish_pending", {}),
  publish: (request: PublishRequest) => call("publish", request),
  getLatest: () => call("get_latest", {}),
  conflicts: () => call("conflicts", {}),
  settle: (request: SettleRequest) => call("settle", request),
  runStatus: (commit: string) => call("run_status", { commit }),
  liveStatus: () => call("live_status", {}),
  history: (path: string) => call("history", { path }),
  scheduled: () => call("scheduled", {}),
  warnings: () => call("warnings", {}),
  sendForReview: (request: { description: string; paths: string[] }) => call("send_for_review", request),
};
