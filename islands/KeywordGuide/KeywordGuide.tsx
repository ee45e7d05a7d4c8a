import { useCallback, useState } from "react";
import { RotationToggle, useDomId, useHoverFocus, useInterval, useReducedMotion } from "../lib";
import type { KeywordCategory, KeywordGuideProps, KeywordGuideText } from "../types";

/**
 * The guide's widths (styles/islands.css, container queries on `.keyword-guide`) and the most
 * categories a row holds at each: below 460 px one, then 2, 3, 4 and from 1100 px five.
 */
export const GRID_TIERS = [
  ["m", 2],
  ["l", 3],
  ["xl", 4],
  ["xxl", 5],
] as const;

/**
 * Columns for `count` categories where a row holds at most `max`: as few rows as that allows, with
 * the categories shared as evenly as possible between them (5 in rows of at most 4 is 3 + 2, not
 * 4 + 1; 6 in rows of at most 5 is 3 + 3). A shorter last row is centred by CSS.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

/** The grid's class names: one per width, naming the columns at that width. */
export function gridClass(count: number): string {
  const tiers = GRID_TIERS.map(([tier, max]) => `keyword-guide__grid--${tier}-${balancedColumns(count, max)}`);
  return ["keyword-guide__grid", ...tiers].join(" ");
}

export function KeywordGuide({ text: t, title, intro, intervalMs, categories }: KeywordGuideProps) {
  const id = useDomId();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const rotating = !paused && !reducedMotion;
  // Said only while something does rotate: not with reduced motion, once paused, nor without
  // JavaScript (styles/islands.css hides it then).
  const rotates = rotating && categories.some((category) => category.sets.length > 1);

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
      {(intro || rotates) && (
        <p className="keyword-guide__intro">
          {intro}
          {rotates && <span className="keyword-guide__rotates"> {t.rotates}</span>}
        </p>
      )}
      <div className={gridClass(categories.length)}>
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
