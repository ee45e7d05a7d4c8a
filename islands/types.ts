// Props of every island, exactly as the generator serialises them (camelCase JSON).
// Optional `text` objects override interface wording the contract does not carry; each
// component holds English defaults so the generator may omit them.

export interface Link {
  label: string;
  href: string;
}

export interface MenuText {
  /** aria-label of the <nav>. */
  navLabel: string;
  /** Visible text of the toggle button. */
  toggle: string;
}

export interface MenuProps {
  links: Link[];
  current: string;
  text?: Partial<MenuText>;
}

export interface Image {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface City {
  name: string;
  href: string;
  blurb: string;
  image: Image;
}

export interface CitySearchText {
  /** Announced after typing; {count} is replaced. */
  countOne: string;
  countMany: string;
}

export interface CitySearchProps {
  label: string;
  placeholder: string;
  empty: string;
  hint: string;
  cities: City[];
  text?: Partial<CitySearchText>;
}

export interface KeywordItem {
  text: string;
  href: string;
  isNew?: boolean;
}

export interface KeywordCategory {
  title: string;
  sets: KeywordItem[][];
}

export interface KeywordGuideText {
  pause: string;
  play: string;
  newBadge: string;
  /** Visible label of each category's manual switch (the category title is added for AT). */
  switchSet: string;
}

export interface KeywordGuideProps {
  title: string;
  intro?: string;
  intervalMs: number;
  categories: KeywordCategory[];
  text?: Partial<KeywordGuideText>;
}

export interface CarouselItem {
  title: string;
  description: string;
  href: string;
  linkText: string;
}

export interface CarouselText {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** aria-label of each slide; {index} and {total} are replaced. */
  slide: string;
}

export interface CarouselProps {
  title: string;
  intervalMs: number;
  items: CarouselItem[];
  text?: Partial<CarouselText>;
}

export interface Option {
  label: string;
  value: string;
}

export interface QuotePreset {
  serviceType: string;
  label: string;
}

export interface ToastSettings {
  title: string;
  description: string;
  limit: number;
  durationMs: number;
  gapPx: number;
}

export interface QuoteFormText {
  name: string;
  email: string;
  phone: string;
  city: string;
  cityPlaceholder: string;
  serviceType: string;
  servicePlaceholder: string;
  propertyType: string;
  message: string;
  messagePlaceholder: string;
  submitting: string;
  /** {label} is replaced by the preset's label. */
  preset: string;
  callPrompt: string;
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

export interface QuoteFormProps {
  heading: string;
  intro: string;
  submitLabel: string;
  submitDelayMs: number;
  phone: { display: string; href: string };
  cities: Option[];
  services: Option[];
  propertyTypes: Option[];
  defaultPropertyType?: string;
  presets: Record<string, QuotePreset>;
  toast: ToastSettings;
  /** Where requests go (`site.yaml` quote_form provider); absent means the demo with a plain post. */
  destination?: QuoteDestination;
  /** Path of the page the form is on, sent with the request. */
  page?: string;
  /** Absolute URL of the thank-you page, for services that redirect a post without JavaScript. */
  thanksUrl?: string;
  /** Give up on a request after this long (default 15000). */
  timeoutMs?: number;
  /** Submissions faster than this after the form appeared are treated as bots (default 3000). */
  minFillMs?: number;
  text?: Partial<QuoteFormText>;
}

export type QuoteProviderKind = "demo" | "netlify" | "formspree" | "endpoint";
export type QuoteFormat = "json" | "form";

/** `site.quote_form.provider` exactly as the generator serialises it. */
export interface QuoteDestination {
  kind: QuoteProviderKind;
  /** The service or endpoint URL (formspree, endpoint); null otherwise. */
  url: string | null;
  /** How a request with JavaScript is encoded. */
  format: QuoteFormat;
  origin: string | null;
  /** Name of the honeypot field, as the provider's own spam filter expects it. */
  honeypot: string;
  /** Netlify's form name (also sent as `form-name`); null for other providers. */
  formName: string | null;
  /** The form's action and method without JavaScript. */
  action: string;
  method: "get" | "post";
}

export interface NotFoundProps {
  /** Console message before the path; the original site's wording by default. */
  message?: string;
}

export interface IslandPropsMap {
  Menu: MenuProps;
  CitySearch: CitySearchProps;
  KeywordGuide: KeywordGuideProps;
  Carousel: CarouselProps;
  QuoteForm: QuoteFormProps;
  NotFound: NotFoundProps;
}

export type IslandName = keyof IslandPropsMap;
