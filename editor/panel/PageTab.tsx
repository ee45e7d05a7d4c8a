import { useState } from "react";
import { api } from "../api";
import { ObjectField, type Errors } from "../form/Field";
import type { Schema } from "../schema";
import type { Doc } from "./docs";
import { w } from "../words";

interface Props {
  doc: Doc;
  errors: Errors;
  onChange: (data: unknown) => void;
}

/** The page's own fields (title, description, city, ...), without its sections, and a new page. */
export function PageTab({ doc, errors, onChange }: Props) {
  const fields: Schema = {
    ...doc.schema,
    properties: Object.fromEntries(Object.entries(doc.schema.properties ?? {}).filter(([k]) => k !== "sections")),
    required: (doc.schema.required ?? []).filter((k) => k !== "sections"),
  };
  return (
    <section className="sg-form" aria-label={w.pageFields}>
      <ObjectField
        name="page"
        schema={fields}
        value={withoutSections(doc.data)}
        path={[]}
        errors={errors}
        onChange={(v) => onChange(withSections(doc.data, v))}
      />
      <NewPage />
    </section>
  );
}

function withoutSections(data: unknown): Record<string, unknown> {
  const { sections: _, ...rest } = (data ?? {}) as Record<string, unknown>;
  return rest;
}

/** The page's fields put back around its sections, in the file's order. */
function withSections(data: unknown, fields: unknown): Record<string, unknown> {
  const old = (data ?? {}) as Record<string, unknown>;
  const f = fields as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(old)) {
    if (k === "sections") out[k] = old[k];
    else if (k in f) out[k] = f[k];
  }
  for (const k of Object.keys(f)) if (!(k in out)) out[k] = f[k];
  return out;
}

/** A new service page for a city, made as `sitegen new service` makes it. */
function NewPage() {
  const [city, setCity] = useState("");
  const [service, setService] = useState("");
  const [result, setResult] = useState<{ route: string; advice: string[] } | null>(null);
  const [problem, setProblem] = useState("");
  return (
    <fieldset className="sg-object">
      <legend>{w.newServicePage}</legend>
      <p className="sg-help">{w.newServiceHelp}</p>
      <label className="sg-label" htmlFor="sg-new-city">{w.newServiceCity}</label>
      <input id="sg-new-city" value={city} onChange={(e) => setCity(e.currentTarget.value)} />
      <label className="sg-label" htmlFor="sg-new-service">{w.newServiceName}</label>
      <input id="sg-new-service" value={service} onChange={(e) => setService(e.currentTarget.value)} />
      <button
        type="button"
        disabled={!city || !service}
        onClick={() => {
          setProblem("");
          api.newService(city, service).then(setResult, (e: Error) => setProblem(e.message));
        }}
      >
        {w.createPage}
      </button>
      {problem ? <p role="alert" className="sg-field-error">{problem}</p> : null}
      {result ? (
        <div role="status">
          <p>
            {w.createdPage} <a href={result.route}>{w.openRoute(result.route)}</a> {w.createdRest}
          </p>
          {result.advice.map((a) => (
            <p key={a} className="sg-help">{a}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
