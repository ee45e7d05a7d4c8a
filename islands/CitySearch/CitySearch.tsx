import { useState } from "react";
import { fill, useDomId } from "../lib";
import type { CitySearchProps } from "../types";

export function CitySearch({ text: t, label, placeholder, empty, hint, cities }: CitySearchProps) {
  const id = useDomId();
  const [query, setQuery] = useState("");
  // Nothing is announced until the visitor types, so page load stays quiet.
  const [touched, setTouched] = useState(false);

  const needle = query.trim().toLowerCase();
  const matches = cities.map((city) => city.name.toLowerCase().includes(needle));
  const count = matches.filter(Boolean).length;
  const status = !touched
    ? ""
    : count === 0
      ? empty
      : fill(count === 1 ? t.countOne : t.countMany, { count });

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
      {count === 0 && (
        <p className="city-search__empty" aria-hidden="true">
          {empty}
        </p>
      )}
    </div>
  );
}
