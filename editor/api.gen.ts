// Generated from crates/cli/src/serve/api.rs and the `actions!` table of serve/edit.rs by ts-rs:
// do not edit. Regenerate with `make island-types` after changing the edit API's Rust types.

/**
 * A content mistake where the editor (and the live-reload overlay) shows it.
 */
export type ContentError = { file: string, line: number, column: number, message: string, 
/**
 * The line with a caret under the place, as the CLI prints it.
 */
snippet: string, };

/**
 * The answer to `new`.
 */
export type Created = { route: string, 
/**
 * What to fill in next, in plain words.
 */
advice: Array<string>, };

/**
 * A file as the form has changed it; `base` is its hash when the form loaded it.
 */
export type Edited = { path: string, base: string, text: string, };

/**
 * The body of every error answer.
 */
export type ErrorBody = { 
/**
 * What went wrong, in the words the CLI would use (empty when `errors` says it).
 */
message: string, errors: Array<ContentError>, 
/**
 * The file changed on disk since the form loaded it.
 */
conflict: boolean, };

/**
 * `file`: one content file (`content/site.yaml`, a data file), for its form.
 */
export type FileRequest = { path: string, };

/**
 * A content file as a form loads it.
 */
export type FileState = { path: string, text: string, hash: string, };

/**
 * `new`: a new page, made as `sitegen new` makes it.
 */
export type NewPage = { "kind": "city", name: string, } | { "kind": "service", city: string, service: string, };

/**
 * `open`: the page at `route`, for its form.
 */
export type OpenRequest = { route: string, };

/**
 * The answer to `open`.
 */
export type Opened = { page: PageSummary | null, file: FileState | null, 
/**
 * The site-wide files a form can open.
 */
files: Array<string>, undo: number, 
/**
 * Problems of the content as it is on disk (a new page's `# TODO` notes).
 */
errors: Array<ContentError>, };

/**
 * A page: its file and its sections' types, top to bottom.
 */
export type PageSummary = { source: string, sections: Array<string>, };

/**
 * `preview`: the page at `route` rendered with `files` in place of the ones on disk.
 */
export type PreviewRequest = { route: string, files: Array<Edited>, };

/**
 * The answer to `preview`.
 */
export type Previewed = { html: string, sections: Array<string>, warnings: Array<string>, 
/**
 * How long the render took on the server.
 */
ms: number, };

/**
 * `save`: check the site with `files`, then write them.
 */
export type SaveRequest = { files: Array<Edited>, };

/**
 * The answer to `save`: each file's new hash, in order.
 */
export type Saved = { hashes: Array<string>, warnings: Array<string>, undo: number, };

/**
 * `undo`: put back what the last save replaced.
 */
export type UndoRequest = Record<symbol, never>;

/**
 * The answer to `undo`: the files as they are now.
 */
export type Undone = { files: Array<FileState>, undo: number, };

/** Each action of `POST /_sitegen/edit/<name>`: the JSON it takes and the JSON it answers. */
export interface EditApi {
  open: { request: OpenRequest; reply: Opened };
  file: { request: FileRequest; reply: FileState };
  preview: { request: PreviewRequest; reply: Previewed };
  save: { request: SaveRequest; reply: Saved };
  undo: { request: UndoRequest; reply: Undone };
  new: { request: NewPage; reply: Created };
}
