// Generated from crates/render/src/islands/props.rs by ts-rs: do not edit.
// Regenerate with `make island-types` after changing the Rust props.

export type Island = { "component": "Menu", "props": MenuProps } | { "component": "CitySearch", "props": CitySearchProps } | { "component": "KeywordGuide", "props": KeywordGuideProps } | { "component": "Carousel", "props": CarouselProps } | { "component": "QuoteForm", "props": QuoteFormProps } | { "component": "NotFound", "props": NotFoundProps };

export type MenuProps = { links: Array<Link>, 
/**
 * The menu's words in the site's language.
 */
text: MenuText, 
/**
 * The page's route when it is one of the links, `""` otherwise (it only sets `aria-current`,
 * so pages outside the menu share one render).
 */
current: string, 
/**
 * The open menu's two buttons under the links: the call (its word, like Call, then the
 * number) and the quote (the call bar's "Free quote", to where the header's button leads).
 */
call: string, phone: Phone, quote: Link, };

export type MenuText = { 
/**
 * aria-label of the <nav>.
 */
navLabel: string, 
/**
 * Visible text of the toggle button.
 */
toggle: string, };

export type Link = { label: string, href: string, };

export type CitySearchProps = { 
/**
 * The search's words in the site's language.
 */
text: CitySearchText, label: string, placeholder: string, empty: string, hint: string, 
/**
 * Each card shows its city's tags (the service-areas page).
 */
tags: boolean, cities: Array<City>, 
/**
 * The other places the content names as served, which a search finds too.
 */
places: Array<Place>, 
/**
 * What a search that finds a place without a page, or nothing, offers: a call and the quote
 * form (where the page's "Free quote" leads).
 */
phone: Phone, quote: string, };

export type CitySearchText = { 
/**
 * Announced after typing; {count} is replaced.
 */
countOne: string, countMany: string, 
/**
 * Places with no page of their own matched what was typed: {places} are their names,
 * {phone} becomes a link to the phone number, {quote} the link to the quote form.
 */
served: string, 
/**
 * Nothing matched (after the section's `empty`): {phone} and {quote} as in `served`. It
 * never repeats what was typed (a search for nonsense is not answered "we may serve zzz").
 */
maybe: string, 
/**
 * On the card of a city shown for the places it serves, when no city's name matched:
 * {places} are their names as the site writes them, {city} the city's.
 */
servedFrom: string, 
/**
 * The rest of the places of `served_from` past the first three: {count}.
 */
more: string, 
/**
 * The words of the link to the quote form in `served` and `maybe`.
 */
quoteLink: string, 
/**
 * Between the last two names of `served`'s {places}, like "Airdrie and Cochrane".
 */
and: string, };

export type City = { slug: string, name: string, href: string, blurb: string, image: PictureView, tags: Array<string>, };

export type Place = { name: string, 
/**
 * The `slug`s of the cities whose cards it shows; empty: a place without a page.
 */
cities: Array<string>, };

export type PictureView = { sources: Array<PictureSource>, src: string, srcset: string, sizes: string, width: number, height: number, alt: string, lead: boolean, };

export type PictureSource = { type: string, srcset: string, };

export type KeywordGuideProps = { 
/**
 * The guide's words in the site's language.
 */
text: KeywordGuideText, title: string, intro: string | null, intervalMs: number, categories: Array<KeywordCategory>, };

export type KeywordGuideText = { pause: string, play: string, newBadge: string, 
/**
 * Visible label of each category's manual switch (the category title is added for AT).
 */
switchSet: string, 
/**
 * Under the guide's intro while its lists rotate (never without JavaScript, with reduced
 * motion or once paused: nothing rotates then).
 */
rotates: string, };

export type KeywordCategory = { title: string, 
/**
 * Exactly two sets that take turns on a timer.
 */
sets: [Array<KeywordItem>, Array<KeywordItem>], };

export type KeywordItem = { text: string, href: string, isNew: boolean, };

export type CarouselProps = { 
/**
 * The carousel's words in the site's language.
 */
text: CarouselText, title: string, intervalMs: number, items: Array<CarouselItem>, };

