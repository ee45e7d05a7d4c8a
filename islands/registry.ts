import type { AnyIsland, IslandName } from "./types";

type Loader = () => Promise<AnyIsland>;

/**
 * One dynamic import per island: esbuild turns each into its own chunk, so a page downloads
 * only the islands it contains. Keep in step with components.ts (a test checks the keys).
 */
export const loaders: Record<IslandName, Loader> = {
  Menu: () => import("./Menu/Menu").then((m) => m.Menu),
  CitySearch: () => import("./CitySearch/CitySearch").then((m) => m.CitySearch),
  KeywordGuide: () => import("./KeywordGuide/KeywordGuide").then((m) => m.KeywordGuide),
  Carousel: () => import("./Carousel/Carousel").then((m) => m.Carousel),
  QuoteForm: () => import("./QuoteForm/QuoteForm").then((m) => m.QuoteForm),
  NotFound: () => import("./NotFound/NotFound").then((m) => m.NotFound),
};
