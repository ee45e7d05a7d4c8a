// A form built from a content schema: one control per field, in the order the file has them, with
// the schema's plain-words help, required marks, selects for fixed choices and lists that can be
// added to, reordered and trimmed. Values are plain JSON; the panel turns them back into YAML.

import { useId, useState, type ReactNode } from "react";
import { blank, choiceLabel, isPhoto, kindOf, label, type Schema } from "../schema";
import { AddPicker } from "./AddPicker";
import { PhotoField } from "./PhotoField";
import { w } from "../words";

export type Path = (string | number)[];
/** Messages by field path (`sections/2/faq/title`). */
export type Errors = Map<string, string[]>;
export const pathKey = (p: Path) => p.join("/");

export interface FieldProps {
  name: string;
  schema: Schema;
  value: unknown;
  path: Path;
  errors: Errors;
  required?: boolean;
  /** The heading of a list item's group: `Question 2`. */
  caption?: string;
  onChange: (v: unknown) => void;
  onRemove?: () => void;
  /** Shown at the top of an object's fields (the photo picker). */
  before?: ReactNode;
}

function FieldErrors({ path, errors, id }: { path: Path; errors: Errors; id: string }) {
  const found = errors.get(pathKey(path));
  if (!found?.length) return null;
  return (
    <div className="sg-field-error" id={id} role="alert">
      {found.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

function Help({ schema }: { schema: Schema }) {
  return schema.description ? <p className="sg-help">{schema.description}</p> : null;
}

function Label({ htmlFor, name, schema, required, children }: { htmlFor?: string; name: string; schema: Schema; required?: boolean; children?: ReactNode }) {
  const Tag = htmlFor ? "label" : "span";
  return (
    <Tag className="sg-label" {...(htmlFor ? { htmlFor } : {})}>
      {label(name, schema)}
      {required ? (
        <span className="sg-required" title={w.requiredTitle}>
          {" "}*<span className="sg-sr">{w.required}</span>
        </span>
      ) : null}
      {children}
    </Tag>
  );
}

export function Field(props: FieldProps) {
  const kind = kindOf(props.schema);
  if (kind === "object") return isPhoto(props.schema) ? <PhotoField {...props} /> : <ObjectField {...props} />;
  if (kind === "list") return <ListField {...props} />;
  if (kind === "map") return <MapField {...props} />;
  return <ScalarField {...props} />;
}

function ScalarField({ name, schema, value, path, errors, required, onChange, onRemove }: FieldProps) {
  const id = useId();
  const errId = `${id}-err`;
  const kind = kindOf(schema);
  const invalid = errors.has(pathKey(path));
  const common = { id, "aria-invalid": invalid || undefined, "aria-describedby": invalid ? errId : undefined };
  let control: ReactNode;
  if (kind === "boolean") {
    control = <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
  } else if (kind === "select") {
    const choices = (schema.enum ?? []).map(String);
    const current = value === undefined || value === null ? "" : String(value);
    control = (
      <select {...common} value={current} onChange={(e) => onChange(typed(schema, e.currentTarget.value))}>
        {choices.includes(current) ? null : <option value={current}>{current || w.choose}</option>}
        {(schema.enum ?? []).map((c) => (
          <option key={String(c)} value={String(c)}>
            {choiceLabel(schema, c)}
          </option>
        ))}
      </select>
    );
  } else if (kind === "number") {
    control = (
      <input
        type="number"
        {...common}
        value={typeof value === "number" ? value : String(value ?? "")}
        onChange={(e) => onChange(e.currentTarget.value === "" ? "" : Number(e.currentTarget.value))}
      />
    );
  } else if (kind === "day") {
    // A date picker, with the day in words beside it: "2026-11-27" is easy to misread.
    const text = value === undefined || value === null ? "" : String(value).trim();
    const words = /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? new Date(`${text}T12:00:00`).toLocaleDateString(w.locale, { weekday: "long", year: "numeric", month: "long", day: "numeric" })
      : "";
    control = (
      <span className="sg-day">
        <input type="date" {...common} value={words ? text : ""} onChange={(e) => onChange(e.currentTarget.value || undefined)} />
        <span className="sg-help" aria-live="polite">
          {words || (text ? w.notADay(text) : "")}
        </span>
      </span>
    );
  } else {
    const text = value === undefined || value === null ? "" : String(value);
    control =
      text.length > 60 || text.includes("\n") ? (
        <textarea {...common} value={text} rows={Math.min(8, Math.ceil(text.length / 45) + 1)} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input type="text" {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
  }
  return (
    <div className={`sg-field sg-${kind}`} data-path={pathKey(path)}>
      <Label htmlFor={id} name={name} schema={schema} required={required} />
      {control}
      {onRemove ? (
        <button type="button" className="sg-icon" onClick={onRemove} aria-label={w.remove(label(name, schema))}>
          ✕
        </button>
      ) : null}
      <Help schema={schema} />
      <FieldErrors path={path} errors={errors} id={errId} />
    </div>
  );
}

/** A select's value as the schema types it: the rating 5, not "5". */
function typed(schema: Schema, text: string): unknown {
  const match = schema.enum?.find((e) => String(e) === text);
  return match === undefined ? text : match;
}

export function ObjectField({ name, schema, value, path, errors, caption, onChange, onRemove, before }: FieldProps) {
  const obj = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  // The file's order first (what the person sees in YAML), then required fields it lacks.
  const shown = [...Object.keys(obj), ...[...required].filter((k) => !(k in obj))];
  const missing = Object.keys(props).filter((k) => !shown.includes(k));
  const set = (key: string, v: unknown) => onChange({ ...obj, [key]: v });
  const remove = (key: string) => {
    const next = { ...obj };
    delete next[key];
    onChange(next);
  };
  const body = (
    <>
      {before}
      {shown.map((key) =>
        props[key] ? (
          <Field
            key={key}
            name={key}
            schema={props[key]}
            value={obj[key]}
            path={[...path, key]}
            errors={errors}
            required={required.has(key)}
            onChange={(v) => set(key, v)}
            {...(required.has(key) ? {} : { onRemove: () => remove(key) })}
          />
        ) : null,
      )}
      {missing.length ? (
        <AddPicker
          choices={missing.map((k) => [k, label(k, props[k])])}
          prompt={w.addFieldPrompt}
          label={w.addFieldTo(label(name, schema))}
          button={w.add}
          onAdd={(k) => {
            const s = props[k];
            if (s) set(k, blank(s));
          }}
        />
      ) : null}
      <FieldErrors path={path} errors={errors} id={`${pathKey(path)}-err`} />
    </>
  );
  if (path.length === 0) return <div className="sg-object">{body}</div>;
  return (
    <fieldset className="sg-object" data-path={pathKey(path)}>
      <legend>
        {caption ?? schema.title ?? label(name, schema)}
        {onRemove ? (
          <button type="button" className="sg-icon" onClick={onRemove} aria-label={w.remove(label(name, schema))}>
            ✕
          </button>
        ) : null}
      </legend>
      <Help schema={schema} />
      {body}
    </fieldset>
  );
}

export function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function ListField({ name, schema, value, path, errors, required, onChange, onRemove }: FieldProps) {
  const list = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  const itemName = item.title ?? w.itemWord;
  return (
    <fieldset className="sg-list" data-path={pathKey(path)}>
      <legend>
        <Label name={name} schema={schema} required={required} />
        {onRemove ? (
          <button type="button" className="sg-icon" onClick={onRemove} aria-label={w.remove(label(name, schema))}>
            ✕
          </button>
        ) : null}
      </legend>
      <Help schema={schema} />
      <ol>
        {list.map((v, i) => (
          <li key={i}>
            <Field
              name={`${itemName} ${i + 1}`}
              caption={`${itemName} ${i + 1}`}
              schema={item}
              value={v}
              path={[...path, i]}
              errors={errors}
              onChange={(nv) => onChange(list.map((x, j) => (j === i ? nv : x)))}
            />
            <div className="sg-item-tools">
              <button type="button" disabled={i === 0} onClick={() => onChange(move(list, i, i - 1))} aria-label={w.moveItemUp(itemName, i + 1)}>
                ↑
              </button>
              <button type="button" disabled={i === list.length - 1} onClick={() => onChange(move(list, i, i + 1))} aria-label={w.moveItemDown(itemName, i + 1)}>
                ↓
              </button>
              <button type="button" onClick={() => onChange(list.filter((_, j) => j !== i))} aria-label={w.removeItem(itemName, i + 1)}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...list, blank(item)])}>
        {w.addItem(itemName)}
      </button>
      <FieldErrors path={path} errors={errors} id={`${pathKey(path)}-err`} />
    </fieldset>
  );
}

function MapField({ name, schema, value, path, errors, onChange }: FieldProps) {
  const obj = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const entry = (typeof schema.additionalProperties === "object" ? schema.additionalProperties : {}) as Schema;
  const [newKey, setNewKey] = useState("");
  return (
    <div className="sg-map" data-path={pathKey(path)}>
      {Object.entries(obj).map(([key, v]) => (
        <Field
          key={key}
          name={key}
          schema={{ ...entry, title: key, "x-label": undefined }}
          value={v}
          path={[...path, key]}
          errors={errors}
          onChange={(nv) => onChange({ ...obj, [key]: nv })}
          onRemove={() => {
            const next = { ...obj };
            delete next[key];
            onChange(next);
          }}
        />
      ))}
      <div className="sg-add-field">
        <input aria-label={w.newEntryName(label(name, schema))} value={newKey} placeholder={w.newEntryPlaceholder} onChange={(e) => setNewKey(e.currentTarget.value)} />
        <button
          type="button"
          disabled={!newKey || newKey in obj}
          onClick={() => {
            onChange({ ...obj, [newKey]: blank(entry) });
            setNewKey("");
          }}
        >
          {w.add}
        </button>
      </div>
      <FieldErrors path={path} errors={errors} id={`${pathKey(path)}-err`} />
    </div>
  );
}