export type CarouselText = { previous: string, next: string, pause: string, play: string, 
/**
 * aria-label of each slide; {index} and {total} are replaced.
 */
slide: string, };

export type CarouselItem = { title: string, description: string, href: string, linkText: string, };

export type QuoteFormProps = { 
/**
 * The form's own words in the site's language (its fields' labels are `labels`).
 */
text: QuoteFormText, heading: string, intro: string, labels: FieldLabels, submitLabel: string, submitDelayMs: number, phone: Phone, cities: Array<Choice>, services: Array<Choice>, propertyTypes: Array<Choice>, defaultPropertyType: string, 
/**
 * The city the form starts with (a value of `cities`): the page's city; null elsewhere.
 * Sending clears it like every field (spec 3.2/4).
 */
city: string | null, 
/**
 * The service type the form starts with (a value of `services`): the page's service; null
 * elsewhere. A `?service=` preset still takes precedence.
 */
serviceType: string | null, presets: { [key in string]: QuotePreset }, destination: QuoteDestination, 
/**
 * Address of the page the form is on (in the host's URL form), sent with the request.
 */
page: string, 
/**
 * Absolute URL of the thank-you page, for services that redirect a post without JavaScript.
 */
thanksUrl: string, toast: ToastSettings, 
/**
 * Give up on a request after this long.
 */
timeoutMs: number, 
/**
 * A request sent sooner than this after the page opened is marked `suspect` (browser
 * autofill, or a bot) and still sent; only a filled honeypot is dropped.
 */
minFillMs: number, 
/**
 * The emergency path: "No heat or a gas smell right now?" puts the phone first and still
 * takes the request.
 * None when site.yaml describes no emergency service: the form has no emergency path.
 */
urgent: UrgentPath | null, 
/**
 * The offer of `site.yaml` while it runs: a link with `?offer=` and its code names it in the
 * request. Null after its last day.
 */
offer: QuoteOffer | null, 
/**
 * Above the send button: who receives the request and where, and whom to ask about it
 * (null with the demo provider, which sends nothing).
 */
notice: string | null, 
/**
 * The unticked offers-and-reminders box's words (`consent` of data/quote-form.yaml); null:
 * the form has no such box. Ticked, the request carries `consent: yes` and `consentAt`.
 */
consent: string | null, };

export type QuoteFormText = { cityPlaceholder: string, servicePlaceholder: string, messagePlaceholder: string, submitting: string, 
/**
 * {label} is replaced by the preset's label.
 */
preset: string, callPrompt: string, 
/**
 * The emergency path's question (a disclosure above the fields).
 */
urgentQuestion: string, 
/**
 * The emergency path's call button; {phone} is replaced by the number.
 */
urgentCall: string, 
/**
 * Under the call button; {availability} and {dispatch} come from site.yaml's promises.
 */
urgentPromise: string, 
/**
 * What to do first for safety (like leaving a house that smells of gas); empty: none.
 */
urgentSafety: string, 
/**
 * The form stays below: the request is marked urgent.
 */
urgentForm: string, 
/**
 * Shown when a link claimed the offer; {title} is the offer's title.
 */
offer: string, errorName: string, errorEmail: string, errorEmailInvalid: string, errorPhone: string, 
/**
 * A phone number that cannot be called back (not 10 digits with an area code); also the
 * browser's message without JavaScript (the field's `title`). {area_code} becomes the
 * site's own (an example number a visitor recognises); a site's own text may leave it out.
 */
errorPhoneInvalid: string, errorCity: string, errorServiceType: string, 
/**
 * Under the e-mail field when its domain looks misspelt; {domain} is a common one.
 */
emailSuggestion: string, 
/**
 * Announced when submit finds invalid fields; {count} is replaced.
 */
errorSummary: string, 
/**
 * Shown when sending fails; {phone} becomes a link to the phone number.
 */
submitFailed: string, 
/**
 * The failure toast's button that sends the same request again.
 */
retry: string, 
/**
 * Label of the honeypot field (hidden from people, read by some bots).
 */
honeypot: string, notifications: string, closeToast: string, 
/**
 * Above a form a draft typed on another page filled: {page} is that page's path,
 * {fields} the draft_* words of the fields it filled, as a list.
 */
draftKept: string, 
/**
 * The button beside draft_kept that empties those fields and forgets the draft.
 */
draftClear: string, draftName: string, draftEmail: string, draftPhone: string, draftCity: string, draftServiceType: string, draftPropertyType: string, draftMessage: string, };

