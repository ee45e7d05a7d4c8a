import { Field, type Errors } from "../form/Field";
import type { Doc } from "./docs";
import { w } from "../words";

interface Props {
  /** The site-wide files the editor may open (`content/site.yaml`, `content/data/...`). */
  files: string[];
  chosen: string | null;
  onChoose: (path: string | null) => void;
  /** The chosen file, once loaded. */
  doc: Doc | undefined;
  errors: Errors;
  onChange: (data: unknown) => void;
}

/** One site-wide file's form, chosen from a list. */
export function SiteTab({ files, chosen, onChoose, doc, errors, onChange }: Props) {
  return (
    <section className="sg-form" aria-label={w.siteFiles}>
      <label className="sg-label" htmlFor="sg-site-file">
        {w.file}
      </label>
      <select id="sg-site-file" value={chosen ?? ""} onChange={(e) => onChoose(e.currentTarget.value || null)}>
        <option value="">{w.chooseFile}</option>
        {files.map((f) => (
          <option key={f} value={f}>
            {f.replace(/^content\//, "")}
          </option>
        ))}
      </select>
      {doc ? <Field name={doc.schema.title ?? doc.path} schema={doc.schema} value={doc.data} path={[]} errors={errors} onChange={onChange} /> : null}
    </section>
  );
}
