import type { ContentError } from "../api";
import { w } from "../words";

interface Props {
  message: string;
  errors: ContentError[];
  /** Whether the errors came from a save (nothing written) or from the live preview. */
  fromSave: boolean;
}

/** What stops the page from being published, each problem at its file and line. */
export function Problems({ message, errors, fromSave }: Props) {
  if (!message && !errors.length) return null;
  return (
    <div className="sg-problems" role="alert">
      {message ? <p>{message}</p> : null}
      {errors.length ? (
        <p>
          {fromSave ? w.nothingSaved : w.lastWorking}
          {w.fix(errors.length)}
        </p>
      ) : null}
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            <code>{e.line ? `${e.file}:${e.line}:${e.column}` : e.file}</code> {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site's warnings as saved, folded, a line each: it still publishes, but someone should
 * look. At the top of the panel's body, which scrolls, so a long list never pushes the tabs out
 * of sight; a save's status names only that save's own. */
export function SiteWarnings({ warnings }: { warnings: string[] }) {
  if (!warnings.length) return null;
  return (
    <details className="sg-problems sg-warnings">
      <summary>{w.siteWarnings(warnings.length)}</summary>
      <ul>
        {warnings.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </details>
  );
}
