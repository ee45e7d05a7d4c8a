// "Add a …" : a select of what can be added and its button; used for fields, sections.
import { useState } from "react";

export function AddPicker({ choices, prompt, label, button, onAdd }: {
  /** Value and shown name of each choice. */
  choices: [string, string][];
  /** The empty option: "Add a field…". */
  prompt: string;
  /** The select's accessible name. */
  label: string;
  button: string;
  onAdd: (value: string) => void;
}) {
  const [chosen, setChosen] = useState("");
  return (
    <div className="sg-add-field">
      <select aria-label={label} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
        <option value="">{prompt}</option>
        {choices.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => {
          onAdd(chosen);
          setChosen("");
        }}
      >
        {button}
      </button>
    </div>
  );
}
