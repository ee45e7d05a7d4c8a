import carousel from "../fixtures/carousel.json";
import citySearch from "../fixtures/city-search.json";
import guideHome from "../fixtures/keyword-guide-home.json";
import guideHub from "../fixtures/keyword-guide-hub.json";
import menu from "../fixtures/menu.json";
import quoteForm from "../fixtures/quote-form.json";

/** One representative instance of every island, as the generator would place it. */
export const islandCases: { component: string; props: Record<string, unknown>; label: string }[] = [
  { component: "Menu", props: menu, label: "Menu" },
  { component: "CitySearch", props: citySearch, label: "CitySearch" },
  { component: "KeywordGuide", props: guideHome, label: "KeywordGuide (home)" },
  { component: "KeywordGuide", props: guideHub, label: "KeywordGuide (hub)" },
  { component: "Carousel", props: carousel, label: "Carousel" },
  { component: "QuoteForm", props: quoteForm, label: "QuoteForm" },
  { component: "QuoteForm", props: { ...quoteForm, defaultPropertyType: "commercial" }, label: "QuoteForm (commercial)" },
  { component: "NotFound", props: {}, label: "NotFound" },
];

/** Same escaping the generator applies, so no prop text can close the <script> block. */
export function escapeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The wrapper markup of docs/islands.md around server-rendered HTML. */
export function islandMarkup(component: string, props: unknown, html: string, load = "visible"): string {
  return (
    `<div class="island" data-island="${component}" data-load="${load}">` +
    `<script type="application/json">${escapeJson(props)}</script>` +
    `<div class="island-root">${html}</div></div>`
  );
}

/** console.error calls other than the NotFound island's intended 404 log. */
export function unexpectedErrors(spy: { mock: { calls: unknown[][] } }): unknown[][] {
  return spy.mock.calls.filter((args) => !String(args[0]).startsWith("404 Error:"));
}
