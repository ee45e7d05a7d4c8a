import type { ContentError } from "../api";

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
          {fromSave ? "Nothing was saved. " : "The page still shows the last version that worked. "}
          Fix {errors.length === 1 ? "this problem" : `these ${errors.length} problems`}:
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
