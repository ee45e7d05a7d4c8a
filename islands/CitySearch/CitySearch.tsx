import { Fragment, useMemo, useState, type ReactNode } from "react";
import { fill, has, useDomId } from "../lib";
import type { CitySearchProps } from "../types";

/**
 * Lower case without accents (NFD, then the combining marks dropped), punctuation as spaces:
 * visitors type "levis" for Lévis, "Montreal" for Montréal and "st albert" for St. Albert, and
 * phones make accents hard to type.
 */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
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
  cities,
  places,
  phone,
  quote,
}: CitySearchProps) {
  const id = useDomId();
  const [query, setQuery] = useState("");
  // Nothing is announced until the visitor types, so page load stays quiet.
  const [touched, setTouched] = useState(false);
  // A place's name is matched from the start of one of its words ("lake" finds Sylvan Lake, "ake"
  // does not): there are over a hundred, and a match inside a word would bring in cards the
  // visitor did not mean. A city's name matches anywhere, as it always did.
  const folded = useMemo(
    () => ({ cities: cities.map((c) => fold(c.name)), places: places.map((p) => ` ${fold(p.name)}`) }),
    [cities, places],
  );

  const typed = query.trim();
  const needle = fold(typed);
  // A place found shows the cards of the cities it belongs to; one without a page gets a line.
  const found = needle === "" ? [] : places.filter((_, index) => folded.places[index]?.includes(` ${needle}`));
  const shownBy = new Set(found.flatMap((place) => place.cities));
  const matches = cities.map((city, index) => !!folded.cities[index]?.includes(needle) || shownBy.has(city.slug));
  const count = matches.filter(Boolean).length;
  const served = found.filter((place) => place.cities.length === 0).map((place) => place.name);
  const nothing = typed !== "" && count === 0 && served.length === 0;

  const links = {
    phone: <a href={phone.href}>{unbreakable(phone.display)}</a>,
    quote: <a href={quote}>{t.quoteLink}</a>,
  };
  const words = { phone: phone.display, quote: t.quoteLink };
  const servedNames = list(served, t.and);
  const status = !touched
    ? ""
    : nothing
      ? `${empty} ${fill(t.maybe, { ...words, place: typed })}`
      : [
          served.length > 0 ? fill(t.served, { ...words, places: servedNames }) : "",
          count > 0 ? fill(count === 1 ? t.countOne : t.countMany, { count }) : "",
        ]
          .filter(Boolean)
          .join(" ");

  return (
    <div className="city-search">
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
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setTouched(true);
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
          {empty} {sentence(t.maybe, { ...links, place: typed })}
        </p>
      )}
      {/* Every card stays in the HTML (crawlers, no-JS); filtering only hides. */}
      <ul className="city-search__grid">
        {cities.map((city, index) => (
          <li key={city.href} className="city-search__card" hidden={!matches[index]}>
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
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <span className="city-search__card-body">
                <span className="city-search__card-name">{city.name}</span>
                <span className="city-search__card-blurb">{city.blurb}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