export type FieldLabels = { name: string, email: string, phone: string, city: string, serviceType: string, propertyType: string, message: string, };

export type Phone = { display: string, href: string, };

export type Choice = { label: string, value: string, };

export type QuotePreset = { serviceType: string, label: string, };

export type UrgentPath = { 
/**
 * When the phone is answered, like 24/7.
 */
availability: string, 
/**
 * How fast a technician comes, like within 2 hours.
 */
dispatch: string, 
/**
 * The page promises emergency dispatch: the path starts open.
 */
open: boolean, };

export type QuoteOffer = { 
/**
 * The value of `?offer=` that names it (site.yaml's `code`), sent with the request.
 */
code: string, 
/**
 * The offer's title, shown above the form and written into the request's message.
 */
title: string, };

export type ToastSettings = { title: string, description: string, limit: number, durationMs: number, gapPx: number, };

export type QuoteDestination = { kind: ProviderKind, 
/**
 * The service or endpoint URL (formspree, endpoint); null otherwise.
 */
url: string | null, 
/**
 * How a request with JavaScript is encoded.
 */
format: Format, origin: string | null, 
/**
 * Name of the honeypot field, as the provider's own spam filter expects it.
 */
honeypot: string, 
/**
 * Netlify's form name (also sent as `form-name`); null for other providers.
 */
formName: string | null, 
/**
 * The form's action and method without JavaScript. `get` (demo: nothing is sent) only navigates
 * to the page that says so: the form's fields then carry no `name`, so none reaches the URL.
 */
action: string, method: Method, };

export type ProviderKind = "demo" | "netlify" | "formspree" | "endpoint";

export type Format = "json" | "form";

export type Method = "get" | "post";

export type NotFoundProps = Record<symbol, never>;

export type AnalyticsSettings = { provider: AnalyticsKind, 
/**
 * The provider's script, from its own origin; the page's `<script src>`.
 */
script: string, 
/**
 * Plausible's site name (its script's `data-domain`) or the GA4 measurement ID.
 */
id: string, events: AnalyticsEvents, };

export type AnalyticsKind = "plausible" | "ga4";

export type AnalyticsEvents = { 
/**
 * A quote request the destination accepted.
 */
quote: string, 
/**
 * A click on a `tel:` link.
 */
call: string, 
/**
 * A click on an `sms:` link.
 */
text: string, 
/**
 * A click on a "Book online" link (`site.yaml` `booking:`).
 */
booking: string, };

export type BookingSettings = { provider: BookingKind, 
/**
 * The provider's script, from its own origin.
 */
script: string, 
/**
 * The `id` its install code gives the `<script>` element.
 */
id: string, 
/**
 * Its install code's `data-` attributes, name and value.
 */
data: Array<[string, string]>, };

export type BookingKind = "servicetitan" | "housecall_pro";

export type PhoneSwap = { main: Phone, bySource: PhonesBySource, 
/**
 * The sources whose number takes texts (`texts:`): their number replaces `main` on `sms:`
 * links too; any other source's visitors keep texting `main`.
 */
textSources: Array<PhoneSource>, };

export type PhonesBySource = { google_ads?: Phone, microsoft_ads?: Phone, facebook?: Phone, };

export type PhoneSource = "google_ads" | "microsoft_ads" | "facebook";

export const ATTRIBUTION_FIELDS = ["landingPage", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;

export const CONTEXT_FIELDS = ["page", "service", "offer", "urgent", "consent", "consentAt", "suspect"] as const;

export const ATTRIBUTION_KEY = "quote-form:attribution";

export const DRAFT_KEY = "quote-form:draft";

export const DRAFT_MAX_AGE_DAYS = 7;

export const ANALYTICS_ELEMENT_ID = "analytics-settings";

export const BOOKING_ELEMENT_ID = "booking-settings";

export const PHONE_SWAP_ELEMENT_ID = "phone-swap";
