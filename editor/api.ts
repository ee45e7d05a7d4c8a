// The preview server's edit API. Every call carries the token the preview page was served with;
// the server also checks that the request comes from the preview's own origin.

export interface FileState {
  path: string;
  text: string;
  hash: string;
}

export interface ContentError {
  file: string;
  line: number;
  column: number;
  message: string;
  snippet: string;
}

export interface Opened {
  page: { source: string; sections: string[] } | null;
  file: FileState | null;
  files: string[];
  undo: number;
  /** Problems of the content as it is on disk (a new page's `# TODO` notes). */
  errors: ContentError[];
}

/** What went wrong, in the words the CLI would use. */
export class EditFailed extends Error {
  constructor(
    message: string,
    readonly errors: ContentError[] = [],
    readonly conflict = false,
    /** The whole answer, for callers that read more of it (Publish reads its `kind`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function token(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="sitegen-edit-token"]')?.content ?? "";
}

export async function call<T>(action: string, body: unknown): Promise<T> {
  const r = await fetch(`/_sitegen/edit/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Sitegen-Token": token() },
    body: JSON.stringify(body),
  });
  const data = (await r.json().catch(() => ({}))) as Record<string, unknown>;
  if (!r.ok) {
    const errors = (data.errors as ContentError[] | undefined) ?? [];
    const message = (data.message as string | undefined) || (errors.length ? "" : `The preview answered ${r.status}.`);
    throw new EditFailed(message, errors, Boolean(data.conflict), data);
  }
  return data as T;
}

/** A file as the form has changed it; `base` is its hash when the form loaded it. */
export interface Edited {
  path: string;
  base: string;
  text: string;
}

export const api = {
  open: (route: string) => call<Opened>("open", { route }),
  file: (path: string) => call<FileState>("file", { path }),
  preview: (route: string, files: Edited[]) =>
    call<{ html: string; sections: string[]; warnings: string[]; ms: number }>("preview", { route, files }),
  save: (files: Edited[]) => call<{ hashes: string[]; warnings: string[]; undo: number }>("save", { files }),
  undo: () => call<{ files: FileState[]; undo: number }>("undo", {}),
  newService: (city: string, service: string) =>
    call<{ route: string; advice: string[] }>("new", { kind: "service", city, service }),
  newCity: (name: string) => call<{ route: string; advice: string[] }>("new", { kind: "city", name }),
};
