// A photo's fields (`image: { src, alt, ... }`) with a picker in place of the file path: the photo
// as a thumbnail, the site's photos to choose from, and an upload. A new photo clears the alt text
// (the old words describe the old photo) and asks for words about the new one: the page is not
// saved until they are written, as `sitegen check` would refuse it.

import { useEffect, useRef, useState } from "react";
import { api, EditFailed, type Photo } from "../api";
import type { Schema } from "../schema";
import { ObjectField, pathKey, type FieldProps } from "./Field";
import { w } from "../words";

const thumb = (src: string) => `/_sitegen/thumb/${src.split("/").map(encodeURIComponent).join("/")}`;

/** The photo fields with `src` changed to `next`: alt emptied for new words, `illustration`
 * dropped (an upload is a photograph until the person says otherwise), the keys' order kept. */
export function withNewPhoto(obj: Record<string, unknown>, next: string): Record<string, unknown> {
  const decorative = obj.decorative === true;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === "illustration") continue;
    out[k] = k === "src" ? next : k === "alt" ? "" : v;
  }
  if (!("src" in out)) out.src = next;
  if (!decorative && !("alt" in out)) out.alt = "";
  return out;
}

export function PhotoField(props: FieldProps) {
  const { schema, value, path, errors, onChange } = props;
  const obj = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const src = typeof obj.src === "string" ? obj.src : "";
  const [choosing, setChoosing] = useState(false);
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState("");
  const [problem, setProblem] = useState("");
  const [askAlt, setAskAlt] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const srcErrors = errors.get(pathKey([...path, "src"])) ?? [];

  useEffect(() => {
    if (!choosing || photos) return;
    api.photos().then(
      (r) => setPhotos(r.photos),
      (e: unknown) => setProblem(e instanceof Error ? e.message : String(e)),
    );
  }, [choosing, photos]);

  // After a new photo, the alt text field (emptied) takes the focus.
  useEffect(() => {
    if (!askAlt) return;
    const fieldset = box.current?.closest("fieldset");
    fieldset?.querySelector<HTMLElement>(`[data-path="${pathKey([...path, "alt"])}"] :is(input, textarea)`)?.focus();
  }, [askAlt, path]);

  const choose = (next: string) => {
    setChoosing(false);
    setProblem("");
    if (next === src) return;
    onChange(withNewPhoto(obj, next));
    setAskAlt(obj.decorative !== true);
  };

  const uploadFile = async (file: File) => {
    setProblem("");
    setBusy(w.uploading(file.name));
    try {
      const r = await api.upload(file, src || undefined);
      if (r.photo.pending) setPending((p) => new Set(p).add(r.photo.src));
      setPhotos(null);
      choose(r.photo.src);
    } catch (e) {
      setProblem(e instanceof EditFailed || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy("");
    }
  };

  // The other fields (alt, decorative, illustration) as any object's; the path is the picker's.
  const rest: Schema = { ...schema, properties: { ...schema.properties }, required: (schema.required ?? []).filter((k) => k !== "src") };
  delete rest.properties?.src;
  const picker = (
    <div className="sg-photo" ref={box} data-path={pathKey([...path, "src"])}>
      <div className="sg-photo-now">
        {src ? <img src={thumb(src)} alt="" width={120} /> : null}
        <p>
          <span className="sg-label">{w.photoFile}</span>
          <code>{src || w.none}</code>
          {pending.has(src) ? <small>{w.newPhoto}</small> : null}
        </p>
      </div>
      <div className="sg-actions">
        <button type="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
          {w.choosePhoto}
        </button>
        <label className="sg-upload">
          {w.uploadPhoto}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy !== ""}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = "";
              if (file) void uploadFile(file);
            }}
          />
        </label>
      </div>
      <p className="sg-help">{w.photoHelp}</p>
      {busy ? <p role="status">{busy}</p> : null}
      {problem || srcErrors.length ? (
        <div className="sg-field-error" role="alert">
          {problem ? <p>{problem}</p> : null}
          {srcErrors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      {choosing ? (
        <div className="sg-photo-grid" role="group" aria-label={w.sitePhotos}>
          {photos === null ? <p>{w.loadingPhotos}</p> : null}
          {photos?.map((p) => (
            <button type="button" key={p.src} aria-pressed={p.src === src} aria-label={w.usePhoto(p.src)} onClick={() => choose(p.src)}>
              <img src={thumb(p.src)} alt="" width={120} loading="lazy" />
              <small>
                {p.src}
                <br />
                {p.width} × {p.height}
              </small>
            </button>
          ))}
        </div>
      ) : null}
      {askAlt && !String(obj.alt ?? "").trim() ? (
        <p className="sg-note" role="status">
          {w.altNeeded}
        </p>
      ) : null}
    </div>
  );
  return <ObjectField {...props} schema={rest} before={picker} />;
}
