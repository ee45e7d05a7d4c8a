import { AddPicker } from "../form/AddPicker";
import { ObjectField, move, pathKey, type Errors } from "../form/Field";
import { sectionElement } from "../page";
import { blank, label, type Schema } from "../schema";
import { w } from "../words";

interface Props {
  sections: Record<string, unknown>[];
  /** The section types the page's schema allows, by name. */
  types: Record<string, Schema>;
  selected: number | null;
  onSelect: (i: number | null) => void;
  /** Whether the page's sections could be outlined on the page. */
  matched: boolean;
  /** The sections the page leaves out today (their `from:`/`until:`), by place in the list. */
  offToday: number[];
  /** The page file's errors, by field path. */
  errors: Errors;
  onChange: (sections: unknown[]) => void;
}

/** The page's sections: choose, move, remove and add them, and the chosen one's form. */
export function SectionsTab({ sections, types, selected, onSelect, matched, offToday, errors, onChange }: Props) {
  const chosen = selected !== null ? sections[selected] : undefined;
  const chosenType = chosen ? (Object.keys(chosen)[0] ?? "") : "";
  return (
    <>
      {!matched ? <p className="sg-note">{w.notOutlined}</p> : null}
      <ol className="sg-sections">
        {sections.map((s, i) => {
          const type = Object.keys(s)[0] ?? "";
          const fields = (s[type] ?? {}) as Record<string, unknown>;
          const heading = typeof fields.title === "string" ? fields.title : "";
          return (
            <li key={i} className={i === selected ? "sg-chosen" : undefined}>
              <button type="button" className="sg-section-name" aria-pressed={i === selected} onClick={() => { onSelect(i); sectionElement(i)?.scrollIntoView({ block: "start" }); }}>
                {types[type]?.title ?? label(type)}
                {heading ? <small> {heading}</small> : null}
                {offToday.includes(i) ? <small className="sg-off-today">{w.offToday}</small> : null}
              </button>
              <span className="sg-item-tools">
                <button type="button" disabled={i === 0} aria-label={w.moveSectionUp(i + 1)} onClick={() => { onChange(move(sections, i, i - 1)); onSelect(i - 1); }}>↑</button>
                <button type="button" disabled={i === sections.length - 1} aria-label={w.moveSectionDown(i + 1)} onClick={() => { onChange(move(sections, i, i + 1)); onSelect(i + 1); }}>↓</button>
                <button type="button" aria-label={w.removeSection(i + 1)} onClick={() => { if (window.confirm(w.removeSectionAsk)) { onChange(sections.filter((_, j) => j !== i)); onSelect(null); } }}>✕</button>
              </span>
            </li>
          );
        })}
      </ol>
      <AddPicker
        choices={Object.entries(types).map(([t, s]) => [t, s.title ?? label(t)])}
        prompt={w.addSectionPrompt}
        label={w.addSectionLabel}
        button={w.addSection}
        onAdd={(type) => {
          const s = types[type];
          if (!s) return;
          const at = selected === null ? sections.length : selected + 1;
          const next = [...sections];
          next.splice(at, 0, { [type]: blank(s) });
          onChange(next);
          onSelect(at);
        }}
      />
      {chosen && types[chosenType] ? (
        <section className="sg-form" aria-label={w.sectionRegion((selected ?? 0) + 1, types[chosenType]?.title ?? chosenType)}>
          <h3>{types[chosenType]?.title ?? label(chosenType)}</h3>
          <ObjectField
            name={chosenType}
            schema={{ ...types[chosenType], title: undefined }}
            value={chosen[chosenType]}
            path={[]}
            errors={prefixed(errors, ["sections", selected ?? 0, chosenType])}
            onChange={(v) => onChange(sections.map((s, j) => (j === selected ? { [chosenType]: v } : s)))}
          />
        </section>
      ) : (
        <p className="sg-note">{w.chooseSection}</p>
      )}
    </>
  );
}

/** Errors under `prefix`, keyed relative to it (a section's form sees its own fields' errors). */
function prefixed(errors: Errors, prefix: (string | number)[]): Errors {
  const p = pathKey(prefix);
  const out: Errors = new Map();
  for (const [k, v] of errors) {
    if (k === p) out.set("", v);
    else if (k.startsWith(`${p}/`)) out.set(k.slice(p.length + 1), v);
  }
  return out;
}
