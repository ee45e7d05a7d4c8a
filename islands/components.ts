import type { ComponentType } from "react";
import type { IslandName, IslandPropsMap } from "./types";
import { Carousel } from "./Carousel/Carousel";
import { CitySearch } from "./CitySearch/CitySearch";
import { KeywordGuide } from "./KeywordGuide/KeywordGuide";
import { Menu } from "./Menu/Menu";
import { NotFound } from "./NotFound/NotFound";
import { QuoteForm } from "./QuoteForm/QuoteForm";

/** Static table for the server bundle (every island, no code splitting needed in Node). */
export const components: { [N in IslandName]: ComponentType<IslandPropsMap[N]> } = {
  Menu,
  CitySearch,
  KeywordGuide,
  Carousel,
  QuoteForm,
  NotFound,
};
