import { useState } from "react";
import { fill, RotationToggle, useDomId, useHoverFocus, useInterval, useReducedMotion } from "../lib";
import type { CarouselProps } from "../types";

// Follows the WAI-ARIA APG carousel pattern (rotation control first, live region switched off
// while the carousel moves by itself so screen readers are not interrupted).
export function Carousel({ text: t, title, intervalMs, items }: CarouselProps) {
  const id = useDomId();
  const total = items.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const { active, handlers } = useHoverFocus();
  const autoRotating = !paused && !reducedMotion && !active && total > 1;

  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  useInterval(() => go(1), autoRotating ? intervalMs : null);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={`${id}title`}
      {...handlers}
    >
      <div className="carousel__header">
        <h2 id={`${id}title`} className="carousel__title">
          {title}
        </h2>
        {total > 1 && (
          <div className="carousel__controls">
            {!reducedMotion && (
              <RotationToggle paused={paused} onToggle={() => setPaused((was) => !was)} labels={t} />
            )}
            <button
              type="button"
              className="carousel__button"
              aria-controls={`${id}slides`}
              aria-label={t.previous}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="carousel__button"
              aria-controls={`${id}slides`}
              aria-label={t.next}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div
        id={`${id}slides`}
        className="carousel__slides"
        aria-live={autoRotating ? "off" : "polite"}
      >
        {items.map((item, i) => (
          <div
            key={item.href + item.title}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(t.slide, { index: i + 1, total })}
            hidden={i !== index}
          >
            <h3 className="carousel__slide-title">{item.title}</h3>
            <p className="carousel__slide-text">{item.description}</p>
            <a className="carousel__link" href={item.href}>
              {item.linkText}
            </a>
          </div>
        ))}
      </div>
    </section>
  );
}
