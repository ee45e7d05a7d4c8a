// The props every island receives are generated from the Rust types that produce them
// (crates/render/src/islands/props.rs -> props.gen.ts): the generator and the islands share one
// contract, the interface's words included (each island's `text`, from the site's language and
// content/words.yaml). What stays here is island-internal.

import type { ComponentType } from "react";
import type { Island } from "./props.gen";

export type * from "./props.gen";

/** Props of each island by component name. */
export type IslandPropsMap = { [I in Island as I["component"]]: I["props"] };

/** The island component names, from the generated union (listed once, in Rust). */
export type IslandName = Island["component"];

/**
 * An island of any kind, as the loader and the shell handle it: its props arrive as JSON from the
 * page, so no single props type fits every island. Each island's props are checked where they are
 * made (the Rust types behind props.gen.ts) and in `components`, which maps each name to its type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props differ per island; see above
export type AnyIsland = ComponentType<any>;
