// The props every island receives are generated from the Rust types that produce them
// (crates/render/src/islands/props.rs -> props.gen.ts): the generator and the islands share one
// contract. What stays here is island-internal: the interface wording each component holds.

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

export interface MenuText {
  /** aria-label of the <nav>. */
  navLabel: string;
  /** Visible text of the toggle button. */
  toggle: string;
}

export interface CitySearchText {
  /** Announced after typing; {count} is replaced. */
  countOne: string;
  countMany: string;
}

export interface KeywordGuideText {
  pause: string;
  play: string;
  newBadge: string;
  /** Visible label of each category's manual switch (the category title is added for AT). */
  switchSet: string;
}

export interface CarouselText {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** aria-label of each slide; {index} and {total} are replaced. */
  slide: string;
}

/** The quote form's own wording; its field labels are content (`FieldLabels`, generated). */
export interface QuoteFormText {
  cityPlaceholder: string;
  servicePlaceholder: string;
  messagePlaceholder: string;
  submitting: string;
  /** {label} is replaced by the preset's label. */
  preset: string;
  callPrompt: string;
  /** The emergency path's question (a disclosure above the fields). */
  urgentQuestion: string;
  /** The emergency path's call button; {phone} is replaced by the number. */
  urgentCall: string;
  /** Under the call button; {availability} and {dispatch} come from site.yaml's promises. */
  urgentPromise: string;
  /** What to do first when it smells of gas. */
  urgentGas: string;
  /** The form stays below: the request is marked urgent. */
  urgentForm: string;
  /** Shown when a link claimed the offer; {title} is the offer's title. */
  offer: string;
  errorName: string;
  errorEmail: string;
  errorEmailInvalid: string;
  errorPhone: string;
  errorCity: string;
  errorServiceType: string;
  /** Announced when submit finds invalid fields; {count} is replaced. */
  errorSummary: string;
  /** Shown when submitQuote rejects; {phone} becomes a link to the phone number. */
  submitFailed: string;
  /** The failure toast's button that sends the same request again. */
  retry: string;
  /** Label of the honeypot field (hidden from people, read by some bots). */
  honeypot: string;
  notifications: string;
  closeToast: string;
}
