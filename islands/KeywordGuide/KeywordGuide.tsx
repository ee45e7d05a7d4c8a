import { useCallback, useState } from "react";
import { RotationToggle, useDomId, useHoverFocus, useInterval, useReducedMotion } from "../lib";
import type { KeywordCategory, KeywordGuideProps, KeywordGuideText } from "../types";

const DEFAULT_TEXT: KeywordGuideText = {
  pause: "Pause rotation",
  play: "Resume rotation",
  newBadge: "New",
  switchSet: "More topics",
};

export function KeywordGuide({ title, intro, intervalMs, categories }: KeywordGuideProps) {
  const t = DEFAULT_TEXT;
  const id = useDomId();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const rotating = !paused && !reducedMotion;

  return (
    <section className="keyword-guide" aria-labelledby={`${id}title`}>
      <div className="keyword-guide__header">
        <h2 id={`${id}title`} className="keyword-guide__title">
          {title}
        </h2>
        {!reducedMotion && (
          <RotationToggle paused={paused} onToggle={() => setPaused((was) => !was)} labels={t} />
        )}
      </div>
      {intro && <p className="keyword-guide__intro">{intro}</p>}
      <div className="keyword-guide__grid">
        {categories.map((category) => (
          <Category
            key={category.title}
            category={category}
            intervalMs={rotating ? intervalMs : null}
            text={t}
          />
        ))}
      </div>
    </section>
  );
}

interface CategoryProps {
  category: KeywordCategory;
  intervalMs: number | null;
  text: KeywordGuideText;
}

function Category({ category, intervalMs, text }: CategoryProps) {
  const id = useDomId();
  const [shown, setShown] = useState(0);
  const { active, handlers } = useHoverFocus();
  const sets = category.sets;
  const next = useCallback(() => setShown((i) => (i + 1) % Math.max(sets.length, 1)), [sets.length]);

  // Each category keeps its own clock so reading one does not freeze the others.
  useInterval(next, active || sets.length < 2 ? null : intervalMs);

  return (
    <div className="keyword-guide__category" {...handlers}>
      <h3 id={`${id}h`} className="keyword-guide__category-title">
        {category.title}
      </h3>
      {/* Both sets are in the HTML so every link is crawlable; only one is shown. */}
      {sets.map((items, setIndex) => (
        <ul
          key={setIndex}
          id={`${id}s${setIndex}`}
          className="keyword-guide__list"
          hidden={setIndex !== shown}
        >
          {items.map((item) => (
            <li key={item.href + item.text}>
              <a className="keyword-guide__link" href={item.href}>
                {item.text}
                {item.isNew && <span className="badge-new">{text.newBadge}</span>}
              </a>
            </li>
          ))}
        </ul>
      ))}
      {sets.length > 1 && (
        <button
          type="button"
          className="keyword-guide__switch"
          aria-controls={sets.map((_, i) => `${id}s${i}`).join(" ")}
          onClick={next}
        >
          {text.switchSet}
          {/* Names the category for screen readers while the visible label stays short. */}
          <span className="visually-hidden">: {category.title}</span>
        </button>
      )}
    </div>
  );
}
