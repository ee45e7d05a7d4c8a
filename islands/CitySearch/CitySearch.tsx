import { Fragment, useRef, useState, type ReactNode } from "react";
import { fill, has, useDomId } from "../lib";
import type { CitySearchProps, CitySearchText } from "../types";

/**
 * Lower case without accents (NFD, then the combining marks dropped), punctuation as spaces:
 * visitors type "levis" for Lévis, "Montreal" for Montréal and "st albert" for St. Albert, and
 * phones make accents hard to type.
 */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A name's folded forms that a search looks in: with "Saint"/"Sainte" as "St"/"Ste" and the other
 * way round, so "saint albert", "st albert" and "sain" all find St. Albert, and "st jean" Saint-Jean.
 */
function forms(name: string): string[] {
  const short = fold(name).replace(/(^| )saint(e?)(?= |$)/g, "$1st$2");
  return [short, short.replace(/(^| )st(e?)(?= |$)/g, "$1saint$2")];
}

/**
 * What a search finds, by the rule of the spec: the cities whose name holds what was typed ("cal"
 * is Calgary alone, "red" Red Deer alone). Only when no city's name does, the places the content
 * names as served, from the start of one of their words ("lake" finds Sylvan Lake, "ake" does
 * not): each city serving one shows its card with the places named, and the places without a
 * city are said to be served. `shown[i]` is the places that show city `i` (empty: by its name).
 */
export function search(
  needle: string,
  cities: CitySearchProps["cities"],
  places: CitySearchProps["places"],
): { shown: (string[] | null)[]; served: string[] } {
  const folded = fold(needle);
  if (folded === "") return { shown: cities.map(() => []), served: [] };
  const byName = cities.map((city) => forms(city.name).some((form) => form.includes(folded)));
  if (byName.some(Boolean)) return { shown: byName.map((hit) => (hit ? [] : null)), served: [] };
  const found = places.filter((place) => forms(place.name).some((form) => ` ${form}`.includes(` ${folded}`)));
  return {
    shown: cities.map((city) => {
      const names = found.filter((place) => place.cities.includes(city.slug)).map((place) => place.name);
      return names.length > 0 ? names : null;
    }),
    served: found.filter((place) => place.cities.length === 0).map((place) => place.name),
  };
}

/** `template` with each `{name}` of `values` put in, links included. */
function sentence(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = part.slice(1, -1);
    return <Fragment key={index}>{part.startsWith("{") && has(values, name) ? values[name] : part}</Fragment>;
  });
}

/** Names as a list: "Airdrie", "Airdrie and Cochrane", "Airdrie, Canmore and Cochrane". */
function list(names: string[], and: string): string {
  const last = names.at(-1) ?? "";
  return names.length < 2 ? last : `${names.slice(0, -1).join(", ")} ${and} ${last}`;
}

/** At most three names, the rest counted: "Beltline, Bridgeland, Country Hills and 4 more". */
function fewNames(names: string[], t: CitySearchText): string {
  return names.length <= 3
    ? list(names, t.and)
    : list([...names.slice(0, 2), fill(t.more, { count: names.length - 2 })], t.and);
}

/** Keeps the phone number on one line: its spaces and hyphens in their non-breaking forms. */
function unbreakable(text: string): string {
  return text.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}

export function CitySearch({
  text: t,
  label,
  placeholder,
  empty,
  hint,
  tags,
  cities,
  places,
  phone,
  quote,
}: CitySearchProps) {
  const id = useDomId();
  const root = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  // Nothing is announced until the visitor types, so page load stays quiet.
  const [touched, setTouched] = useState(false);

  const typed = query.trim();
  const { shown, served } = search(typed, cities, places);
  const count = shown.filter((names) => names !== null).length;
  const nothing = typed !== "" && count === 0 && served.length === 0;
  // The line on each card shown for places it serves (empty when it is shown by its own name).
  const servedFrom = cities.map((city, index) => {
    const names = shown[index];
    return names && names.length > 0 ? fill(t.servedFrom, { places: fewNames(names, t), city: city.name }) : "";
  });

  const links = {
    phone: <a href={phone.href}>{unbreakable(phone.display)}</a>,
    quote: <a href={quote}>{t.quoteLink}</a>,
  };
  const words = { phone: phone.display, quote: t.quoteLink };
  const servedNames = list(served, t.and);
  // What typing changed, for screen readers: the places named on the cards, the towns served,
  // the count; never what was typed itself.
  const status = !touched
    ? ""
    : nothing
      ? `${empty} ${fill(t.maybe, words)}`
      : [
          ...servedFrom.filter(Boolean).map((line) => `${line}.`),
          served.length > 0 ? fill(t.served, { ...words, places: servedNames }) : "",
          count > 0 ? fill(count === 1 ? t.countOne : t.countMany, { count }) : "",
        ]
          .filter(Boolean)
          .join(" ");

  // Enter opens the first card shown, as a click on it would (so its link's listeners run too).
  const openFirst = () => root.current?.querySelector<HTMLAnchorElement>(".city-search__card:not([hidden]) a")?.click();

  return (
    <div className="city-search" ref={root}>
      <div className="city-search__field">
        <label className="city-search__label" htmlFor={`${id}q`}>
          {label}
        </label>
        <input
          id={`${id}q`}
          className="city-search__input"
          type="text"
          inputMode="search"
          autoComplete="off"
          placeholder={placeholder}
          aria-describedby={`${id}hint`}
          value={query}
          enterKeyHint="go"
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setTouched(true);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && typed !== "") {
              event.preventDefault();
              openFirst();
            }
          }}
        />
        <p id={`${id}hint`} className="city-search__hint">
          {hint}
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {/* The answers below are not hidden from screen readers although the status says the same:
          their links must be reachable, and text that is not live is not read out twice. */}
      {served.length > 0 && (
        <p className="city-search__served">{sentence(t.served, { ...links, places: servedNames })}</p>
      )}
      {nothing && (
        <p className="city-search__empty">
          {empty} {sentence(t.maybe, links)}
        </p>
      )}
      {/* Every card stays in the HTML (crawlers, no-JS); filtering only hides. */}
      <ul className="city-search__grid">
        {cities.map((city, index) => (
          <li key={city.href} className="city-search__card" hidden={shown[index] === null}>
            <a className="city-search__card-link" href={city.href}>
              <picture>
                {city.image.sources.map((source) => (
                  <source
                    key={source.type}
                    type={source.type}
                    srcSet={source.srcset}
                    sizes={city.image.sizes}
                  />
                ))}
                <img
                  className="city-search__card-image"
                  src={city.image.src}
                  srcSet={city.image.srcset}
                  sizes={city.image.sizes}
                  width={city.image.width}
                  height={city.image.height}
                  alt={city.image.alt}
                  /* The first row's photos load at once where they are the first screen's largest
                     paint (/cities, a hero without a photo: the view's `lead`), as the city cards'. */
                  {...(city.image.lead ? { fetchpriority: "high" } : { loading: "lazy", decoding: "async" })}
                />
              </picture>
              <span className="city-search__card-body">
                <span className="city-search__card-name">{city.name}</span>
                {servedFrom[index] && <span className="city-search__card-served">{servedFrom[index]}</span>}
                <span className="city-search__card-blurb">{city.blurb}</span>
                {/* Plain words, not chips: they are not links. */}
                {tags && city.tags.length > 0 && (
                  <span className="city-search__card-tags">{city.tags.join(" · ")}</span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
